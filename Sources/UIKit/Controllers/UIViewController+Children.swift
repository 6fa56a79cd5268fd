import Plumb

/// A controller that shows children and draws bars for them (navigation, tab bar).
protocol UIViewControllerContainer: AnyObject {
    /// A child's title or items changed.
    func childItemsDidChange()
}

extension UIViewController {
    /// Adds `childController` as a child, calling its `willMove(toParent:)` (UIKit's order).
    /// Add its view to the hierarchy, then call `didMove(toParent: self)`.
    public func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parent = self
        children.append(childController)
    }

    /// Removes this controller from its parent, calling `didMove(toParent: nil)` (call
    /// `willMove(toParent: nil)` and remove the view first, as in UIKit).
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The nearest navigation controller above this one, or this one.
    public var navigationController: UINavigationController? { nearest(UINavigationController.self) }

    /// The nearest tab bar controller above this one, or this one.
    public var tabBarController: UITabBarController? { nearest(UITabBarController.self) }

    /// This controller or its nearest ancestor of a type.
    private func nearest<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var controller: UIViewController? = self
        while let current = controller {
            if let found = current as? Container { return found }
            controller = current.parent
        }
        return nil
    }

    /// A container shows one child: its view fills the container's view behind `bar`, and
    /// the other children's views leave it. The child is told it appears.
    func showChildView(_ shown: UIViewController?, among children: [UIViewController], under bar: UIView) {
        guard let view else { return }
        for controller in children where controller !== shown {
            controller.viewIfLoaded?.removeFromSuperview()
        }
        if let shown, let shownView = shown.view, shownView.superview !== view {
            shownView.frame = view.bounds
            shownView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(shownView, at: 0)
            shown.viewWillAppear(false)
            shown.viewDidAppear(false)
        }
        if bar.superview !== view { view.addSubview(bar) }
    }

    /// This controller and its descendants, parents first.
    var controllerSubtree: [UIViewController] {
        [self] + children.flatMap(\.controllerSubtree)
    }
}

