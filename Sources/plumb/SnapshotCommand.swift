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
        abstract: "Records or verifies reference snapshots of scenes (a PNG and the layout as text), or merges reports.",
        discussion: """
        Each scene's references are <DIR>/<scene file name>.png (at the scene's scale) and \
        <DIR>/<scene file name>.layout.txt (views, frames, alignment rects, ambiguity). verify \
        compares with a perceptual image diff that ignores anti-aliasing; on a mismatch the \
        reference, actual and diff files go to PLUMB_ARTIFACTS (default .build/plumb-artifacts). \
        record writes both references of a scene or neither; two scene files of one name are \
        refused. Exit status: 0 all match (or recorded), 1 a mismatch or a missing reference, 2 \
        bad input.

        --shard K/N takes the K-th of N deterministic slices of the scene list (sorted by path), \
        so a CI matrix can split a big suite; merge-reports joins the shards' HTML reports.

        Examples:
          plumb snapshot record samples/*.yaml --snapshots Snapshots/scenes
          plumb snapshot verify samples/*.yaml --snapshots Snapshots/scenes --report out/report.html
          plumb snapshot verify samples/*.yaml --shard 2/4 --report out/report-2.html
          plumb snapshot merge-reports out/report-*.html --report out/report.html
        """
    )

    @Argument(help: "record, verify or merge-reports.")
    var action: SnapshotAction

    @Argument(help: "Scene files (YAML); for merge-reports, the HTML reports to join.")
    var scenes: [String]

    @Option(help: ArgumentHelp("Only the K-th of N slices of the scenes, e.g. 2/4.", valueName: "K/N"))
    var shard: ShardArgument?

    @Option(help: ArgumentHelp("The folder of reference files.", valueName: "DIR"))
    var snapshots = "Snapshots/scenes"

    @Option(help: ArgumentHelp("Also write one self-contained HTML page for the run: each failure side by side, as a slider and as its diff.", valueName: "FILE.html"))
    var report: String?

    func validate() throws {
        if action == .mergeReports, report == nil { throw ValidationError("merge-reports needs --report FILE.html for the merged report.") }
    }

    func run() throws {
        if action == .mergeReports { return try mergeReports() }
        let artifacts = ProcessInfo.processInfo.environment["PLUMB_ARTIFACTS"] ?? ".build/plumb-artifacts"
        // Over every scene given, not just this shard's: shards of one suite share the folder.
        let collisions = OutputCollisions.messages(inputs: scenes, outputs: scenes.map { referencePath(of: $0, ".png") },
                                                   what: "the reference ")
        if !collisions.isEmpty {
            for message in collisions { Console.error("plumb snapshot: error: \(message)") }
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
        let chosen = shard.map { $0.slice(of: scenes) } ?? scenes
        // Scenes run in parallel; what each printed is shown in the order given.
        let results = SceneResults(count: chosen.count)
        var worst = ParallelJobs.run(chosen.count, jobs: ProcessInfo.processInfo.activeProcessorCount,
                                     label: { chosen[$0] }) { index in
            let result = check(chosen[index], artifacts: artifacts)
            results.set(index, result)
            return result.status
        }
        var entries: [SnapshotReport.Entry] = []
        for result in results.all {
            for line in result.out { Console.out(line) }
            for line in result.errors { Console.error(line) }
            if let entry = result.entry { entries.append(entry) }
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

/// What checking one scene file gave.
struct SceneCheck: Sendable {
    var status = ExitStatus.ok
    var out: [String] = []
    var errors: [String] = []
    var entry: SnapshotReport.Entry?
}

/// Thread-safe storage for each scene's check.
final class SceneResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [SceneCheck]
    init(count: Int) { results = Array(repeating: SceneCheck(), count: count) }
    func set(_ index: Int, _ result: SceneCheck) { lock.withLock { results[index] = result } }
    var all: [SceneCheck] { lock.withLock { results } }
}

extension SnapshotCommand {
    /// The reference of a scene file: `<snapshots>/<scene file name><suffix>`.
    func referencePath(of file: String, _ suffix: String) -> String {
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        return (snapshots as NSString).appendingPathComponent(stem + suffix)
    }

    /// Records or verifies one scene file's PNG and layout text.
    func check(_ file: String, artifacts: String) -> SceneCheck {
        var result = SceneCheck()
        let loaded: LoadedScene
        do {
            loaded = try SceneLoader.load(contentsOf: file)
        } catch {
            return SceneCheck(status: .badInput, errors: [error.description])
        }
        LayoutLog.$sink.withValue(CollectingSink()) { _ = loaded.layout() }
        do {
            try Renderer(scale: loaded.scene.scale).checkCanvas(of: loaded.scene.root)
        } catch {
            return SceneCheck(status: .badInput, errors: [RenderFailure.text(for: error, in: loaded, writing: referencePath(of: file, ".png"))])
        }
        if action == .record { return SnapshotRecording(loaded: loaded, image: referencePath(of: file, ".png"),
                                                        text: referencePath(of: file, ".layout.txt")).record() }
        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let whyNot = "plumb snapshot verify never records; plumb snapshot record does"
        let image = compareSnapshot(of: loaded.scene, as: .png(), reference: referencePath(of: file, ".png"),
                                    artifacts: artifacts, artifactStem: stem, record: .never, whyNotRecording: whyNot)
        let text = compareSnapshot(of: loaded.scene, as: .layout, reference: referencePath(of: file, ".layout.txt"),
                                   artifacts: artifacts, artifactStem: "\(stem).layout", record: .never, whyNotRecording: whyNot)
        let failures = [image, text].compactMap { $0 }
        func artifact(_ suffix: String) -> [UInt8]? {
            FileManager.default.contents(atPath: (artifacts as NSString).appendingPathComponent("\(stem).\(suffix).png")).map { Array($0) }
        }
        let hasPictures = image != nil
        result.entry = SnapshotReport.Entry(name: "\(stem).png", failure: image.map { "\($0)\n\(text ?? "")" } ?? text,
                                            reference: hasPictures ? artifact("reference") : nil,
                                            actual: hasPictures ? artifact("actual") : nil,
                                            diff: hasPictures ? artifact("diff") : nil)
        if failures.isEmpty {
            result.out.append("\(file): matches")
        } else {
            result.errors += failures.map { "\(file): \($0)" }
            result.status = .problems
        }
        return result
    }

    /// Joins reports into `--report`.
    private func mergeReports() throws {
        var reports: [SnapshotReport] = []
        for file in scenes {
            guard let data = FileManager.default.contents(atPath: file),
                  let report = SnapshotReport(html: String(decoding: data, as: UTF8.self)) else {
                Console.error("plumb snapshot: \(file) is not a report written by plumb snapshot")
                throw ExitCode(ExitStatus.badInput.rawValue)
            }
            reports.append(report)
        }
        let merged = SnapshotReport.merged(reports)
        try merged.write(to: report!)
        Console.out("report: \(report!) (\(merged.summary))")
        if merged.entries.contains(where: { $0.failure != nil }) { throw ExitCode(ExitStatus.problems.rawValue) }
    }
}

/// What `plumb snapshot` does.
enum SnapshotAction: String, ExpressibleByArgument, CaseIterable {
    case record, verify
    case mergeReports = "merge-reports"
}

/// `K/N`: the K-th (from 1) of N slices.
struct ShardArgument: ExpressibleByArgument {
    let index: Int
    let count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }
        index = k
        count = n
    }

    /// The files of this slice: every N-th of the list sorted by path, starting at the K-th.
    func slice(of files: [String]) -> [String] {
        files.sorted().enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
