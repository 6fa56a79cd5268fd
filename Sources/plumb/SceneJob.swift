import Foundation
import Plumb
import PlumbRender
import PlumbScene

/// Loads one scene file, applies the overrides and lays it out, reporting problems (and the
/// file's warnings, e.g. a missing translation) to standard error. Returns nil (after printing
/// the error) for bad input.
struct SceneJob {
    let file: String
    let overrides: SceneOverrides
    /// The scale to lay out and draw at when neither `--scale` nor the file gives one (nil: the scene's default, 1).
    var defaultScale: Double?
    /// The name printed for the file instead of its path (`HEAD~1:card.yaml` for a scratch copy of a revision), or nil.
    var shownAs: String?

    /// Loads the file (from `parsed`, when it has been parsed already).
    func load(_ parsed: ParsedSceneFile? = nil) -> (LoadedScene, LayoutOutcome)? {
        do throws(SceneError) {
            let loaded: LoadedScene
            if let parsed {
                loaded = try parsed.load(environment: overrides.environment, services: .rendering)
            } else {
                loaded = try SceneLoader.load(contentsOf: file, services: .rendering, environment: overrides.environment, scene: overrides.scene)
            }
            for warning in loaded.warnings { report(warning.description) }
            if let defaultScale, overrides.scale == nil, !loaded.hasSetting("scale"), loaded.device == nil { loaded.scene.scale = defaultScale }
            overrides.apply(to: loaded.scene)
            let outcome = loaded.layout()
            if let problem = NonFiniteFrame.problem(in: loaded.scene.root) {
                report("\(file): error: \(problem)")
                return nil
            }
            if let log = ProblemLog.text(for: outcome, in: loaded) { report(log) }
            return (loaded, outcome)
        } catch {
            report(error.description)
            return nil
        }
    }

    /// Prints a line on standard error, the file named as ``shownAs`` says.
    private func report(_ line: String) {
        Console.error(shownAs.map { line.replacingOccurrences(of: file, with: $0) } ?? line)
    }
}

/// Runs jobs on every core, with a progress line on a terminal; returns the worst status.
enum ParallelJobs {
    static func run(_ count: Int, jobs: Int, label: (Int) -> String, _ body: @Sendable (Int) -> ExitStatus) -> ExitStatus {
        let results = Results(count: count)
        let lanes = max(1, min(jobs, count))
        let labels = (0..<count).map(label)
        DispatchQueue.concurrentPerform(iterations: lanes) { _ in
            while let index = results.next() {
                results.set(index, body(index))
                Console.progress("[\(results.finished)/\(count)] \(labels[index])")
            }
        }
        Console.endProgress()
        return results.worst
    }

    /// Thread-safe storage for each job's status.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var statuses: [ExitStatus]
        private var done = 0
        private var started = 0
        init(count: Int) { statuses = Array(repeating: .ok, count: count) }
        /// The next job to start, or nil when all have started.
        func next() -> Int? {
            lock.withLock {
                guard started < statuses.count else { return nil }
                started += 1
                return started - 1
            }
        }
        func set(_ index: Int, _ status: ExitStatus) { lock.withLock { statuses[index] = status; done += 1 } }
        var finished: Int { lock.withLock { done } }
        var worst: ExitStatus { lock.withLock { statuses.max() ?? .ok } }
    }
}
