import Foundation
import PlumbRender

/// A text result on the report page: the unified diff with its lines coloured (removed,
/// added, hunk headers, context), or the actual text of a new result.
enum ReportText {
    /// The diff of a failed text result, or the text of a new one; empty when there is neither.
    static func html(of result: SnapshotResult) -> String {
        if let diff = result.textDiff, !diff.isEmpty {
            return "<pre class=\"textdiff\">" + lines(of: diff).enumerated().map { line($1, header: $0 < 2) }.joined() + "</pre>\n"
        }
        if let actual = result.actual {
            return "<h3>Actual text</h3>\n<pre class=\"text\">\(HTMLText.escaped(String(decoding: actual, as: UTF8.self)))</pre>\n"
        }
        return ""
    }

    /// One line of the diff as a block with its kind's class (`header`: one of the first two).
    private static func line(_ text: Substring, header: Bool) -> String {
        let kind = if header && (text.hasPrefix("--- ") || text.hasPrefix("+++ ")) { "file" }
            else if text.hasPrefix("@@") { "hunk" }
            else if text.hasPrefix("-") { "del" }
            else if text.hasPrefix("+") { "add" }
            else { "ctx" }
        return "<span class=\"\(kind)\">\(HTMLText.escaped(String(text)))</span>"
    }

    /// The lines, without the empty one after a final newline.
    private static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
