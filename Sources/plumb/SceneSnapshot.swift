import Foundation
import Plumb
import PlumbRender
import PlumbScene
import PlumbSnapshotCore

/// Where `plumb snapshot` keeps a scene's references, by the options given.
struct SnapshotPlan: Sendable {
    let snapshots: String
    let variant: SnapshotVariant

    /// `<snapshots>/<scene>[.<variant>].png`.
    func imagePath(of file: String) -> String { path(of: file, variant: variant, pathExtension: "png") }

    /// `<snapshots>/<scene>[.<size and direction>].layout.txt`.
    func textPath(of file: String) -> String { path(of: file, variant: variant.layoutOnly, pathExtension: "layout.txt") }

    /// The names the two references had when they were recorded with an alias (`--device se`
    /// wrote `card.device-se.png`), compared with when the canonical ones are missing; nil
    /// when the options were typed canonically.
    func typedImagePath(of file: String) -> String? { typedPath(of: file, variant: variant, pathExtension: "png") }

    /// See ``typedImagePath(of:)``: the layout text's old name.
    func typedTextPath(of file: String) -> String? { typedPath(of: file, variant: variant.layoutOnly, pathExtension: "layout.txt") }

    private func path(of file: String, variant: SnapshotVariant, pathExtension: String) -> String {
        (snapshots as NSString).appendingPathComponent(variant.fileName(stem: Self.stem(of: file), pathExtension: pathExtension))
    }

    private func typedPath(of file: String, variant: SnapshotVariant, pathExtension: String) -> String? {
        variant.typedFileName(stem: Self.stem(of: file), pathExtension: pathExtension).map { (snapshots as NSString).appendingPathComponent($0) }
    }

    private static func stem(of file: String) -> String { ((file as NSString).lastPathComponent as NSString).deletingPathExtension }
}

/// What one scene file's snapshots gave: its exit status, lines to print, and its results.
struct SceneCheck: Sendable {
    var status = ExitStatus.ok
    var out: [String] = []
    var errors: [String] = []
    var results: [SnapshotResult] = []
    /// The scene's picture, small, for a Markdown summary: taken only when asked for and a snapshot failed.
    var thumbnail: [UInt8]?
    /// References staged by record or accept: the run puts every scene's in place together, or
    /// none of them when one scene fails.
    var pending: PendingWrite?

    /// The check once its staged references are in place (`written`) or discarded: the lines
    /// and results that say they were written only in the first case.
    func settled(written: Bool) -> SceneCheck {
        guard let pending else { return self }
        var check = self
        check.pending = nil
        if written {
            check.out += pending.lines
            check.results = pending.results
        }
        return check
    }
}

/// Reference files staged, with the lines to print and the results to report once they are in place.
struct PendingWrite: Sendable {
    var files: [StagedFile]
    var lines: [String]
    var results: [SnapshotResult]
}

/// Thread-safe storage for each scene's check.
final class SceneResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [SceneCheck]
    init(count: Int) { results = Array(repeating: SceneCheck(), count: count) }
    func set(_ index: Int, _ result: SceneCheck) { lock.withLock { results[index] = result } }
    var all: [SceneCheck] { lock.withLock { results } }
}

/// One scene file's PNG and layout text: recorded, verified, or accepted where they differ.
struct SceneSnapshot {
    let file: String
    let plan: SnapshotPlan
    let overrides: SceneOverrides
    let artifacts: String
    /// What the scene is loaded for: the flags', or one variant of a matrix.
    var environment: SceneEnvironment
    /// How output lines name the job: the file, with the matrix variant's tag.
    var label: String
    /// True when a failure is also printed as a GitHub Actions annotation (`--github`).
    var annotates = false
    /// How wide a failed scene's thumbnail is in pixels, when a summary wants one.
    var thumbnailWidth: Int?

    func run(_ action: SnapshotAction) -> SceneCheck {
        let loaded: LoadedScene
        do {
            loaded = try SceneLoader.load(contentsOf: file, services: .rendering, environment: environment, scene: overrides.scene)
        } catch {
            return SceneCheck(status: .badInput, errors: [error.description])
        }
        var check = run(action, loaded)
        check.errors = loaded.warnings.map(\.description) + check.errors
        return check
    }

    /// Records, verifies or accepts a loaded scene's snapshots.
    private func run(_ action: SnapshotAction, _ loaded: LoadedScene) -> SceneCheck {
        overrides.apply(to: loaded.scene)
        LayoutLog.$sink.withValue(CollectingSink()) { _ = loaded.layout() }
        do {
            try Renderer(scale: loaded.scene.scale).checkCanvas(of: loaded.scene.root)
        } catch {
            return SceneCheck(status: .badInput, errors: [RenderFailure.text(for: error, in: loaded, writing: plan.imagePath(of: file),
                                                                             flags: overrides.canvasFlags)])
        }
        let image = Snapshotting<Scene, ImageSnapshot>.png(overlays: plan.variant.overlays)
        if action == .record {
            return SnapshotRecording(loaded: loaded, image: image, imagePath: plan.imagePath(of: file),
                                     textPath: plan.textPath(of: file), flags: overrides.canvasFlags, label: label).record()
        }
        let whyNot = "plumb snapshot verify never records; plumb snapshot record or accept does"
        let location = SnapshotResult.Location(file: file, line: 1, column: 1)
        func compare(_ path: String, typedPath: String?) -> SnapshotComparison {
            SnapshotComparison(referencePath: path, artifacts: artifacts,
                               artifactStem: ((path as NSString).lastPathComponent as NSString).deletingPathExtension,
                               record: .never, whyNotRecording: whyNot, legacyReferencePath: typedPath, group: file, location: location)
        }
        let results = [compare(plan.imagePath(of: file), typedPath: plan.typedImagePath(of: file)).run(loaded.scene, as: image),
                       compare(plan.textPath(of: file), typedPath: plan.typedTextPath(of: file)).run(loaded.scene, as: .layout)]
        return action == .accept ? accept(results) : report(results, loaded)
    }

    /// verify: "matches", or each failure's message (and annotation, and thumbnail).
    private func report(_ results: [SnapshotResult], _ loaded: LoadedScene) -> SceneCheck {
        var check = SceneCheck(results: results)
        let failures = results.compactMap(\.failureMessage)
        if failures.isEmpty {
            check.out.append("\(label): matches")
        } else {
            check.errors += failures.map { "\(label): \($0)" }
            check.status = .problems
            if annotates { check.out += results.filter(\.isFailure).map { GitHubAnnotation.snapshotFailure($0, in: loaded).command } }
            if let thumbnailWidth {
                check.thumbnail = try? Renderer(scale: loaded.scene.scale).pngData(of: loaded.scene.root, thumbnailWidth: thumbnailWidth).thumbnail
            }
        }
        return check
    }

    /// accept: stages the actual snapshots that differ (both or neither), leaves the rest.
    private func accept(_ results: [SnapshotResult]) -> SceneCheck {
        let differing = results.filter(\.isFailure)
        guard !differing.isEmpty else { return SceneCheck(out: ["\(label): matches"], results: results) }
        do {
            let staged = try AcceptedFiles.stage(differing)
            return SceneCheck(results: results, pending: PendingWrite(files: staged, lines: differing.map { "\(label): accepted \($0.referencePath)" },
                                                                      results: results.map { $0.isFailure ? $0.accepted : $0 }))
        } catch {
            return SceneCheck(status: .badInput, errors: ["\(file): error: cannot accept: \(error)"], results: results)
        }
    }
}
