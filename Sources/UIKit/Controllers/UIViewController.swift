import Plumb

/// Manages one screen's view (UIKit's `UIViewController`): the view is made on first use by
/// ``loadView()``, then ``viewDidLoad()`` runs; the layout pass calls
/// ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()`` around the view's
/// `layoutSubviews()`. Show it with a ``UIWindow`` (its `rootViewController`), which gives it the
/// device's size, safe area and traits.
open class UIViewController {
    private var loadedView: UIView?

    /// Creates a view controller; nibs do not exist on Linux, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a view controller whose view ``loadView()`` makes.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// View controllers are never decoded from a storyboard on Linux: returns nil (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The view

    /// The root view, loaded on first read through ``loadView()`` and then ``viewDidLoad()``.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
            if let newValue { adoptRootView(newValue) }
        }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view. UIKit's default (with no nib) is a plain `UIView` the size of the
    /// screen; override it to make your own, and don't call `super`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the root view now if it isn't loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called once, after the root view is loaded.
    open func viewDidLoad() {}

    /// Called before the root view lays out its subviews (in the layout pass).
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews (in the layout pass).
    open func viewDidLayoutSubviews() {}

    /// Called before the view appears: a ``UIWindow`` calls it when it shows its root view
    /// controller, and containers when they show a child. The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (right after ``viewWillAppear(_:)`` here: nothing animates).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears. The default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The root view is about to lay out: the margins the system asks for are applied, then
    /// ``viewWillLayoutSubviews()`` runs.
    func rootViewWillLayOut() {
        applyRootViewMargins()
        layOutContainedViews()
        viewWillLayoutSubviews()
    }

    /// Places a container's bars; nothing for other controllers.
    func layOutContainedViews() {}

    // MARK: Items and traits

    /// The title a navigation bar or tab bar shows for this controller.
    open var title: String? {
        didSet { titleDidChange() }
    }

    /// What a navigation bar shows while this controller is on top (made on first use).
    public private(set) lazy var navigationItem = UINavigationItem(owner: self)

    /// What a tab bar shows for this controller (made on first use, titled by ``title``).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: UITabBarItem?

    /// The traits the controller's view is laid out for (the window's, once it is in one).
    public var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection() }

    /// Called when the traits change (a ``UIWindow`` given new traits calls it on every
    /// controller it shows, before their views).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called when ``title`` changes; containers redraw their bars.
    func titleDidChange() {
        if storedTabBarItem?.title == nil { storedTabBarItem?.title = title }
        (parent as? UIViewControllerContainer)?.childItemsDidChange()
    }

    // MARK: Children (UIViewController+Children.swift)

    /// The controller this one is a child of.
    public internal(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []

    /// Called before the controller is added to or removed from a parent. The default does nothing.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent. The default does nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Safe area and margins (UIViewController+Margins.swift)

    /// Insets added to the safe area the root view gets from its superview (UIKit's
    /// `additionalSafeAreaInsets`): they move the root view's safe-area guide and margins in.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { applySafeAreaInsets() }
    }
    /// What a container adds to this controller's safe area (its navigation or tab bar).
    var safeAreaInsetsFromContainer = UIEdgeInsets.zero {
        didSet { applySafeAreaInsets() }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { loadedView?.setNeedsLayout() }
    }
    /// The margins the root view asked for; the applied ones are at least the system minimum.
    var requestedRootMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The margins last applied to the root view, to tell a change made by the app.
    var appliedRootMargins: NSDirectionalEdgeInsets?

    // MARK: Responder methods (UIKit's `UIResponder`, with its defaults)

    /// The view's superview, as Apple documents for view controllers.
    open var next: UIResponder? { viewIfLoaded?.superview as? UIView }
    /// Whether the controller can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the controller gives up first responder when asked (true by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether the controller is its view's window's first responder.
    open var isFirstResponder: Bool { viewIfLoaded?.window?.firstResponder === self }
    /// Becomes first responder in its view's window if the current one resigns and this can.
    @discardableResult open func becomeFirstResponder() -> Bool {
        viewIfLoaded?.window?.makeFirstResponder(self) ?? false
    }
    /// Gives up first responder; true (UIKit's default).
    @discardableResult open func resignFirstResponder() -> Bool {
        viewIfLoaded?.window?.resignFirstResponder(of: self) ?? true
    }
}
