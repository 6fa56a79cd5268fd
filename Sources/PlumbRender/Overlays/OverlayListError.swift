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

    /// The one valid name that `name` is a near miss of (edit distance ≤ 2, or at most a
    /// third of its length; a different case; or a prefix of one name only), or nil.
    static func suggestion(for name: String) -> String? {
        guard !name.isEmpty else { return nil }
        let names = validNames
        let lowered = name.lowercased()
        if let exact = names.first(where: { $0 == lowered }) { return exact }
        let prefixed = names.filter { $0.hasPrefix(lowered) }
        if lowered.count >= 2, prefixed.count == 1 { return prefixed[0] }
        let limit = max(2, lowered.count / 3)
        let scored = names.map { ($0, editDistance(lowered, $0)) }.filter { $0.1 <= limit }
        guard let best = scored.map(\.1).min() else { return nil }
        let closest = scored.filter { $0.1 == best }
        return closest.count == 1 ? closest[0].0 : nil
    }

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
