import PlumbSolver
import Synchronization

/// The bridge between a view tree and the solver. The root view hosts one; it holds the
/// generated constraints of every item and the active constraints of the whole tree.
///
/// Every change reaches the solver incrementally: activation adds, deactivation removes, a
/// new constant is set in place.
final class LayoutEngine {
    /// How the host's size is decided.
    enum Mode {
        /// The host keeps its frame's size while it translates its frame into constraints.
        case live
        /// `systemLayoutSizeFitting`: the host is pulled towards a target size at two priorities.
        case fitting(Size, horizontal: LayoutPriority, vertical: LayoutPriority)
    }

    unowned let host: View
    let mode: Mode
    let solver = Solver()
    /// Bumped whenever the solver changes; views compare it to decide whether to lay out again.
    @exclusivity(unchecked)
    var revision = 0
    /// Counts of what the engine asked the solver to do.
    var counters = EngineCounters()
    /// What the last in-place search for `constraintsAffectingLayout` did (tests read it).
    var lastDeterminingCounts: DeterminingProbe.Counts?

    /// What the engine keeps for each registered item, at the item's slot.
    @exclusivity(unchecked)
    var items: EngineSlots<ItemRecord>
    /// Active user constraints, at their slots: each with its solver constraint (nil while broken).
    @exclusivity(unchecked)
    var installed: EngineSlots<InstalledConstraint>
    /// The slots of the installed constraints with a baseline attribute: refreshed when a
    /// content size changes (a baseline moves with its view's content), without a walk over
    /// every constraint.
    var baselineSlots: Set<Int> = []
    /// The slots of active user constraints that are broken (for quick retries).
    var brokenSlots: Set<Int> = []
    var owners: [ObjectIdentifier: ConstraintOwner] = [:]
    /// The slots of items whose generated constraints are stale (each also flagged `isDirty`).
    @exclusivity(unchecked)
    var dirtySlots: [Int] = []
    /// Which registered item's slot each engine variable belongs to.
    var slotOfVariable: [Int: Int] = [:]
    @exclusivity(unchecked)
    var needsFullRefresh = false
    var removedSinceRetry = false
    @exclusivity(unchecked)
    var pending: [Pending] = []
    /// User constraints that took part in a conflict the engine recovered from.
    var conflictMembers: Set<ObjectIdentifier> = []
    /// Constraints the conflict recovery broke (user constraints by their own id, generated
    /// ones by their solver constraint's), with the error logged when they broke.
    var breaks: [ObjectIdentifier: BrokenConstraintRecord] = [:]
    /// Items moved by `exerciseAmbiguityInLayout()`, and the constraints holding them.
    var exercised: [ObjectIdentifier: ExercisedAmbiguity] = [:]
    private var batchDepth = 0

    struct ItemRecord {
        /// Not retained: the tree owns its items, and the engine belongs to the tree's root.
        unowned let item: LayoutItem
        var generated: [GeneratedKind: [GeneratedConstraint]] = [:]
        /// True while the slot waits in `dirtySlots`.
        var isDirty = false
        /// The item's snapped frame in root coordinates (views only; see
        /// `LayoutPass.snappedRootFrame`), valid at `rootFrameRevision`.
        var rootFrame = Rect.zero
        var rootFrameRevision = -1
    }

    struct InstalledConstraint {
        let constraint: LayoutConstraint
        var solver: Constraint?
    }

    enum Pending {
        case generated(GeneratedConstraint)
        case user(LayoutConstraint, Constraint)
    }

    /// A process-wide number telling engines apart (for caches keyed by engine).
    let serial = LayoutEngine.serials.add(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)

    init(host: View, mode: Mode = .live) {
        self.host = host
        self.mode = mode
        let live: Bool
        if case .live = mode { live = true } else { live = false }
        items = EngineSlots(ownsObjectSlots: live)
        installed = EngineSlots(ownsObjectSlots: live)
    }

    // MARK: Batches

