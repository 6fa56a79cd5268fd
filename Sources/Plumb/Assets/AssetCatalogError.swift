/// Why an asset catalog, or one set in it, could not be read: the file or folder, and the
/// reason in the catalog's own terms (`Brand.colorset/Contents.json: error: …`).
public struct AssetCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or folder the problem is in.
    public var path: String
    /// What is wrong, e.g. `unknown color space 'cmyk'`.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: error: message`, as a compiler prints it.
    public var description: String { "\(path): error: \(message)" }
}

/// A problem inside one set's `Contents.json`; ``AssetCatalog`` adds the file's path.
struct AssetSetProblem: Error {
    var message: String
}
