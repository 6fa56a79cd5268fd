import Plumb
import Yams

/// A scene file's text, which turns YAML marks and offsets inside scalars into located errors.
struct SourceText {
    /// The path shown in errors.
    let file: String
    /// The file's lines, without line breaks.
    let lines: [Substring]

    init(file: String, text: String) {
        self.file = file
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.last == "\r" ? $0.dropLast() : $0 }
    }

    /// An error at a line and a column in Unicode scalars (as libyaml counts them), both from 1.
    func error(line: Int, scalarColumn: Int, _ message: String) -> SceneError {
        let text = lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
        return SceneError(file: file, line: line, column: characterColumn(scalarColumn, in: text),
                          message: message, sourceLine: text)
    }

    /// Where a node starts, with the column in characters (what errors and diagnostics print).
    func location(of node: Node) -> SourceLocation {
        let line = node.mark?.line ?? 1
        let text = lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
        return SourceLocation(file: file, line: line, column: characterColumn(node.mark?.column ?? 1, in: text))
    }

    /// An error at a node (at its first character; for a quoted scalar, its opening quote).
    func error(at node: Node, _ message: String) -> SceneError {
        error(line: node.mark?.line ?? 1, scalarColumn: node.mark?.column ?? 1, message)
    }

    /// An error at the `offset`-th character of a scalar's value: past the opening quote of a
    /// quoted scalar. Multi-line scalars point at their start.
    func error(at node: Node, offset: Int, _ message: String) -> SceneError {
        guard case let .scalar(scalar) = node, let mark = node.mark else { return error(at: node, message) }
        guard !scalar.string.contains("\n") else { return error(at: node, message) }
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        let scalars = scalar.string.prefix(max(offset, 0)).unicodeScalars.count
        return error(line: mark.line, scalarColumn: mark.column + (quoted ? 1 : 0) + scalars, message)
    }

    /// The 1-based character column of a 1-based scalar column in a line.
    private func characterColumn(_ scalarColumn: Int, in line: String) -> Int {
        var scalarsLeft = scalarColumn - 1
        var column = 1
        for character in line {
            guard scalarsLeft > 0 else { break }
            scalarsLeft -= character.unicodeScalars.count
            column += 1
        }
        return column + max(scalarsLeft, 0)
    }
}
