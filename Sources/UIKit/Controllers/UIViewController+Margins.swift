import Plumb

extension UIViewController {
    /// The smallest margins the root view gets (UIKit's `systemMinimumLayoutMargins`): 16
    /// points leading and trailing in a compact-width environment and 20 in a regular one, 0
    /// on top and bottom. Apple: "16 points for compact width and 20 points for regular"; the
    /// root view's top margin on an iPhone is its safe-area inset, so the minimum there is 0.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: Double = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Gives the root view the margins it asked for, raised on each edge to the system minimum
    /// while ``viewRespectsSystemMinimumLayoutMargins`` is on (Apple: "the root view's actual
    /// margins are set to either your custom values or the minimum values …, whichever values
    /// are greater"). A change the app made since the last call is what it asks for now.
    func applyRootViewMargins() {
        guard let view = viewIfLoaded else { return }
        if let applied = appliedRootMargins, view.directionalLayoutMargins != applied {
            requestedRootMargins = view.directionalLayoutMargins
        }
        var margins = requestedRootMargins
        if viewRespectsSystemMinimumLayoutMargins {
            let minimum = systemMinimumLayoutMargins
            margins = NSDirectionalEdgeInsets(top: max(margins.top, minimum.top), leading: max(margins.leading, minimum.leading),
                                              bottom: max(margins.bottom, minimum.bottom), trailing: max(margins.trailing, minimum.trailing))
        }
        appliedRootMargins = margins
        if view.directionalLayoutMargins != margins { view.directionalLayoutMargins = margins }
    }

    /// The root view's added safe-area insets: the app's ``additionalSafeAreaInsets`` plus its
    /// container's bars.
    func applySafeAreaInsets() {
        guard let view = viewIfLoaded else { return }
        let app = additionalSafeAreaInsets, bars = safeAreaInsetsFromContainer
        view.additionalSafeAreaInsets = UIEdgeInsets(top: app.top + bars.top, left: app.left + bars.left,
                                                     bottom: app.bottom + bars.bottom, right: app.right + bars.right)
    }

    /// A newly set root view takes the controller's margins and safe-area insets.
    func adoptRootView(_ view: UIView) {
        appliedRootMargins = nil
        requestedRootMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        applyRootViewMargins()
        applySafeAreaInsets()
    }
}
