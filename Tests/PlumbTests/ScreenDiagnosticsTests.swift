import PlumbTestScenes
@testable import Plumb
import PlumbSamples
import PlumbSolver
import Testing

/// `constraintsAffectingLayout` at screen size (issue 29): the lists found by probing the
/// engine's own solver in place are the solver's answers on copies, and the work grows with the
/// screen, guarded by counts.
@Suite struct ScreenDiagnosticsTests {
    /// The solver's answer on copies (`Solver.constraintsDetermining(groups:)`), the user's
    /// constraints of it, for every view of a laid-out tree: the reference the in-place probes
    /// must match.
    static func onCopies(_ root: View) -> [ObjectIdentifier: [[ObjectIdentifier]]] {
        let engine = root.engine
        let views = root.subtreeViews.filter(engine.isRegistered)
        let groups = views.flatMap { view -> [[Variable]] in
            let v = view.variables
            return [[v.minX, v.width], [v.minY, v.height]]
        }
        var answers = engine.solver.constraintsDetermining(groups: groups).makeIterator()
        var result: [ObjectIdentifier: [[ObjectIdentifier]]] = [:]
        for view in views {
            result[ObjectIdentifier(view)] = (0..<2).map { _ in engine.userConstraints(answers.next()!).map(ObjectIdentifier.init) }
        }
        return result
    }

    static func make(_ name: String) throws -> Scene {
        let scene = name == "settings-screen-40" ? SettingsScreen.make(views: 40) : try #require(Samples.named(name)).make()
        LayoutLog.$sink.withValue(CollectingSink()) { scene.layout() }
        return scene
    }

    static let scenes = Samples.all.map(\.name) + ["settings-screen-40"]

    /// Every item's four variables as the solver has them.
    static func values(_ root: View) -> [Double] {
        root.subtreeItems.flatMap { item -> [Double] in
            let v = item.variables
            return [v.minX, v.minY, v.width, v.height].map(root.engine.solver.value(of:))
        }
    }

    /// Samples where some probe's change can be absorbed equally well by several optional
    /// constraints of one priority (labels hugging at 250 in a column of fixed height, cards
    /// of a grid row): there the solver's basis picks the one that gives, and a probe in place
    /// starts from the basis the probes before it left (see `aTieIsSettledByTheSolversBasis`).
    static let ties: Set<String> = ["card-grid", "dialog-languages", "text-styles"]

    /// Every sample's lists, and a settings screen's, are those the solver finds on copies,
    /// ties aside; and the frames are where they were.
    @Test(arguments: scenes.filter { !ties.contains($0) })
    func inPlaceProbesGiveTheSolversAnswers(_ name: String) throws {
        let scene = try Self.make(name)
        let frames = scene.root.subtreeViews.map(\.frame)
        let expected = Self.onCopies(scene.root)
        let found = scene.root.constraintsAffectingLayoutInSubtree()
        let ambiguous = !scene.root.ambiguousItemsInSubtree().isEmpty
        #expect((scene.root.engine.lastDeterminingCounts != nil) == !ambiguous, "probed in place unless ambiguous")
        for entry in found {
            let lists = [entry.horizontal, entry.vertical].map { $0.map(ObjectIdentifier.init) }
            #expect(lists == expected[ObjectIdentifier(entry.view)] ?? [[], []], "\(entry.view.debugName)")
        }
        // Every view reads its frame from the solver again.
        scene.root.laidOutRevision = -1
        scene.root.setNeedsLayout()
        scene.root.layoutIfNeeded()
        #expect(scene.root.subtreeViews.map(\.frame) == frames)
    }

    /// The solver's log names every variable a probe moved: reading only those finds what
    /// reading every view after every probe finds, on every sample probed in place (those
    /// without ambiguous views), ties included. And the probes leave every value as it was,
    /// to the last bit.
    @Test(arguments: scenes)
    func theLogNamesEveryMove(_ name: String) throws {
        guard try Self.make(name).root.ambiguousItemsInSubtree().isEmpty else { return }
        func lists(readingEveryGroup: Bool) throws -> [[String]] {
            let scene = try Self.make(name)
            let engine = scene.root.engine
            let groups = scene.root.subtreeViews.filter(engine.isRegistered).flatMap { view -> [[Variable]] in
                let v = view.variables
                return [[v.minX, v.width], [v.minY, v.height]]
            }
            let before = Self.values(scene.root)
            var probe = DeterminingProbe(engine: engine, groups: groups, readsEveryGroup: readingEveryGroup)
            let found = probe.find()
            #expect(Self.values(scene.root) == before)
            return try #require(found).map { $0.map(\.description) }
        }
        let logged = try lists(readingEveryGroup: false), read = try lists(readingEveryGroup: true)
        #expect(logged == read)
    }

