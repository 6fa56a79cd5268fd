import Plumb
import PlumbScene

/// What `render`, `layout` and `check` print to standard error about a scene's layout.
enum ProblemLog {
    /// The messages the layout logged (UIKit's unsatisfiable-constraints log among them), then
    /// one line per ambiguous view or guide.
    static func text(for outcome: LayoutOutcome, file: String) -> String? {
        var lines: [String] = []
        for message in outcome.messages {
            lines.append("\(file): \(message.severity.rawValue): \(message.text)")
        }
        for id in outcome.ambiguous {
            let variables = outcome.ambiguousVariables[id] ?? []
            lines.append("\(file): ambiguous layout: \(id) (\(variables.map(\.description).joined(separator: ", ")))")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
