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

    @Option(help: ArgumentHelp("Also write one self-contained HTML page for the run: each failure side by side, as a slider and as its diff.", valueName: "FILE.html"))
    var report: String?

    func run() throws {
        let artifacts = ProcessInfo.processInfo.environment["PLUMB_ARTIFACTS"] ?? ".build/plumb-artifacts"
        var worst = ExitStatus.ok
        var entries: [SnapshotReport.Entry] = []
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
            let image = compareSnapshot(of: loaded.scene, as: .png(), reference: folder.appendingPathComponent("\(stem).png"),
                                        artifacts: artifacts, artifactStem: stem, record: record)
            let text = compareSnapshot(of: loaded.scene, as: .layout, reference: folder.appendingPathComponent("\(stem).layout.txt"),
                                       artifacts: artifacts, artifactStem: "\(stem).layout", record: record)
            let failures = [image, text].compactMap { $0 }
            func artifact(_ suffix: String) -> [UInt8]? {
                FileManager.default.contents(atPath: (artifacts as NSString).appendingPathComponent("\(stem).\(suffix).png")).map { Array($0) }
            }
            let hasPictures = image != nil && action == .verify
            entries.append(SnapshotReport.Entry(name: "\(stem).png", failure: image.map { "\($0)\n\(text ?? "")" } ?? text,
                                                reference: hasPictures ? artifact("reference") : nil,
                                                actual: hasPictures ? artifact("actual") : nil,
                                                diff: hasPictures ? artifact("diff") : nil))
            if action == .record {
                Console.out("\(file): recorded")
            } else if failures.isEmpty {
                Console.out("\(file): matches")
            } else {
                for failure in failures { Console.error("\(file): \(failure)") }
                worst = max(worst, .problems)
            }
        }
        if let report {
            do {
                try SnapshotReport(entries: entries).write(to: report)
                Console.out("report: \(report) (\(SnapshotReport(entries: entries).summary))")
            } catch {
                Console.error("plumb snapshot: cannot write \(report): \(error)")
                worst = max(worst, .badInput)
            }
        }
        if worst != .ok { throw ExitCode(worst.rawValue) }
    }
}

/// What `plumb snapshot` does.
enum SnapshotAction: String, ExpressibleByArgument, CaseIterable {
    case record, verify
}
