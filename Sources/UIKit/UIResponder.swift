import Plumb

/// An object that can answer events and become first responder (UIKit's `UIResponder`).
///
/// On iOS it is the superclass of `UIView` and `UIViewController`. Here it is a protocol they
/// adopt: ``UIView`` must be a Plumb `View`, whose superclass is the layout item it shares with
/// layout guides, and Swift classes have one superclass (docs/UIKIT.md, "UIResponder").
/// `var next: UIResponder?`, `as? UIViewController` walks and the overrides compile as on iOS.
public protocol UIResponder: AnyObject {
    /// The next responder in the chain: a view's controller or superview, a controller's
    /// view's superview.
    var next: UIResponder? { get }
    /// Whether this object can become first responder (false by default).
    var canBecomeFirstResponder: Bool { get }
    /// Whether this object gives up first responder when asked (true by default).
    var canResignFirstResponder: Bool { get }
    /// Whether this object is its window's first responder.
    var isFirstResponder: Bool { get }
    /// Asks to become its window's first responder; true if it did.
    @discardableResult func becomeFirstResponder() -> Bool
    /// Asks to give up first responder; true if it did (or was not first responder).
    @discardableResult func resignFirstResponder() -> Bool
}

/// UIResponder's defaults, for an app's own class that adopts ``UIResponder``: no next
/// responder, never first responder.
extension UIResponder {
    public var next: UIResponder? { nil }
    public var canBecomeFirstResponder: Bool { false }
    public var canResignFirstResponder: Bool { true }
    public var isFirstResponder: Bool { false }
    @discardableResult public func becomeFirstResponder() -> Bool { false }
    @discardableResult public func resignFirstResponder() -> Bool { true }
}

extension UIWindow {
    /// UIResponder's default `becomeFirstResponder()` for `responder` in this window, in the
    /// order Apple documents: the current first responder is asked to resign, and only if it
    /// does is `responder`'s `canBecomeFirstResponder` asked.
    func makeFirstResponder(_ responder: any UIResponder) -> Bool {
        if firstResponder === responder { return true }
        if let current = firstResponder {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            firstResponder = nil
        }
        guard responder.canBecomeFirstResponder else { return false }
        firstResponder = responder
        return true
    }

    /// UIResponder's default `resignFirstResponder()`: gives up the status; always true.
    func resignFirstResponder(of responder: any UIResponder) -> Bool {
        if firstResponder === responder { firstResponder = nil }
        return true
    }
}
