import Plumb

/// Switches between view controllers with a tab bar (UIKit's `UITabBarController`). The
/// selected controller's view fills the container and its safe area ends above the bar: 49
/// points over the bottom inset (on an iPhone 15, 852 − 34 − 49 = 769).
open class UITabBarController: UIViewController, UIViewControllerContainer {
    /// The bar drawn under the selected controller.
    public let tabBar = UITabBar()

    /// The controllers, one per tab.
    open var viewControllers: [UIViewController]? {
        get { storedControllers }
        set { setViewControllers(newValue, animated: false) }
    }
    private var storedControllers: [UIViewController]?

    /// The index of the selected tab.
    open var selectedIndex: Int = 0 {
        didSet { showSelected() }
    }

    /// The selected controller.
    open var selectedViewController: UIViewController? {
        get {
            guard let controllers = storedControllers, controllers.indices.contains(selectedIndex) else { return nil }
            return controllers[selectedIndex]
        }
        set {
            if let index = storedControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    /// Sets the tabs' controllers; the first is selected if the index is out of range.
    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        for controller in storedControllers ?? [] {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        storedControllers = controllers
        for controller in controllers ?? [] {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if !(controllers ?? []).indices.contains(selectedIndex) { selectedIndex = 0 } else { showSelected() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected()
    }

    /// Puts the selected controller's view under the bar.
    private func showSelected() {
        guard isViewLoaded else { return }
        showChildView(selectedViewController, among: storedControllers ?? [], under: tabBar)
        childItemsDidChange()
    }

    func childItemsDidChange() {
        tabBar.items = storedControllers?.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
        for controller in storedControllers ?? [] {
            controller.safeAreaInsetsFromContainer = UIEdgeInsets(bottom: UITabBar.standardHeight)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Places the bar at the bottom, over the bottom safe-area inset.
    override func layOutContainedViews() {
        let bottom = Double(view.safeAreaInsets.bottom)
        let height = UITabBar.standardHeight + bottom
        tabBar.frame = CGRect(x: 0, y: Double(view.bounds.height) - height, width: Double(view.bounds.width), height: height)
    }
}
