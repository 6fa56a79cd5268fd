import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbScene
import PlumbSnapshotCore

/// `plumb snapshot record|verify|accept|prune|merge-reports …`.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Records, verifies, accepts or prunes reference snapshots of scenes (a PNG and the layout as text), or merges reports.",
        discussion: """
        Each scene's references are <DIR>/<scene>[.<variant>].png and <DIR>/<scene>[.<variant>].layout.txt \
        (views, frames, alignment rects, ambiguity). The variant spells the options given, in \
        this order: device-NAME, size-WxH, scale-N, ltr|rtl, language-CODE, content-size-SIZE, \
        light|dark, overlay-NAME+NAME (the layout text's name leaves out the scale, the appearance \
        and the overlays), so several configurations of a scene live side by side. \
        verify compares with a perceptual image diff that ignores anti-aliasing; on a mismatch the \
        reference, actual and diff files go to PLUMB_ARTIFACTS (default .build/plumb-artifacts). \
        record and accept write every scene's references or, when a scene fails, none; a \
        scene's PNG and layout text go in place as one unit (a run killed midway is completed \
        by the next), and a run that writes holds a lock on the folder (another waits, saying \
        so). Two scene files of one name are refused.

        accept REPORT.json records the actual snapshots of the report's failed and new results \
        (--only NAME picks some); accept SCENE... verifies the scenes and records only the \
        snapshots that differ. Exit status: 0 all match (or recorded, or accepted), 1 a mismatch \
        or a missing reference, 2 bad input.

        --shard K/N takes the K-th of N deterministic slices of the scene list (sorted by path), \
        so a CI matrix can split a big suite; merge-reports joins the shards' JSON reports.

        verify --orphans warn|fail lists the files under --snapshots that no scene given (in \
        any shard) produces; prune SCENE... lists the same files, and with --delete removes \
        them, all or none. --touched DIR adds the references Swift tests touched (the .touched \
        manifests each test process writes). --github (on when GITHUB_ACTIONS=true) also prints \
        a GitHub Actions annotation for each failure; --summary FILE.md writes a Markdown \
        summary with thumbnails beside it (under --github, $GITHUB_STEP_SUMMARY by default).

        Examples:
          plumb snapshot record samples/*.yaml --snapshots Snapshots/scenes
          plumb snapshot verify samples/*.yaml --report out/report.html \\
            --junit out/junit.xml
          plumb snapshot accept out/report.json --only answer-row.png
          plumb snapshot verify samples/card-grid.yaml --overlay alignment --scale 3 \\
            --direction rtl
          plumb snapshot verify samples/*.yaml --shard 2/4 --json out/report-2.json
          plumb snapshot merge-reports out/report-*.json --report out/report.html
          plumb snapshot prune samples/*.yaml
        """
    )

    @Argument(help: "record, verify, accept, prune or merge-reports.")
    var action: SnapshotAction

    @Argument(help: "Scene files (YAML); for accept, scene files or one JSON report; for merge-reports, JSON reports; for prune, the suite's scene files (none with --touched alone).")
    var inputs: [String] = []

    @Option(help: ArgumentHelp("Only the K-th of N slices of the scenes, e.g. 2/4.", valueName: "K/N"))
    var shard: ShardArgument?

    @Option(help: ArgumentHelp("The folder of reference files.", valueName: "DIR"))
    var snapshots = "Snapshots/scenes"

    @Option(help: ArgumentHelp("Also write the review page for the run (and its JSON beside it, FILE.json).", valueName: "FILE.html"))
    var report: String?

    @Option(help: ArgumentHelp("Also write the run's results as JSON, for merge-reports and accept.", valueName: "FILE.json"))
    var json: String?

    @Option(help: ArgumentHelp("Also write the run's results as JUnit XML, for CI.", valueName: "FILE.xml"))
    var junit: String?

    @Option(help: ArgumentHelp("For accept from a report: only this result (its reference's file name); repeatable.", valueName: "NAME"))
    var only: [String] = []

    @OptionGroup var overlay: OverlayFlag<SnapshotFlagHelp>

    @OptionGroup var overrides: SceneOverrides

    @OptionGroup var matrix: MatrixFlag<SnapshotFlagHelp>

    @OptionGroup var orphanOptions: OrphanOptions

    @OptionGroup var ci: CIOutput

    func validate() throws {
        try matrix.check()
        if let misuse = orphanOptions.misuse(for: action, scenes: inputs.count) { throw ValidationError(misuse) }
        if inputs.isEmpty, action != .prune { throw ValidationError("Missing expected argument '<inputs> ...'") }
        if action == .mergeReports, report == nil, json == nil, junit == nil, ci.summary == nil {
            throw ValidationError("merge-reports needs --report FILE.html, --json FILE.json or --junit FILE.xml for the merged report.")
        }
        if !only.isEmpty, !(action == .accept && inputs.count == 1 && inputs[0].hasSuffix(".json")) {
            throw ValidationError("--only picks results of a JSON report: plumb snapshot accept REPORT.json --only NAME.")
        }
    }

    func run() throws {
        switch action {
        case .mergeReports: return try mergeReports()
        case .prune: return try prune()
        case .accept where inputs.count == 1 && inputs[0].hasSuffix(".json"): return try acceptReport(inputs[0])
        default: try runScenes()
        }
    }

    /// The options spelled into reference names, for the flags' environment or a matrix variant's.
    func variant(for environment: SceneEnvironment) throws -> SnapshotVariant {
        var variant = SnapshotVariant(environment: environment)
        variant.size = overrides.size.map { Size(width: $0.width, height: $0.height) }
        variant.scale = overrides.scale
        variant.overlays = try overlay.overlays(fallback: [], prefix: "plumb snapshot: error: --overlay: ")
        return variant
    }

    /// record, verify or accept scene files.
    private func runScenes() throws {
        let artifacts = ProcessInfo.processInfo.environment["PLUMB_ARTIFACTS"] ?? ".build/plumb-artifacts"
        let annotates = ci.annotates()
        if annotates { Console.annotateDiagnostics() }
        let plan = SnapshotPlan(snapshots: snapshots, variant: try variant(for: overrides.environment))
        // Over every scene given, not just this shard's: shards of one suite share the folder.
        let collisions = OutputCollisions.messages(inputs: inputs, outputs: inputs.map { plan.imagePath(of: $0) },
                                                   what: "the reference ")
        if !collisions.isEmpty {
            throw BadInput(lines: collisions.map { "plumb snapshot: error: \($0)" })
        }
        let chosen = shard.map { $0.slice(of: inputs) } ?? inputs
        // Under PLUMB_TOUCHED, the references this run reads or writes, for prune --touched.
        for path in try producedReferences(of: chosen) { TouchedReferences.note(path) }
        // Each scene, or each scene in each variant of the matrix.
        var planned: [SceneSnapshot] = []
        let variants = try matrix.parsed()?.variants(over: overrides.environment)
        for file in chosen {
            for variant in variants ?? [SceneMatrix.Variant(environment: overrides.environment, values: [])] {
                let plan = SnapshotPlan(snapshots: snapshots, variant: try self.variant(for: variant.environment))
                planned.append(SceneSnapshot(file: file, plan: plan, overrides: overrides, artifacts: artifacts,
                                          environment: variant.environment, label: variants == nil ? file : "\(file) \(MatrixRun.tag(of: variant))",
                                          annotates: annotates, thumbnailWidth: ci.summary == nil ? nil : SnapshotSummary.thumbnailWidth))
            }
        }
        // record and accept hold the folder alone; verify shares it with other readers.
        let lock = try lockReferences([snapshots], writing: action != .verify)
        defer { withExtendedLifetime(lock) {} }
        // Jobs run in parallel; what each printed is shown in the order given.
        let jobs = planned
        let results = SceneResults(count: jobs.count)
        let action = self.action
        var worst = ParallelJobs.run(jobs.count, jobs: ProcessInfo.processInfo.activeProcessorCount,
                                     label: { jobs[$0].label }) { index in
            let result = jobs[index].run(action)
            results.set(index, result)
            return result.status
        }
        let (checks, written, note) = settle(results.all, failed: worst == .badInput)
        worst = max(worst, written)
        var all: [SnapshotResult] = []
        for check in checks {
            for line in check.out { Console.out(line) }
            for line in check.errors { Console.error(line) }
            all += check.results
        }
        if let note { Console.error(note) }
        worst = max(worst, writeReports(SnapshotReport(results: all)))
        worst = max(worst, writeSummary(zip(jobs, checks).map { SnapshotSummary.Scene(label: $0.label, results: $1.results, thumbnail: $1.thumbnail) }))
        worst = max(worst, try reportOrphans())
        if worst != .ok { throw ExitCode(worst.rawValue) }
    }

    /// Puts every scene's staged references in place as one unit, or, when the run `failed`,
    /// none of them. Returns the settled checks, bad input when the files could not be put in
    /// place, and the line that says nothing was written.
    private func settle(_ checks: [SceneCheck], failed: Bool) -> ([SceneCheck], ExitStatus, String?) {
        let files = checks.flatMap { $0.pending?.files ?? [] }
        guard !files.isEmpty else { return (checks, .ok, nil) }
        let nothing = "plumb snapshot: nothing was \(action == .record ? "recorded" : "accepted")"
        if failed {
            for file in files { file.discard() }
            return (checks.map { $0.settled(written: false) }, .ok, nothing + ", as a scene had errors")
        }
        do {
            try AtomicFile.commit(files)
            return (checks.map { $0.settled(written: true) }, .ok, nil)
        } catch {
            return (checks.map { $0.settled(written: false) }, .badInput, "plumb snapshot: error: \(error)\n\(nothing)")
        }
    }

    /// The lock on the reference folders (see ``ReferenceFolderLock``); a folder that can't be locked is bad input.
    func lockReferences(_ folders: [String], writing: Bool) throws -> ReferenceFolderLock {
        do {
            return try ReferenceFolderLock(folders: folders, writing: writing)
        } catch {
            throw BadInput("plumb snapshot: error: \(error)")
        }
    }
}

/// What `plumb snapshot` does.
enum SnapshotAction: String, ExpressibleByArgument, CaseIterable {
    case record, verify, accept, prune
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
