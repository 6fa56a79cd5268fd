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
