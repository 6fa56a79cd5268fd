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

        --matrix lays each scene out in every combination of its axes instead, in parallel from \
        one parse, and prints each scene's problem table: conflicts, ambiguity, text truncated \
        or clipped, text past the safe area, and sibling overlaps the first variant doesn't \
        have ("title truncated on se at AX3 in double"). It exits 1 when any variant has one.

        Examples:
          plumb check samples/*.yaml
          plumb check samples/chat-screen.yaml \\
            --matrix "device=se,15,ipad; content-size=L,AX3; language=double,accented"
        """
    )

    @Argument(help: "Scene files (YAML).")
    var scenes: [String]

    @OptionGroup var overrides: SceneOverrides

    @Option(help: ArgumentHelp("Check every combination: \"device=se,15; direction=ltr,rtl; language=en,double; content-size=L,AX3; appearance=light,dark\" (any of the keys).", valueName: "SPEC"))
    var matrix: String?

    func validate() throws { _ = try MatrixOption.parse(matrix) }

    func run() throws {
        if let matrix = try MatrixOption.parse(matrix) { return try checkMatrix(matrix) }
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

extension CheckCommand {
    /// `--matrix`: each scene's problem table over every variant.
    private func checkMatrix(_ matrix: SceneMatrix) throws {
        var worst = ExitStatus.ok
        for file in scenes {
            guard let cells = MatrixRun(file: file, matrix: matrix, overrides: overrides).run(jobs: ProcessInfo.processInfo.activeProcessorCount)
            else {
                worst = max(worst, .badInput)
                continue
            }
            let errors = MatrixRun.errors(of: cells)
            for error in errors { Console.error(error) }
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            Console.out(String(ContactSheet(name: name, cells: cells, axisSizes: matrix.axes.map(\.values.count)).problemTable.dropLast()))
            worst = max(worst, !errors.isEmpty ? .badInput : cells.contains { !$0.problems.isEmpty } ? .problems : .ok)
        }
        if worst != .ok { throw ExitCode(worst.rawValue) }
    }
}
