import PlumbSolver

/// `Solver.constraintsDetermining(groups:)` restricted to the user's constraints, found on the
/// engine's own solver instead of on copies of it: each user constraint's constant is moved a
/// little one way, the variables that moved are read from the solver's change log, and the
/// constant is put back; then the same the other way. The solver's answer probes a copy per
/// constraint and direction, each copy as large as the whole tableau, so a screen cost
/// constraints × tableau; here a probe costs what the solver's own edit costs, plus one check
/// per variable that moved.
///
/// The answers are the solver's: a constraint determines a group when moving its constant by
/// ``step`` either way moves one of the group's variables by more than a hundredth of that, or
/// cannot hold (then it counts for every group it is connected to); each group's list is
/// ordered by the group's connected components in the order of its variables, then by the
/// order the constraints were added.
///
/// The probes change the live solver and put it back, which returns it to the same values
/// only where the optimum is unique: callers probe only layouts without ambiguous items, and
/// `find()` gives up (nil) when a value does not come back all the same; the caller then asks
/// the solver's copies. The values come back; the solver's basis may not, where a probe
/// pivoted. That matters only in a tie, where several optional constraints of one priority
/// could absorb a probe's change equally well (labels hugging at 250 in a column of fixed
/// height): the solver lets one of them absorb it, chosen by its basis, so such a list can
/// differ from the one a copy of the untouched solver gives. Both are the solver's answer
/// for a state with these values, as UIKit's comes from its engine's state.
struct DeterminingProbe {
    /// How far a constant is moved: about the solver's own step (`ReducedSolver.probe`,
    /// 0.001), but a power of two, so that moving a constant there and back adds and takes
    /// away the same exact amount: the values come back to the last bit (where a probe's
    /// coefficients are short binary fractions, as a layout's ±1 and ½ are; within
    /// ``returnTolerance`` in any case). Each move is undone before the next, for the same
    /// reason.
    static let step = 1.0 / 1024
    /// How far a variable must move to count.
    static let threshold = step / 100
    /// How far from its value a variable may be after its constant came back (rounding only).
    static let returnTolerance = 1.0e-7

    /// The work done, for tests that guard how it grows.
    struct Counts: Hashable, Sendable {
        /// Constants moved (each way counts once; putting it back is not counted).
        var probes = 0
        /// Variable values read after a probe because the solver's log named them.
        var valueChecks = 0
        /// Probes after which the solver could not say what moved, so every concerned group was read.
        var fullScans = 0
    }

    let engine: LayoutEngine
    let groups: [[Variable]]
    /// True to read every concerned group after each probe, as when the log has overflowed,
    /// instead of those the log names (tests compare the two).
    let readsEveryGroup: Bool
    private(set) var counts = Counts()

    init(engine: LayoutEngine, groups: [[Variable]], readsEveryGroup: Bool = false) {
        self.engine = engine
        self.groups = groups
        self.readsEveryGroup = readsEveryGroup
    }