    /// Runs `body`, then hands everything it added to the solver in one go.
    @discardableResult
    func batch<T>(_ body: () throws -> T) rethrows -> T {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { flush() }
        }
        return try body()
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        let additions = pending
        pending = []
        ConflictRecovery(engine: self).add(additions)
        revision += 1
    }

    func enqueue(_ addition: Pending) {
        pending.append(addition)
        if batchDepth == 0 { flush() }
    }

    // MARK: Solver access

    /// A solver constraint's constant as it is now (`setConstant` changes it in place).
    func currentConstant(of constraint: Constraint) -> Double {
        solver.constant(of: constraint) ?? constraint.expression.constant
    }

    /// Who owns a solver constraint.
    func owner(of constraint: Constraint) -> ConstraintOwner? { owners[ObjectIdentifier(constraint)] }

    func removeSolverConstraint(_ constraint: Constraint) {
        owners[ObjectIdentifier(constraint)] = nil
        if solver.hasConstraint(constraint) {
            try? solver.remove(constraint)
            counters.removals += 1
            removedSinceRetry = true
            revision += 1
            return
        }
        // Not in the solver yet: it may still wait in this batch.
        pending.removeAll { if case let .generated(g) = $0 { return g.constraint === constraint }; return false }
    }

    @discardableResult
    func setSolverConstant(_ constraint: Constraint, to value: Double) -> Bool {
        guard solver.hasConstraint(constraint) else { return true }
        do {
            try solver.setConstant(constraint, to: value)
            counters.constantUpdates += 1
            revision += 1
            return true
        } catch {
            return false
        }
    }

    func noteAddition(count: Int) {
        counters.additions += count
    }

    /// The item's alignment rectangle in the host's coordinates, as the engine has it now.
    func alignmentRect(of item: LayoutItem) -> Rect {
        sync()
        let ids = item.variables.ids
        return Rect(x: solver.value(ofVariableID: ids.minX), y: solver.value(ofVariableID: ids.minY),
                    width: solver.value(ofVariableID: ids.width), height: solver.value(ofVariableID: ids.height))
    }

    /// The items whose values changed since the last call, or nil when any may have (the
    /// first call, or after constraints were added or removed).
    func changedItems() -> [LayoutItem]? {
        sync()
        guard let ids = solver.takeChangedVariableIDs() else { return nil }
        var seen = Set<Int>()
        var changed: [LayoutItem] = []
        for id in ids {
            guard let slot = slotOfVariable[id], seen.insert(slot).inserted else { continue }
            changed.append(items[slot].item)
        }
        return changed
    }

    /// Every user constraint active in this engine, in activation order.
    var activeConstraints: [LayoutConstraint] {
        installed.usedSlots.map { installed[$0].constraint }.sorted { $0.activationOrder < $1.activationOrder }
    }

    /// Every generated constraint of an item.
    func generatedConstraints(of item: LayoutItem) -> [GeneratedConstraint] {
        guard let slot = items.slot(of: item) else { return [] }
        return items[slot].generated.values.flatMap { $0 }
    }
}

/// What a solver constraint stands for.
enum ConstraintOwner {
    case user(LayoutConstraint)
    case generated(GeneratedConstraint)

    /// The text errors and JSON name it by: the user's constraint's description, or the
    /// engine's plain text for its own (`root.width == 375`).
    var text: String {
        switch self {
        case let .user(constraint): return constraint.description
        case let .generated(generated): return generated.text
        }
    }

    /// One line of the unsatisfiable-constraints log, in angle brackets as UIKit prints it.
    var logText: String {
        switch self {
        case let .user(constraint): return constraint.description
        case let .generated(generated): return "<\(generated.kind.className) \(generated.text)>"
        }
    }
}

/// How much work the engine has asked of the solver; tests use it to prove changes are incremental.
public struct EngineCounters: Hashable, Sendable {
    /// Solver constraints added.
    public var additions = 0
    /// Solver constraints removed.
    public var removals = 0
    /// Constants changed in place.
    public var constantUpdates = 0
}

extension LayoutAttribute {
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

extension View {
    /// The engine of this view's tree, created on first use (only the root hosts it).
    var engine: LayoutEngine {
        let root = rootView
        if let engine = root.hostedEngine { return engine }
        let engine = LayoutEngine(host: root)
        root.hostedEngine = engine
        engine.adopt(subtree: root)
        return engine
    }

    /// The tree's engine if it exists yet.
    var existingEngine: LayoutEngine? { rootView.hostedEngine }

    /// Marks this view's generated constraints as stale.
    func generatedConstraintsDidChange() {
        rootView.hostedEngine?.markDirty(self)
        for guide in layoutGuides where guide.role != .user { rootView.hostedEngine?.markDirty(guide) }
        rootView.setNeedsLayout()
    }
}