/// Finds the valid name a misspelt one was meant to be, for "did you mean" hints in errors.
public enum NameSuggestion {
    /// The one name in `names` that `name` is a near miss of: the same name in another case,
    /// the only name it is a prefix of (two characters or more), or the only closest name
    /// within an edit distance of 2 (or a third of its length) that keeps at least one of its
    /// characters (so `b` never suggests `a`); nil otherwise.
    public static func closest(to name: String, among names: [String]) -> String? {
        guard !name.isEmpty else { return nil }
        let lowered = name.lowercased()
        if let exact = names.first(where: { $0.lowercased() == lowered }) { return exact }
        let prefixed = names.filter { $0.lowercased().hasPrefix(lowered) }
        if lowered.count >= 2, prefixed.count == 1 { return prefixed[0] }
        let limit = max(2, lowered.count / 3)
        let scored = names.map { ($0, editDistance(lowered, $0.lowercased())) }.filter { $0.1 <= limit && $0.1 < lowered.count }
        guard let best = scored.map(\.1).min() else { return nil }
        let closest = scored.filter { $0.1 == best }
        return closest.count == 1 ? closest[0].0 : nil
    }

    /// Levenshtein distance between two strings, by characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
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
