import ArgumentParser
import Foundation
import Plumb
import PlumbRender
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
        have, errors first ("error: title clipped on se at AX3 in double"). Content a scroll \
        view can scroll into sight is no problem. It exits 1 when any variant has one.

        --accessibility also checks what VoiceOver and touch users meet: controls under Apple's \
        44 x 44 pt touch target (warning), text under WCAG AA contrast, 4.5:1 or 3:1 for large \
        text, against the colour behind it (error), controls with no accessibility label \
        (error), and, when the scene's text follows text styles, text truncated at the \
        accessibility sizes AX1 to AX5. With --matrix, each variant is checked at its own text \
        size (add content-size=AX1,AX5 to the matrix for those).

        --change (and the other animation flags, as plumb animate takes them; any of them alone \
        checks the scene file's animation: key) also checks the animation: its end, and every \
        frame on the way, must hold its constraints. A conflict is printed at its constraint, \
        with the frames that break it, and exits 1.

        Examples:
          plumb check samples/*.yaml
          plumb check samples/chat-screen.yaml \\
            --matrix "device=se,15,ipad; content-size=L,AX3; language=double,accented"
          plumb check samples/book-s2.yaml --change "pin80.constant=80->0"
        """
    )

    @Argument(help: "Scene files (YAML).")
    var scenes: [String]

    @OptionGroup var overrides: SceneOverrides

    @OptionGroup var matrix: MatrixFlag<CheckFlagHelp>

    @OptionGroup var animation: AnimationFlags

    @OptionGroup var github: GitHubFlag

    @Flag(name: .customLong("fix-frames"), help: "In a .xib or .storyboard, writes the solved frames of misplaced views back into the document (as Xcode's Update Frames), changing nothing else.")
    var fixFrames = false

    @Flag(help: "Also check touch targets, text contrast, accessibility labels and truncation at the accessibility text sizes.")
    var accessibility = false

    func validate() throws {
        try matrix.check()
        if matrix.isGiven, animation.isGiven { throw ValidationError("--matrix checks still scenes: leave out --change and the other animation flags") }
        if fixFrames, matrix.isGiven { throw ValidationError("--fix-frames writes one layout's frames: leave out --matrix") }
        if fixFrames, let file = scenes.first(where: { !InterfaceBuilderFile.isDocument($0) }) {
            throw ValidationError("--fix-frames changes .xib and .storyboard files; \(file) is not one")
        }
    }

    func run() throws {
        if github.annotates() { Console.annotateDiagnostics() }
        if let matrix = try matrix.parsed() { return try checkMatrix(matrix) }
        var worst = ExitStatus.ok
        for file in scenes {
            guard let (loaded, outcome) = SceneJob(file: file, overrides: overrides).load() else {
                worst = max(worst, .badInput)
                continue
            }
            let warnings = loaded.scene.root.lintWarnings()
            for warning in warnings { Console.error(ProblemLog.text(for: warning, in: loaded)) }
            let misplaced = loaded.misplacedViews()
            for view in misplaced { Console.error(view.warning.description) }
            if fixFrames, let fixed = FrameFixing.fixedText(of: loaded, views: misplaced) {
                do {
                    try AtomicFile.write(Array(fixed.utf8), to: file)
                    Console.out("\(file): updated \(misplaced.count) frame\(misplaced.count == 1 ? "" : "s")")
                } catch {
                    Console.error("\(file): error: \(error)")
                    worst = max(worst, .badInput)
                }
            }
            let animationBreaks = animation.isGiven ? try checkAnimation(of: loaded, file: file) : false
            let accessibilityProblems = accessibility ? loaded.scene.accessibilityProblems() : []
            for problem in accessibilityProblems { Console.error(ProblemLog.text(for: problem, in: loaded)) }
            if outcome.hasProblems || !warnings.isEmpty || !misplaced.isEmpty || !loaded.warnings.isEmpty || animationBreaks
                || !accessibilityProblems.isEmpty {
                worst = max(worst, .problems)
            } else {
                Console.out("\(file): no problems found")
            }
        }
        if worst != .ok { throw ExitCode(worst.rawValue) }
    }
}

extension CheckCommand {
    /// `--change`: records the animation the flags (over the file's `animation:` key) describe
    /// and prints what its end and its frames break; true when they break anything.
    private func checkAnimation(of loaded: LoadedScene, file: String) throws -> Bool {
        let changes = try animation.parsedChanges(command: "check")
        let plan = try animation.requiredPlan(for: loaded, changes: changes, scene: file, command: "check")
        let (animations, end) = try animation.record(plan, on: loaded, command: "check")
        let breaks = AnimationBreaks(loaded: loaded, animation: animations[0], end: end)
        if let log = breaks.log { Console.error(log) }
        return breaks.hasProblems
    }

    /// `--matrix`: each scene's problem table over every variant.
    private func checkMatrix(_ matrix: SceneMatrix) throws {
        var worst = ExitStatus.ok
        for file in scenes {
            let run = MatrixRun(file: file, matrix: matrix, overrides: overrides, checksAccessibility: accessibility)
            guard let cells = run.run(jobs: ProcessInfo.processInfo.activeProcessorCount)
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
