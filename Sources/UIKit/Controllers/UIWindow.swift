import Plumb

/// The root of a tree of views on a device screen (UIKit's `UIWindow`): it takes the device's
/// size, safe area, scale and traits, shows its ``rootViewController``'s view filling it, and
/// lays out with Plumb's layout pass. There is no run loop on Linux: call `layoutIfNeeded()`.
open class UIWindow: UIView {
    /// The device the window stands for (iPhone 15 by default, as ``UIScreen/main``).
    public private(set) var device: Device = UIScreen.main.device
    /// The orientation the window is shown in.
    public private(set) var orientation: Orientation = .portrait
    /// The responder that became first responder in this window (``UIResponder``).
    weak var firstResponder: (any UIResponder)?

    /// A window with a frame; give it a device with ``show(on:orientation:)`` for a safe area
    /// and traits.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Windows are never decoded on Linux: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A window on a device's screen: its size, its safe area, its scale and its traits in
    /// `orientation` (Plumb's device table: iPhone 15 is 393 × 852 at 3×, safe area 59 on top
    /// and 34 at the bottom in portrait).
    public convenience init(device: Device, orientation: Orientation = .portrait) {
        self.init(frame: .zero)
        show(on: device, orientation: orientation)
    }

    /// Puts the window on `device` in `orientation`; the views' `traitCollectionDidChange` is
    /// called if the traits change.
    public func show(on device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
        frame = CGRect(origin: .zero, size: CGSize(device.size(orientation)))
        safeAreaInsets = device.safeArea(orientation)
        contentScaleFactor = device.scale
        setTraitCollection(device.traits(orientation))
    }

    /// Gives the window's tree new traits, and calls `traitCollectionDidChange(_:)` on every
    /// view controller it shows (parents first) and every `UIView` (superviews first) when
    /// they differ from the old ones, as UIKit does when the environment changes.
    public func setTraitCollection(_ traits: UITraitCollection) {
        let previous = traitCollection
        guard traits != previous else { return }
        traitCollection = traits
        for controller in rootViewController?.controllerSubtree ?? [] {
            controller.traitCollectionDidChange(previous)
            controller.viewIfLoaded?.setNeedsLayout()
        }
        for view in subtreeViews {
            (view as? UIView)?.traitCollectionDidChange(previous)
        }
    }

    /// The controller whose view fills the window. Setting it puts that view in, sized to the
    /// window and resizing with it, and calls its `viewWillAppear`/`viewDidAppear`.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController, let view = controller.view else { return }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.translatesAutoresizingMaskIntoConstraints = true
            addSubview(view)
            controller.viewWillAppear(false)
            controller.viewDidAppear(false)
        }
    }

    /// Whether the window is shown (``makeKeyAndVisible()`` sets it).
    public private(set) var isKeyWindow = false

    /// Shows the window and lays it out.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        layoutIfNeeded()
    }

    // MARK: Keyboard (UIWindow+Keyboard.swift)

    /// The height of the keyboard on show, or nil while it is hidden.
    public internal(set) var keyboardHeight: Double?
    /// The panel drawn where the keyboard is.
    let keyboardPanel = UIView()
}
