@_spi(Benchmarks) import Plumb
import PlumbSolver

/// One random shape (`RandomShape`) taken through the phases issue 29 measures, with the
/// solver's counts for each phase.
public struct RandomShapeRun {
    /// The phases, in the order they run on one tree.
    public enum Phase: String, CaseIterable, CustomStringConvertible, Sendable {
        /// Every constraint activated in one call, then a layout.
        case build
        /// Four changes of a gap's constant, back and forth.
        case edit
        /// Four changes of a leaf's intrinsic size, back and forth.
        case intrinsic
        /// About half the views removed, whole subtrees at a time (Hierarchy Removal).
        case remove
        /// Four subtrees re-parented (Moving Tree).
        case move

        public var description: String { rawValue }

        public func run(on scene: ShapeScene) {
            switch self {
            case .build: scene.activateAndLayOut()
            case .edit: for k in 0..<4 { scene.editConstant(sign: k % 2 == 0 ? 1 : -1) }
            case .intrinsic: for k in 0..<4 { scene.editIntrinsic(sign: k % 2 == 0 ? 1 : -1) }
            case .remove: scene.removeHalfAndLayOut()
            case .move: for _ in 0..<4 { scene.moveAndLayOut() }
            }
            _ = scene.readFrames()
        }
    }

    /// A solver count, per view of the tree the phase started with.
    public enum Metric: String, CaseIterable, CustomStringConvertible, Sendable {
        /// Basis changes during the phase.
        case pivots
        /// Rows the phase's pivots rewrote.
        case rowUpdates
        /// Parameter moves without a pivot during the phase.
        case moves
        /// The tableau's size after the phase.
        case terms

        public var description: String { rawValue }

        public func perView(before: SolverStatistics, after: SolverStatistics, views: Int) -> Double {
            let count = switch self {
            case .pivots: after.pivots - before.pivots
            case .rowUpdates: after.rowUpdates - before.rowUpdates
            case .moves: after.moves - before.moves
            case .terms: after.terms
            }
            return Double(count) / Double(views)
        }
    }

    public let seed: UInt64, views: Int
    public let scene: ShapeScene
    /// Each phase's counts per view, once it has run.
    public private(set) var counts: [Phase: [Metric: Double]] = [:]
    /// What the phases logged (an unsatisfiable set, for one).
    public private(set) var log: [LayoutMessage] = []

    public init(seed: UInt64, views: Int) {
        self.seed = seed
        self.views = views
        scene = RandomShape.make(seed: seed, views: views)
    }

    /// The seed and size, to rebuild the tree in a failure message.
    public var recipe: String { RandomShape.describe(seed: seed, views: views) }

    /// Runs every phase in order, calling `check` after each.
    public mutating func runAll(_ check: (Phase, ShapeScene) -> Void = { _, _ in }) {
        for phase in Phase.allCases {
            run(phase)
            check(phase, scene)
        }
    }

    /// Runs one phase, recording its counts and what it logged.
    public mutating func run(_ phase: Phase) {
        let sink = CollectingSink()
        let views = scene.root.subtreeViews.count
        // Reading the counters never makes an engine: the build must make it inside
        // `activate`, as an app's first activation does (a different path from an engine made
        // first).
        let before = scene.root.solverStatistics
        LayoutLog.$sink.withValue(sink) { phase.run(on: scene) }
        let after = scene.root.solverStatistics
        counts[phase] = Dictionary(uniqueKeysWithValues: Metric.allCases.map {
            ($0, $0.perView(before: before, after: after, views: views))
        })
        log += sink.messages
    }

    /// How much a per-view count grows from `small` to `large` (1 is linear in the views). A
    /// count of 0 on the small tree counts as 1, so that a phase that needs no work there
    /// does not make the ratio infinite.
    public static func growth(_ small: RandomShapeRun, _ large: RandomShapeRun, _ phase: Phase, _ metric: Metric) -> Double {
        large.counts[phase]![metric]! / max(small.counts[phase]![metric]!, 1 / Double(small.views))
    }
}
