import Plumb

/// UIKit's hierarchy notifications on ``UIView``: Plumb's `addSubview`, `insertSubview` and
/// `removeFromSuperview` call them, so an app's overrides run. Its own class so that
/// `UIView.swift` stays about layout. Not for apps.
///
/// The order is the one iOS devices log (Apple documents each call but not the sequence).
/// Joining a superview: `willMove(toSuperview:)`, `didMoveToSuperview()`, then, if the window
/// changes, `willMove(toWindow:)` and `didMoveToWindow()` on the view and every view inside it
/// (parents first), then the superview's `didAddSubview(_:)`. Leaving: `willMove(toSuperview:
/// nil)`, `willMove(toWindow: nil)` down the subtree, the superview's `willRemoveSubview(_:)`,
/// `didMoveToWindow()` down the subtree, `didMoveToSuperview()`.
open class _UIViewHierarchyBridge: _UIViewInteractionBridge {
    /// The window the view is in (itself, for a window); nil outside any window.
    public var window: UIWindow? {
        var current: View? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// Called before the view joins `newSuperview`, or leaves its superview (nil). Does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view's superview changed (it may be nil). Does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view, or a superview of it, enters `newWindow` or leaves its window
    /// (nil). Does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's ``window`` changed (it may be nil). Does nothing.
    open func didMoveToWindow() {}
    /// Called on the superview after `subview` joined it. Does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called on the superview before `subview` leaves it. Does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Draws custom content in `rect` (UIKit's `draw(_:)`). A no-op that Plumb's renderer never
    /// calls: what an override draws with Core Graphics is not in Plumb's picture.
    open func draw(_ rect: CGRect) {}

    // MARK: Plumb's hooks, routed to UIKit's

    public override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        if let subview = subview as? UIView { didAddSubview(subview) }
    }

    public override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if let subview = subview as? UIView { willRemoveSubview(subview) }
    }

    public override func _willMove(toSuperview newSuperview: View?) {
        willMove(toSuperview: newSuperview as? UIView)
        guard newSuperview == nil, let oldWindow = window else { return }
        announceWindowChange(from: oldWindow, to: nil)
    }

    public override func _didMove(fromSuperview oldSuperview: View?) {
        let oldWindow = (oldSuperview as? UIView)?.window
        let newWindow = window
        if superview == nil {
            if oldWindow != nil { forEachUIView { $0.didMoveToWindow() } }
            didMoveToSuperview()
            return
        }
        didMoveToSuperview()
        guard oldWindow !== newWindow else { return }
        announceWindowChange(from: oldWindow, to: newWindow)
        forEachUIView { $0.didMoveToWindow() }
    }

    /// `willMove(toWindow:)` down the subtree; a first responder leaving `oldWindow` resigns.
    private func announceWindowChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        forEachUIView { view in
            view.willMove(toWindow: newWindow)
            if let oldWindow, oldWindow.firstResponder === view {
                view.resignFirstResponder()
                oldWindow.firstResponder = nil
            }
        }
    }

    /// Calls `body` on this view and every `UIView` inside it, parents first.
    private func forEachUIView(_ body: (UIView) -> Void) {
        func visit(_ view: View) {
            if let view = view as? UIView { body(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
    }
}
