import PlumbSolver

extension View {
    /// The constraints that affect this view's position or size along an axis (UIKit's
    /// `constraintsAffectingLayout(for:)`): every active constraint whose constant the view's
    /// alignment rectangle depends on right now, including constraints that don't name the
    /// view (a label pinned to the top that a view is chained to). Binding inequalities count;
    /// slack ones, broken ones and the engine's own (content size, autoresizing, margins) are
    /// left out. Brings the layout up to date first; in activation order.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        let root = rootView
        root.layoutIfNeeded()
        guard let engine = root.hostedEngine, engine.isRegistered(self) else { return [] }
        let v = variables
        return engine.userConstraintsDetermining(groups: [axis == .horizontal ? [v.minX, v.width] : [v.minY, v.height]])[0]
    }
}

/// One view's `constraintsAffectingLayout(for:)` on both axes.
public struct ConstraintsAffectingLayout {
    /// The view.
    public let view: View
    /// `constraintsAffectingLayout(for: .horizontal)`.
    public let horizontal: [LayoutConstraint]
    /// `constraintsAffectingLayout(for: .vertical)`.
    public let vertical: [LayoutConstraint]
}

extension View {
    /// ``constraintsAffectingLayout(for:)`` on both axes for every view of this subtree, parents
    /// first: the same lists, found together. Each user constraint's constant is moved once
    /// each way on the tree's own solver and put back, and the views whose values moved are
    /// read from the solver's change log: the work is the solver's edits plus the entries of
    /// the lists, where asking view by view probes every constraint once per view and axis.
    /// A tree with ambiguous items is probed on copies of the solver instead (a probe there
    /// could leave an ambiguous view elsewhere). Brings the layout up to date first.
    public func constraintsAffectingLayoutInSubtree() -> [ConstraintsAffectingLayout] {
        let root = rootView
        root.layoutIfNeeded()
        let views = subtreeViews
        guard let engine = root.hostedEngine else {
            return views.map { ConstraintsAffectingLayout(view: $0, horizontal: [], vertical: []) }
        }
        let registered = views.filter(engine.isRegistered)
        let groups = registered.flatMap { view -> [[Variable]] in
            let v = view.variables
            return [[v.minX, v.width], [v.minY, v.height]]
        }
        var answers = engine.userConstraintsDetermining(groups: groups).makeIterator()
        var byView: [ObjectIdentifier: ConstraintsAffectingLayout] = [:]
        for view in registered {
            let horizontal = answers.next() ?? [], vertical = answers.next() ?? []
            byView[ObjectIdentifier(view)] = ConstraintsAffectingLayout(view: view, horizontal: horizontal, vertical: vertical)
        }
        return views.map { byView[ObjectIdentifier($0)] ?? ConstraintsAffectingLayout(view: $0, horizontal: [], vertical: []) }
    }
}

extension LayoutEngine {
    /// For each group of variables, the user constraints its values depend on
    /// (`Solver.constraintsDetermining(groups:)` less the engine's own constraints): probed in
    /// place when every item's layout is unique, else on copies.
    func userConstraintsDetermining(groups: [[Variable]]) -> [[LayoutConstraint]] {
        if !ambiguousVariables(of: items.usedSlots.map { items[$0].item }).contains(where: { !$0.isEmpty }) {
            var probe = DeterminingProbe(engine: self, groups: groups)
            let found = probe.find()
            lastDeterminingCounts = probe.counts
            if let found { return found }
        }
        return solver.constraintsDetermining(groups: groups).map(userConstraints)
    }

    /// The user's constraints among solver constraints.
    func userConstraints(_ constraints: [Constraint]) -> [LayoutConstraint] {
        constraints.compactMap { constraint in
            if case let .user(layoutConstraint)? = owner(of: constraint) { return layoutConstraint }
            return nil
        }
    }
}
