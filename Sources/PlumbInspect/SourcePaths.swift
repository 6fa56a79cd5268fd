import Foundation

/// Absolute paths for the page's `file:line` links.
enum SourcePaths {
    /// `file` itself when absolute, else `directory/file` tidied up; nil when no such file exists
    /// (a Swift `#fileID` such as `PlumbSamples/Planets.swift`).
    static func absolute(_ file: String, in directory: String?) -> String? {
        let path: String
        if file.hasPrefix("/") {
            path = file
        } else {
            guard let directory else { return nil }
            path = directory + "/" + file
        }
        let standard = URL(fileURLWithPath: path).standardizedFileURL.path
        return FileManager.default.fileExists(atPath: standard) ? standard : nil
    }
}
