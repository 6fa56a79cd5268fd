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
        Exit status: 0 all match (or recorded), 1 a mismatch or a missing reference, 2 bad input.

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
    /// Records or verifies one scene file's PNG and layout text.
    func check(_ file: String, artifacts: String) -> SceneCheck {
        var result = SceneCheck()
        let loaded: LoadedScene
        do {
            loaded = try SceneLoader.load(contentsOf: file)
        } catch {
            result.errors.append(error.description)
            result.status = .badInput
            return result
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
        result.entry = SnapshotReport.Entry(name: "\(stem).png", failure: image.map { "\($0)\n\(text ?? "")" } ?? text,
                                            reference: hasPictures ? artifact("reference") : nil,
                                            actual: hasPictures ? artifact("actual") : nil,
                                            diff: hasPictures ? artifact("diff") : nil)
        if action == .record {
            result.out.append("\(file): recorded")
        } else if failures.isEmpty {
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
