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

    /// The margins the margins guide is inset by: ``layoutMargins``, plus the safe-area insets
    /// on each edge while ``insetsLayoutMarginsFromSafeArea`` is on.
    ///
    /// UIKit adds the two: Apple's `layoutMargins` documentation says a view's margins "may be
    /// greater if the view is not fully inside the safe area", and AppKit's `layoutMarginsGuide`
    /// documentation calls the guide "the system's standard spacing from the safe area". So on
    /// `iphone-15` in portrait (safe area 59 top, 34 bottom) the root's default 8-point margins
    /// put the guide at y = 67, 8 points inside the safe area, and in landscape (59 left and
    /// right, 21 bottom) at x = 67.
    public var safeAreaAdjustedLayoutMargins: EdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = storedSafeAreaInsets
        return EdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                          bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// True when the view follows where the root's safe area falls on it: a non-root view with
    /// a safe-area guide, or with a margins guide measured from the safe area.
    var tracksSafeArea: Bool {
        systemGuides[.safeArea] != nil || (insetsLayoutMarginsFromSafeArea && systemGuides[.layoutMargins] != nil)
    }

    /// A non-root view's safe-area insets: how far the root's safe area reaches into its frame.
    /// Returns whether they changed.
    func updateDerivedSafeAreaInsets(rootFrame frame: Rect) -> Bool {
        guard superview != nil, tracksSafeArea else { return false }
        let insets = derivedSafeAreaInsets(rootFrame: frame)
        guard insets != storedSafeAreaInsets else { return false }
        storedSafeAreaInsets = insets
        generatedConstraintsDidChange()
        return true
    }

    /// The insets UIKit gives a view at `frame` (in root coordinates): the parts of the frame
    /// outside the root's safe area, clipped at zero and capped at the root's own insets (a
    /// view reaching past the screen's edge gets the root's inset there, no more: UIKit does
    /// not let a subview's safe area grow beyond its superview's). The cap also keeps margins
    /// measured from the safe area from feeding on themselves: a view whose height follows its
    /// bottom margin cannot push its own inset without end.
    func derivedSafeAreaInsets(rootFrame frame: Rect) -> EdgeInsets {
        let root = rootView
        let rootInsets = root.storedSafeAreaInsets
        let safe = root.bounds.inset(by: rootInsets)
        func overlap(_ value: Double, cap: Double) -> Double { min(max(0, value), max(0, cap)) }
        return EdgeInsets(top: overlap(safe.minY - frame.minY, cap: rootInsets.top),
                          left: overlap(safe.minX - frame.minX, cap: rootInsets.left),
                          bottom: overlap(frame.maxY - safe.maxY, cap: rootInsets.bottom),
                          right: overlap(frame.maxX - safe.maxX, cap: rootInsets.right))
    }
}
