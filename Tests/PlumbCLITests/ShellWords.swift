import Foundation

/// A command line split as `sh` splits it, for the examples the docs show: words separated by
/// blanks, '…' and "…" quoting, a `#` comment after a blank, and `*` patterns expanded to the
/// matching files of the folder (sorted, as `sh` does; left as written when nothing matches).
enum ShellWords {
    /// The words of `line`; nil when a quote is left open.
    static func split(_ line: String, globbingIn folder: URL) -> [String]? {
        var words: [(text: String, pattern: Bool)] = []
        var word: String?
        var pattern = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word = (word ?? "") + String(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                word = word ?? ""
            case " ", "\t":
                if let finished = word { words.append((finished, pattern)) }
                word = nil
                pattern = false
            case "#" where word == nil:
                return expand(words, in: folder)
            default:
                if character == "*" { pattern = true }
                word = (word ?? "") + String(character)
            }
        }
        guard quote == nil else { return nil }
        if let finished = word { words.append((finished, pattern)) }
        return expand(words, in: folder)
    }

    private static func expand(_ words: [(text: String, pattern: Bool)], in folder: URL) -> [String] {
        words.flatMap { word -> [String] in
            guard word.pattern else { return [word.text] }
            let matches = glob(word.text, in: folder)
            return matches.isEmpty ? [word.text] : matches
        }
    }

    /// The files matching a pattern whose `*`s are in its last component (`samples/*.yaml`).
    private static func glob(_ pattern: String, in folder: URL) -> [String] {
        let directory = (pattern as NSString).deletingLastPathComponent
        let name = (pattern as NSString).lastPathComponent
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(directory).path)) ?? []
        let parts = name.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        return listed.filter { !$0.hasPrefix(".") && matches($0, parts) }.sorted()
            .map { directory.isEmpty ? $0 : (directory as NSString).appendingPathComponent($0) }
    }

    /// True when `name` is the parts with anything between them.
    private static func matches(_ name: String, _ parts: [String]) -> Bool {
        guard let first = parts.first, let last = parts.last, name.hasPrefix(first) else { return false }
        var rest = Substring(name.dropFirst(first.count))
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return parts.count == 1 ? rest.isEmpty : rest.count >= last.count && rest.hasSuffix(last)
    }
}
