import Plumb
import PlumbScene

/// What `render`, `layout` and `check` print to standard error about a scene's layout, every
/// diagnostic in compiler form, `FILE:LINE:COL: error|warning: MESSAGE`, so that editors and
/// CI annotate the line.
enum ProblemLog {
    /// The messages the layout logged (UIKit's unsatisfiable-constraints log among them, its
    /// header at the broken constraint), then each ambiguous view or guide at its declaration:
    /// what it needs constraints for and the constraints that name it.
    static func text(for outcome: LayoutOutcome, in loaded: LoadedScene) -> String? {
        let file = loaded.file
        var lines: [String] = []
        for message in outcome.messages {
            lines.append(line(at: message.location, file: file, message.severity, message.text))
        }
        for id in outcome.ambiguous {
            let variables = (outcome.ambiguousVariables[id] ?? []).map(\.description).joined(separator: ", ")
            let hint = MissingConstraint.hint(outcome.missingConstraints[id] ?? [])
            lines.append(line(at: loaded.declaration(of: id), file: file, .error, "ambiguous layout: \(id) \(hint) (\(variables))"))
            let constraints = outcome.ambiguousItemConstraints[id] ?? []
            lines.append(constraints.isEmpty ? "    \(id) has no constraints" : "    \(id)'s constraints:")
            lines += constraints.map { "        \($0)" }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// A lint warning at the constraint it names, or else where the view it is about is declared.
    static func text(for warning: LintWarning, in loaded: LoadedScene) -> String {
        let location = warning.location ?? warning.subject.flatMap(loaded.declaration(of:))
        return line(at: location, file: loaded.file, .warning, "\(warning.message) [\(warning.kind.rawValue)]")
    }

    /// An accessibility problem at the declaration of the view it is about.
    static func text(for problem: VariantProblem, in loaded: LoadedScene) -> String {
        line(at: loaded.declaration(of: problem.subject), file: loaded.file,
             problem.severity == .error ? .error : .warning, "accessibility: \(problem)")
    }

    /// `FILE:LINE:COL: SEVERITY: MESSAGE`; at the file's first line when nothing in it can be
    /// pointed at.
    static func line(at location: SourceLocation?, file: String, _ severity: LayoutMessage.Severity, _ message: String) -> String {
        "\(location?.description ?? "\(file):1:1"): \(severity.rawValue): \(message)"
    }
}
