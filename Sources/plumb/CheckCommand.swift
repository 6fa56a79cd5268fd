import ArgumentParser
import Foundation
import PlumbScene

/// `plumb check SCENE...`.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks scenes for unsatisfiable constraints and ambiguous views.",
        discussion: """
        Prints UIKit's unsatisfiable-constraints log for each conflict and one line per ambiguous \
        view or guide, naming the variables that can move. Exit status: 0 clean, 1 problems \
        found, 2 bad input.

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
            guard let (_, outcome) = SceneJob(file: file, overrides: overrides).load() else {
                worst = max(worst, .badInput)
                continue
            }
            if outcome.hasProblems {
                worst = max(worst, .problems)
            } else {
                Console.out("\(file): no problems found")
            }
        }
        if worst != .ok { throw ExitCode(worst.rawValue) }
    }
}
