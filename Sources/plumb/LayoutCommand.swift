import ArgumentParser
import PlumbScene

/// `plumb layout SCENE [--json]`.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Prints a scene's solved layout: an indented tree of frames, or JSON.",
        discussion: """
        Frames are in the parent's coordinates, in points, after pixel snapping; the tree prints \
        them to a thousandth of a point (edges rounded, sizes between the rounded edges). Exit status: 0 \
        ok, 1 the layout is ambiguous or unsatisfiable (the log goes to standard error), 2 bad input.

        Examples:
          plumb layout samples/answer-row.yaml
          plumb layout samples/planets-unsatisfiable.yaml --json
        """
    )

    @Argument(help: "A scene file (YAML).")
    var scene: String

    @Flag(help: "Print the JSON object of SCENE-FORMAT.md instead of the tree.")
    var json = false

    @OptionGroup var overrides: SceneOverrides

    func run() throws {
        guard let (loaded, outcome) = SceneJob(file: scene, overrides: overrides).load() else {
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
        let report = LayoutReport(loaded: loaded, outcome: outcome)
        Console.out(json ? report.json.text() : report.tree)
        if outcome.hasProblems { throw ExitCode(ExitStatus.problems.rawValue) }
    }
}