    /// A tie (the cards of a grid row, whose heights can each give way at one priority): a
    /// probe's change can be absorbed by any of several optional constraints, and the solver's
    /// basis picks which. Probing every constraint in place and putting it back leaves every
    /// value where it was, to the last bit, but not the basis: some view's list, asked of
    /// copies of the solver, is not what it was.
    @Test func aTieIsSettledByTheSolversBasis() throws {
        let scene = try Self.make("card-grid")
        let engine = scene.root.engine
        let groups = scene.root.subtreeViews.filter(engine.isRegistered).flatMap { view -> [[Variable]] in
            let v = view.variables
            return [[v.minX, v.width], [v.minY, v.height]]
        }
        let values = Self.values(scene.root)
        let untouched = Self.onCopies(scene.root)
        var probe = DeterminingProbe(engine: engine, groups: groups)
        let found = probe.find()
        #expect(found != nil, "probed in place")
        #expect(Self.values(scene.root) == values)
        #expect(Self.onCopies(scene.root) != untouched)
    }

    /// An ambiguous layout is probed on copies: a probe in place could leave an ambiguous view
    /// somewhere else along its range.
    @Test func ambiguousLayoutsAreProbedOnCopies() throws {
        let scene = try #require(Samples.named("planets-ambiguous")).make()
        LayoutLog.$sink.withValue(CollectingSink()) { scene.layout() }
        scene.root.engine.lastDeterminingCounts = nil
        _ = scene.root.constraintsAffectingLayoutInSubtree()
        #expect(scene.root.engine.lastDeterminingCounts == nil)
    }

    struct Work {
        let views: Int
        let userConstraints: Int
        let entries: Int
        let counts: DeterminingProbe.Counts
    }

    static func work(views: Int) -> Work {
        let scene = SettingsScreen.make(views: views)
        scene.layout()
        let lists = scene.root.constraintsAffectingLayoutInSubtree()
        return Work(views: scene.root.subtreeViews.count, userConstraints: scene.root.engine.activeConstraints.count,
                    entries: lists.reduce(0) { $0 + $1.horizontal.count + $1.vertical.count },
                    counts: scene.root.engine.lastDeterminingCounts ?? .init())
    }

    /// From a 50-view to a 200-view settings screen: each user constraint is probed at most
    /// twice, the solver says what moved (a probe that moves the whole stack may overflow its
    /// log, and then every view is read, which costs what that move costs), and the values
    /// read per list entry stay flat. The lists themselves grow faster than the views: a row's
    /// vertical list holds what places every row above it.
    @Test func probesAndChecksGrowWithTheScreen() {
        let small = Self.work(views: 50), large = Self.work(views: 200)
        for (work, views) in [(small, 50), (large, 200)] {
            #expect(work.views == views)
            #expect(work.counts.probes <= 2 * work.userConstraints, "\(work.counts.probes) probes, \(work.userConstraints) constraints")
            #expect(work.counts.probes >= work.userConstraints)
            #expect(work.counts.fullScans <= 2, "\(work.counts), \(work.entries) entries")
        }
        let probesPerView = (Double(small.counts.probes) / Double(small.views), Double(large.counts.probes) / Double(large.views))
        #expect(probesPerView.1 <= 1.1 * probesPerView.0, "probes per view \(probesPerView)")
        let checksPerEntry = (Double(small.counts.valueChecks) / Double(small.entries), Double(large.counts.valueChecks) / Double(large.entries))
        #expect(checksPerEntry.1 <= 1.1 * checksPerEntry.0, "value checks per list entry \(checksPerEntry)")
        #expect(Double(large.entries) / Double(large.views) > 2 * Double(small.entries) / Double(small.views))
    }
}
