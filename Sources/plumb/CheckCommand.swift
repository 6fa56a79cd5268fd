import ArgumentParser
import Foundation
import Plumb
import PlumbScene

/// `plumb check SCENE...`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks scenes for unsatisfiable constraints, ambiguous views and likely mistakes.",
        discussion: """
        Prints every diagnostic in compiler form, FILE:LINE:COL: error|warning: MESSAGE. \
        Conflicts: UIKit's unsatisfiable-constraints log, its first line at the constraint \
        broken to recover. Ambiguous views and guides: at their declaration, what they need \
        constraints for in Interface Builder's words (X position, width, X position or width, \
        ...), the variables that can move and the constraints that name them. Lint warnings, \
        at the constraint involved or the view's declaration: hugging or compression ties, multiplier 0, required \
        constraints that are always broken, left/right mixed with leading/trailing, views that \
        translate their autoresizing mask and have constraints, views of zero size, and \
        positions held only by inequalities; and texts missing from the --language chosen \
        (shown in the development language). Exit status: 0 clean, 1 problems found, 2 bad input.

        Example:
          plumb check samples/*.yaml
        """
    )

    @Argument(help: "Scene files (YAML).")
    var scenes: [String]

    @OptionGroup var overrides: SceneOverrides

    func run() throws {
        var worst = ExitStatus.ok
        for file in scenes {
            guard let (loaded, outcome) = SceneJob(file: file, overrides: overrides).load() else {
                worst = max(worst, .badInput)
                continue
            }
            let warnings = loaded.scene.root.lintWarnings()
            for warning in warnings { Console.error(ProblemLog.text(for: warning, in: loaded)) }
            if outcome.hasProblems || !warnings.isEmpty || !loaded.warnings.isEmpty {
                worst = max(worst, .problems)
            } else {
                Console.out("\(file): no problems found")
            }
        }
        if worst != .ok { throw ExitCode(worst.rawValue) }
    }
}
