import Foundation

/// A ```swift block of the documentation (README.md, docs/*.md), and the Swift file that
/// compiles it as a reader's own file would be compiled.
struct DocBlock: Sendable, Equatable {
    /// The Markdown file, relative to the repository root: `docs/SNAPSHOTS.md`.
    var file: String
    /// The line of the block's first line of code (the fence is the line before), from 1.
    var line: Int
    /// The code, one line each.
    var code: [String]
    /// Marked `<!-- fragment -->` on the line before the fence: a piece of code that is not
    /// meant to compile on its own (it uses views it doesn't make), so it is not compiled.
    var isFragment: Bool

    /// The marker that keeps a block out of the compiled examples, on the line before its fence.
    static let fragmentMarker = "<!-- fragment -->"

    /// The ```swift blocks of one Markdown file, in order.
    static func blocks(inMarkdown text: String, file: String) -> [DocBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [DocBlock] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
                index += 1
                continue
            }
            let fragment = index > 0 && lines[index - 1].trimmingCharacters(in: .whitespaces) == fragmentMarker
            let start = index + 1
            var end = start
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            blocks.append(DocBlock(file: file, line: start + 1, code: Array(lines[start..<min(end, lines.count)]), isFragment: fragment))
            index = end + 1
        }
        return blocks
    }

    /// A name for the block's function and file: `docs_SNAPSHOTS_md_9`.
    var name: String {
        "\(file)_\(line)".map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }

    /// Whether the block declares things at the top level (`@Test func …`, `struct …`), so it
    /// stays at the top level of its file; else it is statements, wrapped in a function.
    var declaresAtTopLevel: Bool {
        let starts = ["@", "func ", "struct ", "class ", "final class ", "enum ", "extension ", "protocol ", "actor ", "typealias "]
        return code.contains { line in starts.contains { line.hasPrefix($0) } }
    }

    /// The block as a Swift file: its `import` lines first, then the code (imports blanked, so
    /// lines keep their numbers) under `#sourceLocation`, so a compiler error names the Markdown
    /// file and line. Statements go in a throwing function, as a reader would put them.
    var source: String {
        let isImport: (String) -> Bool = { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
        let imports = code.filter(isImport)
        let body = code.map { isImport($0) ? "" : $0 }
        let located = ["#sourceLocation(file: \"\(file)\", line: \(line))"] + body + ["#sourceLocation()"]
        let wrapped = declaresAtTopLevel ? located : ["func \(name)() throws {"] + located + ["}"]
        return (["// Generated from \(file):\(line) by DocBlockTests; not committed."] + imports + [""] + wrapped)
            .joined(separator: "\n") + "\n"
    }
}
