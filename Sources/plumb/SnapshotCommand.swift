import ArgumentParser

/// `plumb snapshot record|verify SCENE...`: reserved for the snapshot module, not built yet.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Records or verifies reference snapshots of scenes (not built yet).",
        discussion: """
        Snapshot testing arrives with the PlumbSnapshot module. Until then this command reports \
        that it is not available and exits with status 2.

        Example (once available):
          plumb snapshot verify samples/*.yaml --report out/report.html
        """
    )

    @Argument(help: "record or verify, then scene files.")
    var arguments: [String] = []

    func run() throws {
        Console.error("plumb snapshot: not built yet; snapshot testing comes with the PlumbSnapshot module.")
        throw ExitCode(ExitStatus.badInput.rawValue)
    }
}
