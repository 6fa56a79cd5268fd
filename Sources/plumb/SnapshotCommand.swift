import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbScene
import PlumbSnapshot

/// `plumb snapshot record|verify SCENE... [--snapshots DIR]`.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Records or verifies reference snapshots of scenes: a PNG and the layout as text.",
        discussion: """
        Each scene's references are <DIR>/<scene file name>.png (at the scene's scale) and \
        <DIR>/<scene file name>.layout.txt (views, frames, alignment rects, ambiguity). verify \
        compares with a perceptual image diff that ignores anti-aliasing; on a mismatch the \
        reference, actual and diff files go to PLUMB_ARTIFACTS (default .build/plumb-artifacts). \
        Exit status: 0 all match (or recorded), 1 a mismatch or a missing reference, 2 bad input.

        Examples:
          plumb snapshot record samples/*.yaml --snapshots Snapshots/scenes
          plumb snapshot verify samples/*.yaml --snapshots Snapshots/scenes
        """
    )

    @Argument(help: "record or verify.")
    var action: SnapshotAction

    @Argument(help: "Scene files (YAML).")
    var scenes: [String]

    @Option(help: ArgumentHelp("The folder of reference files.", valueName: "DIR"))
    var snapshots = "Snapshots/scenes"

    @Option(help: ArgumentHelp("An HTML report of the run (not built yet).", valueName: "FILE.html"))
    var report: String?

    func validate() throws {
        if report != nil { throw ValidationError("--report is not built yet; the HTML report comes with the rest of the snapshot tools.") }
    }

    func run() throws {
        let artifacts = ProcessInfo.processInfo.environment["PLUMB_ARTIFACTS"] ?? ".build/plumb-artifacts"
        var worst = ExitStatus.ok
        for file in scenes {
            let loaded: LoadedScene
            do {
                loaded = try SceneLoader.load(contentsOf: file)
            } catch {
                Console.error(error.description)
                worst = max(worst, .badInput)
                continue
            }
            LayoutLog.$sink.withValue(CollectingSink()) { _ = loaded.layout() }
            let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let record: RecordMode = action == .record ? .all : .never
            let folder = (snapshots as NSString)
            let failures = [
                compareSnapshot(of: loaded.scene, as: .png(), reference: folder.appendingPathComponent("\(stem).png"),
                                artifacts: artifacts, artifactStem: stem, record: record),
                compareSnapshot(of: loaded.scene, as: .layout, reference: folder.appendingPathComponent("\(stem).layout.txt"),
                                artifacts: artifacts, artifactStem: "\(stem).layout", record: record),
            ].compactMap { $0 }
            if action == .record {
                Console.out("\(file): recorded")
            } else if failures.isEmpty {
                Console.out("\(file): matches")
            } else {
                for failure in failures { Console.error("\(file): \(failure)") }
                worst = max(worst, .problems)
            }
        }
        if worst != .ok { throw ExitCode(worst.rawValue) }
    }
}

/// What `plumb snapshot` does.
enum SnapshotAction: String, ExpressibleByArgument, CaseIterable {
    case record, verify
}
