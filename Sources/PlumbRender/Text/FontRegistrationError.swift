/// Why a font file or folder could not be registered (``FontRegistry``).
public struct FontRegistrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// Nothing exists at the path given as a font file.
        case noSuchFile
        /// Nothing exists at the path given as a folder.
        case noSuchFolder
        /// A folder was given where a font file was expected.
        case folderGiven
        /// A file was given where a folder was expected.
        case fileGiven
        /// The file exists but fontconfig finds no font in it.
        case notAFont
        /// The folder holds no file with a font file extension.
        case noFontFiles
    }

    /// The path as it was given.
    public var path: String
    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The problem in the user's words, without the path.
    public var message: String {
        switch reason {
        case .noSuchFile: "no such font file"
        case .noSuchFolder: "no such folder"
        case .folderGiven: "this is a folder, not a font file"
        case .fileGiven: "this is a file, not a folder of fonts"
        case .notAFont: "not a font file (expected a TrueType or OpenType font: .ttf, .otf, .ttc or .otc)"
        case .noFontFiles: "no font files here (expected .ttf, .otf, .ttc or .otc files)"
        }
    }

    /// `PATH: MESSAGE`.
    public var description: String { "\(path): \(message)" }
}
