import ArgumentParser

/// `--orphans`, `--touched` and `--delete`: what `verify` and `prune` do about references that no
/// scene or test of the run produced.
struct OrphanOptions: ParsableArguments {
    /// What verify does about orphans.
    enum Handling: String, ExpressibleByArgument, CaseIterable {
        /// Lists them as warnings.
        case warn
        /// Lists them as errors, and the run fails (exit status 1).
        case fail
    }

    @Option(help: ArgumentHelp("For verify: list reference files under --snapshots that no scene (of any shard) or test produced, as warnings or as errors that fail the run.", valueName: "warn|fail"))
    var orphans: Handling?

    @Option(help: ArgumentHelp("For verify --orphans and prune: a folder of .touched manifests, the references Swift tests touched (one file per test process; shards merge).", valueName: "DIR"))
    var touched: String?

    @Flag(help: "For prune: remove the orphans (without it, prune only lists them).")
    var delete = false

    /// The flags that don't fit the action, as a message.
    func misuse(for action: SnapshotAction, scenes: Int) -> String? {
        if orphans != nil, action != .verify { return "--orphans is for plumb snapshot verify" }
        if touched != nil, action != .verify && action != .prune { return "--touched is for plumb snapshot verify --orphans and prune" }
        if delete, action != .prune { return "--delete is for plumb snapshot prune" }
        if action == .prune, scenes == 0, touched == nil {
            return "prune needs the suite's scene files or --touched DIR: with neither, every reference would be an orphan"
        }
        return nil
    }
}
