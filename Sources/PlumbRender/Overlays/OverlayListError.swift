import Plumb

/// A name in an `--overlay` list that is not an overlay.
public struct OverlayListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bad name, trimmed of spaces (empty for an empty entry such as `frames,,guides`).
    public var name: String
    /// The character offset of the bad name in the list (of its first non-space character).
    public var offset: Int
    /// The whole list as given.
    public var list: String
    /// The valid name the bad one is close to, when exactly one is.
    public var suggestion: String?

    /// Creates the error.
    public init(name: String, offset: Int, list: String, suggestion: String?) {
        self.name = name; self.offset = offset; self.list = list; self.suggestion = suggestion
    }

    /// The names an overlay list accepts.
    public static var validNames: [String] { OverlayOptions.named.map(\.name) }

    /// A sentence naming the bad entry and its offset, a caret under it, and the valid names.
    public var description: String {
        let what = name.isEmpty ? "empty overlay name" : "unknown overlay '\(name)'"
        var text = "\(what) at offset \(offset) in the overlay list"
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        text += "\n  \(list)\n  " + String(repeating: " ", count: offset) + "^"
        text += "\nvalid overlays: " + OverlayListError.validNames.joined(separator: ", ")
        return text
    }

    /// The one valid name that `name` is a near miss of, or nil (see ``NameSuggestion``).
    static func suggestion(for name: String) -> String? {
        NameSuggestion.closest(to: name, among: validNames)
    }
}
