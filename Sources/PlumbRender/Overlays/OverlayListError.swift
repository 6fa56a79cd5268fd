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
        CommaList.describe(kind: "overlay", list: "overlay list", name: name, offset: offset, whole: list, suggestion: suggestion)
            + "\nvalid overlays: " + OverlayListError.validNames.joined(separator: ", ")
    }

    /// The one valid name that `name` is a near miss of, or nil (see ``NameSuggestion``).
    static func suggestion(for name: String) -> String? {
        NameSuggestion.closest(to: name, among: validNames)
    }
}

/// An id in a `--focus` list that names no view or layout guide of the scene.
public struct FocusListError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bad id, trimmed of spaces (empty for an empty entry such as `a,,b`).
    public var name: String
    /// The character offset of the bad id in the list (of its first non-space character).
    public var offset: Int
    /// The whole list as given.
    public var list: String
    /// The valid id the bad one is close to, when exactly one is.
    public var suggestion: String?
    /// The scene's ids, in the order it declares them.
    public var validIdentifiers: [String]

    /// Creates the error.
    public init(name: String, offset: Int, list: String, suggestion: String?, validIdentifiers: [String]) {
        self.name = name; self.offset = offset; self.list = list; self.suggestion = suggestion
        self.validIdentifiers = validIdentifiers
    }

    /// The most ids the message lists.
    static let listedIdentifiers = 12

    /// A sentence naming the bad entry and its offset, a caret under it, and the scene's ids
    /// (the first twelve of them, then how many more).
    public var description: String {
        var ids = validIdentifiers.prefix(FocusListError.listedIdentifiers).joined(separator: ", ")
        if validIdentifiers.count > FocusListError.listedIdentifiers {
            ids += ", … (\(validIdentifiers.count - FocusListError.listedIdentifiers) more)"
        }
        return CommaList.describe(kind: "view or guide", list: "focus list", name: name, offset: offset, whole: list,
                                  suggestion: suggestion)
            + "\nids in the scene: " + ids
    }
}

/// The comma lists the CLI's flags take (`--overlay`, `--focus`): names trimmed of spaces and
/// tabs, each with the character offset of its first non-space character.
enum CommaList {
    /// The entries of a list, empty ones included.
    static func items(_ list: String) -> [(name: String, offset: Int)] {
        var result: [(String, Int)] = []
        var offset = 0
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let leading = item.prefix { $0 == " " || $0 == "\t" }.count
            let name = item.dropFirst(leading).reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            result.append((String(name), offset + leading))
            offset += item.count + 1
        }
        return result
    }

    /// `unknown KIND 'NAME' at offset N in the LIST; did you mean 'S'?`, then the list and a caret under the name.
    static func describe(kind: String, list: String, name: String, offset: Int, whole: String, suggestion: String?) -> String {
        let what = name.isEmpty ? "empty \(kind) name" : "unknown \(kind) '\(name)'"
        var text = "\(what) at offset \(offset) in the \(list)"
        if let suggestion { text += "; did you mean '\(suggestion)'?" }
        return text + "\n  \(whole)\n  " + String(repeating: " ", count: offset) + "^"
    }
}
