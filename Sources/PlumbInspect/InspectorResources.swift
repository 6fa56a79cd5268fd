import Foundation

/// The page's HTML, CSS and JavaScript, kept as resource files of this target.
enum InspectorResources {
    /// The resource bundle SwiftPM builds for this target (`<package>_<target>.resources`).
    static let bundleName = "Plumb_PlumbInspect.resources"

    /// The text of a resource file (`inspector.js`), looked up where `Bundle.module` looks first,
    /// beside the main executable. `Bundle.module` itself is not used: it stops the process
    /// when the bundle is missing, where a clear error will do.
    static func text(_ name: String) throws(InspectorError) -> String {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        var directories = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        for directory in directories {
            let bundle = Bundle(path: directory.appendingPathComponent(bundleName).path)
            if let path = bundle?.path(forResource: parts[0], ofType: parts.count > 1 ? parts[1] : nil),
               let data = FileManager.default.contents(atPath: path) {
                return String(decoding: data, as: UTF8.self)
            }
        }
        throw .missingResource(name: name, bundle: bundleName)
    }
}

/// Why the inspector page could not be made.
public enum InspectorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file of the page (its HTML, CSS or JavaScript) is not installed beside the program.
    case missingResource(name: String, bundle: String)
    /// The model could not be written as JSON.
    case encodingFailed(reason: String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case let .missingResource(name, bundle):
            return "The inspector's \(name) was not found: the resource bundle \(bundle) must sit beside the plumb program (reinstall it with its bundle)."
        case let .encodingFailed(reason):
            return "The inspector's model could not be written as JSON: \(reason)"
        }
    }
}