    /// For each group, the user constraints that determine it, or nil when probing in place is
    /// not safe (see the type's notes). After nil the next layout pass re-reads every value.
    mutating func find() -> [[LayoutConstraint]]? {
        let solver = engine.solver
        try? solver.updateVariables()
        // Values the layout has not taken in yet would be lost with the log.
        guard let pending = solver.takeChangedVariableIDs(), pending.isEmpty else { return givingUp() }
        let components = ConstraintComponents(solver.constraints)
        var before: [Int: Double] = [:]
        var groupsOfVariable: [Int: [Int]] = [:]
        var ranks = Array(repeating: [Int: Int](), count: groups.count)
        var groupsOfComponent: [Int: [Int]] = [:]
        for (index, group) in groups.enumerated() {
            for variable in group {
                before[variable.id] = solver.value(of: variable)
                groupsOfVariable[variable.id, default: []].append(index)
                guard let component = components.component(of: variable.id), ranks[index][component] == nil else { continue }
                ranks[index][component] = ranks[index].count
                groupsOfComponent[component, default: []].append(index)
            }
        }
        var found = Array(repeating: [(rank: Int, order: Int, constraint: LayoutConstraint)](), count: groups.count)
        var determinedAt = Array(repeating: -1, count: groups.count)
        for (order, constraint) in solver.constraints.enumerated() {
            guard case let .user(layoutConstraint)? = engine.owner(of: constraint),
                  let component = components.component(of: constraint),
                  let concerned = groupsOfComponent[component],
                  let constant = solver.constant(of: constraint) else { continue }
            var determined = 0
            func mark(_ index: Int) {
                guard determinedAt[index] != order else { return }
                determinedAt[index] = order
                determined += 1
            }
            for delta in [Self.step, -Self.step] where determined < concerned.count {
                counts.probes += 1
                do {
                    try solver.setConstant(constraint, to: constant + delta)
                    try solver.updateVariables()
                } catch {
                    // The change cannot hold: the constraint binds everything it is connected to.
                    concerned.forEach(mark)
                    guard settled(before) else { return givingUp() }
                    break
                }
                func check(_ index: Int) {
                    if groups[index].contains(where: { abs(solver.value(ofVariableID: $0.id) - before[$0.id]!) > Self.threshold }) {
                        mark(index)
                    }
                }
                if let moved = solver.takeChangedVariableIDs(), !readsEveryGroup {
                    for id in moved {
                        guard let indexes = groupsOfVariable[id] else { continue }
                        counts.valueChecks += 1
                        indexes.forEach(check)
                    }
                } else {
                    counts.fullScans += 1
                    concerned.forEach(check)
                }
                try? solver.setConstant(constraint, to: constant)
                guard settled(before) else { return givingUp() }
            }
            for index in concerned where determinedAt[index] == order {
                found[index].append((ranks[index][component]!, order, layoutConstraint))
            }
        }
        return found.map { entries in entries.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map(\.constraint) }
    }

    /// Brings the values up to date after a constant came back and empties the log; false when
    /// a group's variable is not back at its value (the optimum is not unique there).
    private func settled(_ before: [Int: Double]) -> Bool {
        let solver = engine.solver
        try? solver.updateVariables()
        let moved = solver.takeChangedVariableIDs() ?? Array(before.keys)
        return moved.allSatisfy { id in
            guard let value = before[id] else { return true }
            return abs(solver.value(ofVariableID: id) - value) <= Self.returnTolerance
        }
    }

    /// nil, after making the next layout pass read every value again: the log this took
    /// (or the values the probes left) may hold changes the views have not seen.
    private func givingUp() -> [[LayoutConstraint]]? {
        engine.host.laidOutRevision = -1
        engine.host.setNeedsLayout()
        return nil
    }
}

/// The connected components of a solver's variables, joined through the constraints that
/// share them (terms with a negligible coefficient join nothing, as in the solver).
struct ConstraintComponents {
    private var parent: [Int: Int] = [:]
    private var componentOfConstraint: [ObjectIdentifier: Int] = [:]

    init(_ constraints: [Constraint]) {
        var first: [(ObjectIdentifier, Int)] = []
        for constraint in constraints {
            let ids = constraint.expression.terms.filter { abs($0.coefficient) >= 1e-13 }.map(\.variable.id)
            guard let head = ids.first else { continue }
            for id in ids { if parent[id] == nil { parent[id] = id } }
            for id in ids.dropFirst() { union(head, id) }
            first.append((ObjectIdentifier(constraint), head))
        }
        for (key, head) in first { componentOfConstraint[key] = find(head) }
        for id in Array(parent.keys) { _ = find(id) }
    }

    private mutating func find(_ id: Int) -> Int {
        var root = id
        while let next = parent[root], next != root { root = next }
        var current = id
        while let next = parent[current], next != root {
            parent[current] = root
            current = next
        }
        return root
    }

    private mutating func union(_ a: Int, _ b: Int) {
        let (ra, rb) = (find(a), find(b))
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }

    /// The component of a variable, by id; nil for a variable no constraint names.
    func component(of variableID: Int) -> Int? { parent[variableID] }

    /// The component of a constraint; nil when it names no variable.
    func component(of constraint: Constraint) -> Int? { componentOfConstraint[ObjectIdentifier(constraint)] }
}
