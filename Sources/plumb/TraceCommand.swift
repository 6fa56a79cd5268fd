import ArgumentParser
import Plumb
import PlumbScene

/// `plumb trace SCENE`.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Prints the layout trace (UIKit's _autolayoutTrace format, with the legend).",
        discussion: """
        Exit status: 0 clean, 1 the layout is ambiguous or unsatisfiable, 2 bad input.

        Example:
          plumb trace samples/planets-ambiguous.yaml
        """
    )

    @Argument(help: "A scene file (YAML).")
    var scene: String

    @OptionGroup var overrides: SceneOverrides

    func run() throws {
        guard let (loaded, outcome) = SceneJob(file: scene, overrides: overrides).load() else {
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
        Console.out(loaded.scene.root.layoutTrace())
        if outcome.hasProblems { throw ExitCode(ExitStatus.problems.rawValue) }
    }
}
