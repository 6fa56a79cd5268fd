/// A line diff in unified form: `@@ -a,b +c,d @@` hunks with a few lines of context, `-` for
/// lines only in the reference and `+` for lines only in the actual text.
enum UnifiedDiff {
    /// One line of the diff with its kind.
    struct Line: Equatable {
        enum Kind: Character { case context = " ", removed = "-", added = "+" }
        let kind: Kind
        let text: Substring
        /// 1-based line numbers in the reference and the actual text (the one it is in).
        let oldNumber: Int, newNumber: Int
    }

    /// The diff, headed `--- reference` / `+++ actual`; empty when the texts are equal.
    static func of(_ reference: String, _ actual: String, context: Int = 3) -> String {
        let lines = edits(lines(of: reference), lines(of: actual))
        let changed = lines.indices.filter { lines[$0].kind != .context }
        guard !changed.isEmpty else { return "" }
        var output = ["--- reference", "+++ actual"]
        var start = 0
        while start < changed.count {
            var end = start
            while end + 1 < changed.count, changed[end + 1] - changed[end] <= 2 * context + 1 { end += 1 }
            let hunk = lines[max(0, changed[start] - context)...min(lines.count - 1, changed[end] + context)]
            output.append(header(of: hunk))
            output += hunk.map { String($0.kind.rawValue) + $0.text }
            start = end + 1
        }
        return output.joined(separator: "\n")
    }

    /// `@@ -a,b +c,d @@` for a hunk.
    private static func header(of hunk: ArraySlice<Line>) -> String {
        let old = hunk.filter { $0.kind != .added }.count, new = hunk.filter { $0.kind != .removed }.count
        let first = hunk.first!
        // An empty side starts at the line before, as diff -u writes it.
        let oldStart = old == 0 ? first.oldNumber - 1 : first.oldNumber
        let newStart = new == 0 ? first.newNumber - 1 : first.newNumber
        return "@@ -\(oldStart),\(old) +\(newStart),\(new) @@"
    }

    /// The lines of a text, without the empty one after a final newline.
    private static func lines(of text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// Every line of both texts in order, each marked kept, removed or added.
    private static func edits(_ old: [Substring], _ new: [Substring]) -> [Line] {
        let difference = new.difference(from: old)
        var removed = Set<Int>(), added = Set<Int>()
        for change in difference {
            switch change {
            case let .remove(offset, _, _): removed.insert(offset)
            case let .insert(offset, _, _): added.insert(offset)
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                result.append(Line(kind: .removed, text: old[i], oldNumber: i + 1, newNumber: j + 1))
                i += 1
            } else if j < new.count, added.contains(j) {
                result.append(Line(kind: .added, text: new[j], oldNumber: i + 1, newNumber: j + 1))
                j += 1
            } else if i < old.count, j < new.count {
                result.append(Line(kind: .context, text: old[i], oldNumber: i + 1, newNumber: j + 1))
                i += 1
                j += 1
            } else {
                break
            }
        }
        return result
    }
}
