import Plumb

/// Routes Plumb's layout engine to the `CGSize`-typed `intrinsicContentSize` a ``UIView``
/// subclass overrides. It is its own class because one class cannot both override Plumb's
/// `intrinsicContentSize: Size` and declare UIKit's `intrinsicContentSize: CGSize`. Not for apps.
open class _UIViewLayoutBridge: View {
    /// The size the engine reads: the UIKit-typed ``UIView/intrinsicContentSize``.
    @_disfavoredOverload open override var intrinsicContentSize: Size { _intrinsicContentSizeForLayout.plumbSize }
    /// Overridden by ``UIView``.
    public var _intrinsicContentSizeForLayout: CGSize { CGSize(super.intrinsicContentSize) }
}

/// A rectangle laid out by constraints, subclassable the way iOS apps subclass UIKit's `UIView`.
///
/// It is a Plumb `View`, so Plumb's renderer, inspector and `assertSnapshot` take it as it is.
/// The UIKit-typed members (`frame: CGRect`, `intrinsicContentSize: CGSize`, …) stand beside
/// Plumb's `Rect`-typed ones, and win wherever this module is imported.
open class UIView: _UIViewHierarchyBridge {
    /// How the view resizes with its superview (UIKit's `UIView.AutoresizingMask`).
    public typealias AutoresizingMask = Plumb.AutoresizingMask
    /// How content fills the bounds (UIKit's `UIView.ContentMode`).
    public typealias ContentMode = Plumb.ContentMode

    /// Creates a view with a frame; constraints made in code still need
    /// `translatesAutoresizingMaskIntoConstraints = false`, as in UIKit.
    public init(frame: CGRect) {
        super.init(frame: frame.plumbRect)
    }

    /// Views are never decoded from a nib or storyboard on Linux, so this returns nil (UIKit's
    /// default decodes the archive). Subclasses that `fatalError` here, as most do, compile as
    /// they are; none of Plumb's code calls it.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The natural size of the content; `UIView.noIntrinsicMetric` (−1) on an axis without one.
    /// Override it, and call `invalidateIntrinsicContentSize()` when it changes.
    @_nonoverride open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The engine reads the overridable ``intrinsicContentSize``.
    public override var _intrinsicContentSizeForLayout: CGSize { intrinsicContentSize }

    /// The size that best fits `size`. UIKit's default returns the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The colour tinted content uses; nil inherits the nearest superview's, then system blue
    /// (UIKit's default tint).
    open var tintColor: UIColor! {
        get { storedTintColor ?? ((superview as? UIView)?.tintColor ?? .systemBlue) }
        set { storedTintColor = newValue }
    }
    private var storedTintColor: UIColor?

    /// Called when the traits change: a ``UIWindow`` calls it on every `UIView` of its tree
    /// when it is given new traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The layer `layer` returns: one per view, so its settings persist.
    lazy var ownLayer = CALayer(view: self)

    /// The view controller whose root view this is (UIKit keeps this link privately).
    weak var owningViewController: UIViewController?

    /// Calls the owning view controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` around ``layoutSubviews()``, as UIKit does.
    public override func _layoutSubviewsInLayoutPass() {
        guard let controller = owningViewController else { return super._layoutSubviewsInLayoutPass() }
        controller.rootViewWillLayOut()
        super._layoutSubviewsInLayoutPass()
        controller.viewDidLayoutSubviews()
    }

    // MARK: Responder methods (UIKit's `UIResponder`)
    // UIKit's defaults: a view becomes first responder only if it says it can and is in a
    // window; its window keeps which one is. There are no events or keyboard on Linux.

    /// The view controller whose root view this is, else the superview (UIKit's rule).
    open var next: UIResponder? { owningViewController ?? (superview as? UIView) }
    /// Whether the view can become first responder (false, UIKit's default for views).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the view gives up first responder when asked (true, UIKit's default).
    open var canResignFirstResponder: Bool { true }
    /// Whether the view is its window's first responder.
    open var isFirstResponder: Bool { window?.firstResponder === self }
    /// Becomes the window's first responder if the current one resigns and this view can;
    /// false outside a window, as Apple says not to call it there.
    @discardableResult open func becomeFirstResponder() -> Bool {
        window?.makeFirstResponder(self) ?? false
    }
    /// Gives up first responder; true (UIKit's default).
    @discardableResult open func resignFirstResponder() -> Bool {
        window?.resignFirstResponder(of: self) ?? true
    }
}

extension UIView: UIResponder {}
