import PlumbSolver

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
    private(set) var revision = 0
    /// Counts of what the engine asked the solver to do.
    private(set) var counters = EngineCounters()

    private var records: [ObjectIdentifier: ItemRecord] = [:]
    /// Active user constraints → their solver constraint (nil while broken).
    private var installed: [ObjectIdentifier: (constraint: LayoutConstraint, solver: Constraint?)] = [:]
    private var owners: [ObjectIdentifier: ConstraintOwner] = [:]
    private var dirtyItems: [ObjectIdentifier: LayoutItem] = [:]
    private var needsFullRefresh = false
    private var removedSinceRetry = false
    private var pending: [Pending] = []
    private var batchDepth = 0

    private struct ItemRecord {
        let item: LayoutItem
        var generated: [GeneratedKind: [GeneratedConstraint]] = [:]
    }

    enum Pending {
        case generated(GeneratedConstraint)
        case user(LayoutConstraint, Constraint)
    }

    init(host: View, mode: Mode = .live) {
        self.host = host
        self.mode = mode
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

    // MARK: Items

    /// Registers every item of a subtree, and every constraint installed inside it.
    func adopt(subtree root: View) {
        batch {
            let views = root.subtreeViews
            for view in views {
                register(view)
                for guide in view.layoutGuides { register(guide) }
            }
            var constraints = views.flatMap(\.constraints)
            constraints.sort { $0.activationOrder < $1.activationOrder }
            for constraint in constraints { add(constraint) }
        }
    }

    /// Removes a subtree's items and constraints from the solver (it is leaving the tree).
    func release(subtree root: View) {
        for view in root.subtreeViews {
            for constraint in view.constraints { remove(constraint) }
            for guide in view.layoutGuides { unregister(guide) }
            unregister(view)
        }
        retryBroken()
    }

    func register(_ item: LayoutItem) {
        let id = ObjectIdentifier(item)
        guard records[id] == nil else { return }
        records[id] = ItemRecord(item: item)
        batch { syncGenerated(of: item) }
    }

    func unregister(_ item: LayoutItem) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(item)) else { return }
        for list in record.generated.values { for generated in list { removeSolverConstraint(generated.constraint) } }
        dirtyItems[ObjectIdentifier(item)] = nil
    }

    func isRegistered(_ item: LayoutItem) -> Bool { records[ObjectIdentifier(item)] != nil }

    /// Notes that an item's generated constraints (frame, mask, intrinsic size, margins…) are stale.
    func markDirty(_ item: LayoutItem) {
        guard records[ObjectIdentifier(item)] != nil else { return }
        dirtyItems[ObjectIdentifier(item)] = item
    }

    /// The layout direction changed somewhere: every direction-dependent constraint is rebuilt at the next sync.
    func directionDidChange() { needsFullRefresh = true }

    /// Brings generated constraints up to date with the items (one batch).
    func sync() {
        guard !dirtyItems.isEmpty || needsFullRefresh else { return }
        batch {
            if needsFullRefresh {
                needsFullRefresh = false
                for record in records.values { dirtyItems[ObjectIdentifier(record.item)] = record.item }
                for (constraint, _) in installed.values { refresh(constraint) }
            }
            let items = dirtyItems.values.sorted { $0.variables.minX.id < $1.variables.minX.id }
            dirtyItems = [:]
            var baselinesMoved = false
            for item in items {
                if syncGenerated(of: item), item is View { baselinesMoved = true }
            }
            if baselinesMoved {
                for (constraint, _) in installed.values
                where constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline {
                    refresh(constraint)
                }
            }
        }
        // Generated constraints that went away (a cleared autoresizing flag) may free broken ones.
        if removedSinceRetry { retryBroken() }
    }

    /// Reconciles one item's generated constraints; returns whether its content size changed.
    @discardableResult
    private func syncGenerated(of item: LayoutItem) -> Bool {
        let id = ObjectIdentifier(item)
        guard var record = records[id] else { return false }
        var contentChanged = false
        for (kind, wanted) in GeneratedConstraintBuilder(engine: self).constraints(for: item) {
            let existing = record.generated[kind] ?? []
            if existing.count == wanted.count,
               zip(existing, wanted).allSatisfy({ $0.hasSameShape(as: $1.constraint) }) {
                for (old, new) in zip(existing, wanted)
                where old.constraint.expression.constant != new.constraint.expression.constant {
                    setSolverConstant(old.constraint, to: new.constraint.expression.constant)
                    if kind == .contentSize { contentChanged = true }
                }
                continue
            }
            for old in existing { removeSolverConstraint(old.constraint) }
            for new in wanted {
                owners[ObjectIdentifier(new.constraint)] = .generated(new)
                enqueue(.generated(new))
            }
            record.generated[kind] = wanted
            if kind == .contentSize { contentChanged = true }
        }
        records[id] = record
        return contentChanged || item is Label
    }

    // MARK: User constraints

    /// Puts an activated constraint into the solver.
    func add(_ constraint: LayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard installed[id] == nil else { return }
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
            guard let item else { continue }
            register(item)
            if attribute.isMargin, let view = item as? View { register(view.layoutMarginsGuide) }
        }
        let solverConstraint = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
        installed[id] = (constraint, nil)
        owners[ObjectIdentifier(solverConstraint)] = .user(constraint)
        enqueue(.user(constraint, solverConstraint))
    }

    /// Takes a deactivated constraint out of the solver.
    func remove(_ constraint: LayoutConstraint) {
        guard let entry = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if let solverConstraint = entry.solver { removeSolverConstraint(solverConstraint) }
        pending.removeAll { if case let .user(c, _) = $0 { return c === constraint }; return false }
    }

    /// Called by the recovery once a user constraint is in the solver (or broken, with nil).
    func didInstall(_ constraint: LayoutConstraint, as solverConstraint: Constraint?) {
        let id = ObjectIdentifier(constraint)
        guard installed[id] != nil else { return }
        installed[id] = (constraint, solverConstraint)
    }

    /// The solver form of an active, unbroken user constraint.
    func solverConstraint(of constraint: LayoutConstraint) -> Constraint? {
        installed[ObjectIdentifier(constraint)]?.solver
    }

    /// True when the constraint is active in this engine but broken.
    func isBroken(_ constraint: LayoutConstraint) -> Bool {
        guard let entry = installed[ObjectIdentifier(constraint)] else { return false }
        return entry.solver == nil && !isPending(constraint)
    }

    private func isPending(_ constraint: LayoutConstraint) -> Bool {
        pending.contains { if case let .user(c, _) = $0 { return c === constraint }; return false }
    }

    /// The constraints that are active but broken, in activation order.
    var brokenConstraints: [LayoutConstraint] {
        installed.values.filter { $0.solver == nil }.map(\.constraint)
            .filter { !isPending($0) }
            .sorted { $0.activationOrder < $1.activationOrder }
    }

    /// Tries broken constraints again, after something that conflicted with them went away.
    func retryBroken() {
        removedSinceRetry = false
        let broken = brokenConstraints
        guard !broken.isEmpty else { return }
        for constraint in broken {
            let solverConstraint = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
            if (try? solver.add(solverConstraint)) != nil {
                counters.additions += 1
                owners[ObjectIdentifier(solverConstraint)] = .user(constraint)
                didInstall(constraint, as: solverConstraint)
                revision += 1
            }
        }
    }

    func constantDidChange(_ constraint: LayoutConstraint) { refresh(constraint) }

    func priorityDidChange(_ constraint: LayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(constraint)], let old = entry.solver else { return }
        removeSolverConstraint(old)
        installed[ObjectIdentifier(constraint)] = (constraint, nil)
        let replacement = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
        owners[ObjectIdentifier(replacement)] = .user(constraint)
        enqueue(.user(constraint, replacement))
    }

    /// Rebuilds a user constraint's solver form; only the constant changes → set it in place.
    private func refresh(_ constraint: LayoutConstraint) {
        guard let entry = installed[ObjectIdentifier(constraint)], let old = entry.solver else { return }
        let fresh = AttributeExpression.solverConstraint(for: constraint, strength: constraint.priority.strength)
        if GeneratedConstraint.sameShape(old, fresh) {
            if old.expression.constant != fresh.expression.constant {
                if !setSolverConstant(old, to: fresh.expression.constant) {
                    removeSolverConstraint(old)
                    installed[ObjectIdentifier(constraint)] = (constraint, nil)
                    owners[ObjectIdentifier(fresh)] = .user(constraint)
                    enqueue(.user(constraint, fresh))
                }
            }
            return
        }
        removeSolverConstraint(old)
        installed[ObjectIdentifier(constraint)] = (constraint, nil)
        owners[ObjectIdentifier(fresh)] = .user(constraint)
        enqueue(.user(constraint, fresh))
    }

    // MARK: Solver access

    /// Who owns a solver constraint.
    func owner(of constraint: Constraint) -> ConstraintOwner? { owners[ObjectIdentifier(constraint)] }

    func removeSolverConstraint(_ constraint: Constraint) {
        owners[ObjectIdentifier(constraint)] = nil
        if solver.hasConstraint(constraint) {
            try? solver.remove(constraint)
            counters.removals += 1
            removedSinceRetry = true
            revision += 1
        }
        pending.removeAll { if case let .generated(g) = $0 { return g.constraint === constraint }; return false }
    }

    @discardableResult
    private func setSolverConstant(_ constraint: Constraint, to value: Double) -> Bool {
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
        let v = item.variables
        return Rect(x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                    width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// Every user constraint active in this engine, in activation order.
    var activeConstraints: [LayoutConstraint] {
        installed.values.map(\.constraint).sorted { $0.activationOrder < $1.activationOrder }
    }

    /// Every generated constraint of an item.
    func generatedConstraints(of item: LayoutItem) -> [GeneratedConstraint] {
        records[ObjectIdentifier(item)]?.generated.values.flatMap { $0 } ?? []
    }
}

/// What a solver constraint stands for.
enum ConstraintOwner {
    case user(LayoutConstraint)
    case generated(GeneratedConstraint)

    /// The text logs show.
    var text: String {
        switch self {
        case let .user(constraint): return constraint.description
        case let .generated(generated): return generated.text
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
