import Plumb

/// A stack of view controllers under a navigation bar (UIKit's `UINavigationController`). The
/// top controller's view fills the container, and its safe area starts below the bar: 44
/// points under the status bar, 96 with a large title (so on an iPhone 15, 59 + 44 = 103 and
/// 59 + 96 = 155 from the top).
open class UINavigationController: UIViewController, UIViewControllerContainer {
    /// The controllers, root first; the last is on top.
    public private(set) var viewControllers: [UIViewController] = []
    /// The bar drawn over the top controller.
    public let navigationBar = UINavigationBar()
    /// Whether the bar is hidden (false by default).
    public private(set) var isNavigationBarHidden = false

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
    }

    /// Never decoded on Linux: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller on top.
    public var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown (the top one; nothing is presented modally here).
    public var visibleViewController: UIViewController? { topViewController }

    /// Pushes `viewController` on top (nothing animates).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    /// Pops the top controller, unless it is the root; returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops to the root controller; returns the popped ones.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(viewControllers.dropFirst())
        if let root = viewControllers.first { setViewControllers([root], animated: animated) }
        return popped
    }

    /// Replaces the stack; the last one is shown.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let old = topViewController
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewControllers = controllers
        if old !== topViewController, isViewLoaded { showTop() }
    }

    /// Hides or shows the bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
        barContentsDidChange()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showTop()
    }

    /// Puts the top controller's view under the bar.
    private func showTop() {
        guard isViewLoaded else { return }
        showChildView(topViewController, among: viewControllers, under: navigationBar)
        barContentsDidChange()
    }

    /// Whether the top item shows a large title.
    private var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles, let top = topViewController else { return false }
        switch top.navigationItem.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic:
            // Follows the item below, so the root decides (UIKit's rule).
            let modes = viewControllers.map(\.navigationItem.largeTitleDisplayMode)
            return !modes.dropLast().contains(.never)
        }
    }

    /// The bar's height for the top item (0 when hidden).
    var barHeight: Double {
        isNavigationBarHidden ? 0 : (showsLargeTitle ? UINavigationBar.largeTitleHeight : UINavigationBar.standardHeight)
    }

    /// The top item changed: the bar shows it and the top controller's safe area follows.
    func barContentsDidChange() {
        guard isViewLoaded else { return }
        navigationBar.show(topViewController?.navigationItem, large: showsLargeTitle, margin: systemMinimumLayoutMargins.leading)
        for controller in viewControllers {
            controller.safeAreaInsetsFromContainer = controller === topViewController ? UIEdgeInsets(top: barHeight) : .zero
        }
        view.setNeedsLayout()
    }

    func childItemsDidChange() { barContentsDidChange() }

    /// Places the bar below the status bar, as wide as the view.
    override func layOutContainedViews() {
        let top = Double(view.safeAreaInsets.top)
        navigationBar.frame = CGRect(x: 0, y: top, width: Double(view.bounds.width), height: barHeight)
    }
}
