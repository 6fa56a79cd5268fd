import Plumb

/// The guide that follows the keyboard (UIKit's `UIKeyboardLayoutGuide`): a `UILayoutGuide`
/// here, since Plumb's guides are not subclassed.
public typealias UIKeyboardLayoutGuide = UILayoutGuide

extension View {
    /// The identifier UIKit gives the keyboard guide.
    static let keyboardGuideIdentifier = "UIViewKeyboardLayoutGuide"
    /// The identifier of the guide's height constraint, which follows the keyboard.
    static let keyboardHeightIdentifier = "UIKeyboardLayoutGuide-height"

    /// The part of the view the keyboard covers (UIKit's `keyboardLayoutGuide`, made on first
    /// use): full width at the bottom. With no keyboard on show it is at the bottom with the
    /// height of the bottom safe-area inset, so its top is the safe area's bottom (Apple's
    /// sample "Adjusting your layout with keyboard layout guide": "the guide is at the bottom
    /// of the window and has a height equal to the bottom of the current safeAreaInsets").
    /// A ``UIWindow``'s `showKeyboard(height:)` raises it to the keyboard's top.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == View.keyboardGuideIdentifier }) { return guide }
        let guide = UILayoutGuide()
        guide.identifier = View.keyboardGuideIdentifier
        addLayoutGuide(guide)
        // At 999, the top follows the safe area until the keyboard's height (required) is taller.
        let safeTop = guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        safeTop.priority = UILayoutPriority(999)
        safeTop.identifier = "UIKeyboardLayoutGuide-safeArea"
        let height = guide.heightAnchor.constraint(greaterThanOrEqualToConstant: (rootView as? UIWindow)?.keyboardHeight ?? 0)
        height.identifier = View.keyboardHeightIdentifier
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            safeTop, height,
        ])
        return guide
    }

    /// The frame in the root view's coordinates (the frames' origins added up the tree).
    var frameInRoot: Rect {
        var rect = rectFrame
        var ancestor = superview
        while let view = ancestor, view.superview != nil {
            rect = rect.offsetBy(dx: view.rectFrame.minX, dy: view.rectFrame.minY)
            ancestor = view.superview
        }
        return rect
    }

    /// The keyboard guide's height constraint, if the view has made its guide.
    var keyboardHeightConstraint: NSLayoutConstraint? {
        guard layoutGuides.contains(where: { $0.identifier == View.keyboardGuideIdentifier }) else { return nil }
        return constraints.first { $0.identifier == View.keyboardHeightIdentifier }
    }
}

extension UIWindow {
    /// Shows a docked keyboard `height` points tall at the bottom of the window (a test's
    /// stand-in for the system keyboard, drawn as a plain grey panel in the light keyboard's
    /// colour, 209, 211, 217), moving every keyboard layout guide up to its top, and lays the
    /// window out. A guide's height is the part of its view the keyboard covers.
    public func showKeyboard(height: Double) {
        keyboardHeight = height
        keyboardPanel.removeFromSuperview()
        keyboardPanel.frame = CGRect(x: 0, y: Double(bounds.height) - height, width: Double(bounds.width), height: height)
        keyboardPanel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        keyboardPanel.backgroundColor = Color(red: 209 / 255, green: 211 / 255, blue: 217 / 255)
        addSubview(keyboardPanel)
        layoutIfNeeded()
        let keyboardTop = Double(bounds.height) - height
        for view in subtreeViews {
            guard let constraint = view.keyboardHeightConstraint else { continue }
            let bottom = view.frameInRoot.maxY
            constraint.constant = max(0, bottom - keyboardTop)
        }
        layoutIfNeeded()
    }

    /// Hides the keyboard: every keyboard guide goes back to the bottom safe-area inset.
    public func hideKeyboard() {
        keyboardHeight = nil
        keyboardPanel.removeFromSuperview()
        for view in subtreeViews { view.keyboardHeightConstraint?.constant = 0 }
        layoutIfNeeded()
    }
}
