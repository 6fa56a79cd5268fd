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
        let determining = engine.solver.constraintsDetermining(axis == .horizontal ? [v.minX, v.width] : [v.minY, v.height])
        return determining.compactMap { constraint in
            if case let .user(layoutConstraint)? = engine.owner(of: constraint) { return layoutConstraint }
            return nil
        }
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
    /// first: the same lists, found together. Each constraint's constant is probed once for all
    /// the views, where asking view by view probes it once per view and axis (a whole tree
    /// then costs views × constraints² steps). Brings the layout up to date first.
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
        var answers = engine.solver.constraintsDetermining(groups: groups).makeIterator()
        var byView: [ObjectIdentifier: ConstraintsAffectingLayout] = [:]
        for view in registered {
            func users(_ constraints: [Constraint]?) -> [LayoutConstraint] {
                (constraints ?? []).compactMap { constraint in
                    if case let .user(layoutConstraint)? = engine.owner(of: constraint) { return layoutConstraint }
                    return nil
                }
            }
            let horizontal = users(answers.next()), vertical = users(answers.next())
            byView[ObjectIdentifier(view)] = ConstraintsAffectingLayout(view: view, horizontal: horizontal, vertical: vertical)
        }
        return views.map { byView[ObjectIdentifier($0)] ?? ConstraintsAffectingLayout(view: $0, horizontal: [], vertical: []) }
    }
}
