/// The state a view tree keeps once, at its root, in the role UIKit gives `UIWindow`: the
/// engine, the layout cycle's bookkeeping, the traits, the scale and the text measurer.
///
/// A view makes its layout root when it first needs one (its first layout pass, or a trait or
/// scale set on it), so a leaf that never stood at the top of a tree carries none. A view that
/// joins a tree keeps its layout root but gives up the engine: the tree's root has that.
final class LayoutRoot {
    /// The engine, once something has needed one.
    var engine: LayoutEngine?
    /// The engine revision of the last layout pass (-1 before the first).
    var laidOutRevision = -1
    /// Some view asked for `updateConstraints()`.
    var updateConstraintsPending = true
    /// Something asked for an update or layout pass.
    var layoutWorkPending = true
    /// A layout pass is running.
    var isInLayoutPass = false
    /// The last view that invalidated layout during a layout pass. Held strongly only while
    /// `layoutIfNeeded()` runs (cleared at its end), so that views need no weak-reference
    /// side tables.
    var lastInvalidator: View?
    /// The view whose `layoutSubviews()` is running.
    var viewBeingLaidOut: View?
    /// The traits of the whole tree (see ``View/traitCollection``).
    var traits = TraitCollection()
    /// Pixels per point (see ``View/contentScaleFactor``).
    var scale: Double = 1
    /// What the tree's text is measured with (see ``View/textMeasurer``); nil for the monospace fake.
    var textMeasurer: (any TextMeasuring)?
}

extension View {
    /// This view's layout root, made on first use.
    var layoutRoot: LayoutRoot {
        if let storedLayoutRoot { return storedLayoutRoot }
        let made = LayoutRoot()
        storedLayoutRoot = made
        return made
    }

    // The layout root's fields, read with their defaults while there is none (so reading
    // never makes one) and written through it.

    /// The engine, when this view is the root of its tree and something has needed one.
    var hostedEngine: LayoutEngine? {
        get { storedLayoutRoot?.engine }
        set {
            if newValue == nil, storedLayoutRoot == nil { return }
            layoutRoot.engine = newValue
        }
    }
    /// On the root: the engine revision of the last layout pass (-1 before the first).
    var laidOutRevision: Int {
        get { storedLayoutRoot?.laidOutRevision ?? -1 }
        set { layoutRoot.laidOutRevision = newValue }
    }
    /// On the root: some view asked for `updateConstraints()`.
    var updateConstraintsPending: Bool {
        get { storedLayoutRoot?.updateConstraintsPending ?? true }
        set { if storedLayoutRoot != nil || !newValue { layoutRoot.updateConstraintsPending = newValue } }
    }
    /// On the root: something asked for an update or layout pass.
    var layoutWorkPending: Bool {
        get { storedLayoutRoot?.layoutWorkPending ?? true }
        set { if storedLayoutRoot != nil || !newValue { layoutRoot.layoutWorkPending = newValue } }
    }
    /// On the root: a layout pass is running.
    var isInLayoutPass: Bool { storedLayoutRoot?.isInLayoutPass ?? false }
    /// On the root: the last view that invalidated layout during a layout pass.
    var lastInvalidator: View? { storedLayoutRoot?.lastInvalidator }
    /// On the root: the traits of the whole tree.
    var rootTraits: TraitCollection {
        get { storedLayoutRoot?.traits ?? TraitCollection() }
        set { layoutRoot.traits = newValue }
    }
}
