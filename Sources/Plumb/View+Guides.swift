extension View {
    /// A guide inset from the frame by the layout margins; made on first use.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }

    /// A guide inset by the safe area: the root's ``safeAreaInsets``, and for other views the
    /// part of the root's safe area they overlap. Made on first use.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

    /// The view's guide for a system role, made and added on first use.
    func systemGuide(_ role: LayoutGuide.Role) -> LayoutGuide {
        if let guide = systemGuides[role] { return guide }
        let guide = LayoutGuide(role: role)
        systemGuides[role] = guide
        addLayoutGuide(guide)
        return guide
    }

    /// Layout margins by physical edge, under the view's layout direction.
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.resolved(for: effectiveUserInterfaceLayoutDirection) }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            directionalLayoutMargins = DirectionalEdgeInsets(top: newValue.top, leading: rtl ? newValue.right : newValue.left,
                                                             bottom: newValue.bottom, trailing: rtl ? newValue.left : newValue.right)
        }
    }

    /// A non-root view's safe-area insets: how far the root's safe area reaches into its frame.
    /// Returns whether they changed.
    func updateDerivedSafeAreaInsets(rootFrame frame: Rect) -> Bool {
        guard superview != nil, systemGuides[.safeArea] != nil else { return false }
        let insets = derivedSafeAreaInsets(rootFrame: frame)
        guard insets != storedSafeAreaInsets else { return false }
        storedSafeAreaInsets = insets
        generatedConstraintsDidChange()
        return true
    }

    /// The insets UIKit gives a view at `frame` (in root coordinates): the parts of the frame
    /// outside the root's safe area, clipped at zero.
    func derivedSafeAreaInsets(rootFrame frame: Rect) -> EdgeInsets {
        let root = rootView
        let safe = root.bounds.inset(by: root.storedSafeAreaInsets)
        return EdgeInsets(top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
                          bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }
}
