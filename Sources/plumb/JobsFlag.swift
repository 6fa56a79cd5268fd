import ArgumentParser
import Foundation

/// `--jobs N`, how many scenes or frames are drawn at once (default: the number of cores), in
/// the commands that draw in parallel; its help line is the command's (see ``JobsFlagHelp``).
struct JobsFlag<Help: JobsFlagHelp>: ParsableArguments {
    @Option(help: ArgumentHelp(Help.jobs, valueName: "N"))
    var jobs: Int?

    /// Called from the command's `validate()`, where its other checks are, so with several bad
    /// flags the first one named stays the one reported.
    func check() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
    }

    /// The number given, or the number of cores.
    var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
