import Foundation

/// One GitHub Actions annotation, `::error file=F,line=L,col=C,title=T::MESSAGE`: a workflow
/// command the runner reads from a step's output and shows on the file's line in the pull
/// request.
///
/// The escaping is GitHub's, as its workflow-commands documentation
/// (https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions) and the
/// `escapeData`/`escapeProperty` of its toolkit (actions/toolkit, `packages/core/src/command.ts`)
/// define it: in the message `%` is `%25`, a carriage return `%0D` and a line feed `%0A`; in a
/// property value `:` is also `%3A` and `,` is `%2C`.
struct GitHubAnnotation: Equatable {
    /// `error` or `warning` (GitHub also has `notice`).
    var severity: String
    var file: String
    var line: Int
    var column: Int?
    var title: String
    var message: String

    /// The workflow command, on one line.
    var command: String {
        var properties = ["file=\(Self.escapeProperty(file))", "line=\(line)"]
        if let column { properties.append("col=\(column)") }
        properties.append("title=\(Self.escapeProperty(title))")
        return "::\(severity) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
    }

    /// A message's escaping: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value's escaping: the message's, then `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

extension GitHubAnnotation {
    /// The annotations for text printed in compiler form: each `FILE:LINE[:COL]: error|warning:
    /// MESSAGE` line starts one, and the indented lines after it (a conflict's log, an ambiguous
    /// view's constraints) belong to its message. Lines in no such form are left out.
    static func annotations(inDiagnostics text: String) -> [GitHubAnnotation] {
        var found: [GitHubAnnotation] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let annotation = header(line) {
                found.append(annotation)
            } else if !found.isEmpty, line.first == " " {
                found[found.count - 1].message += "\n" + line
            }
        }
        return found
    }

    /// `FILE:LINE[:COL]: error|warning: MESSAGE` as an annotation, or nil.
    private static func header(_ line: String) -> GitHubAnnotation? {
        for severity in ["error", "warning"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            // FILE:LINE:COL or FILE:LINE, the file itself possibly holding colons.
            let numbers = place.reversed().prefix { Int($0) != nil }.prefix(2).reversed().compactMap { Int($0) }
            guard !numbers.isEmpty, place.count > numbers.count else { continue }
            let file = place.dropLast(numbers.count).joined(separator: ":")
            return GitHubAnnotation(severity: severity, file: file, line: numbers[0], column: numbers.count == 2 ? numbers[1] : nil,
                                    title: severity == "error" ? "Layout error" : "Layout warning",
                                    message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
