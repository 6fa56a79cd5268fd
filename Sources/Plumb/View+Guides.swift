extension View {
    /// A guide inset from the frame by the layout margins; made on first use.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }

    /// A guide inset by the safe area: the root's ``safeAreaInsets``, and for other views the
    /// part of the root's safe area they overlap. Made on first use.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

    /// The view's guide for a system role, made and added on first use.
    package func systemGuide(_ role: LayoutGuide.Role) -> LayoutGuide {
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
    /// a safe-area guide, with a margins guide measured from the safe area, or adding insets.
    var tracksSafeArea: Bool {
        additionalSafeAreaInsets != .zero || systemGuides[.safeArea] != nil || (insetsLayoutMarginsFromSafeArea && systemGuides[.layoutMargins] != nil)
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
        let (safe, caps) = safeRectFromAncestors(root: root)
        let insets = Self.insets(of: frame, outside: safe, caps: caps)
        let added = additionalSafeAreaInsets
        return EdgeInsets(top: insets.top + added.top, left: insets.left + added.left,
                          bottom: insets.bottom + added.bottom, right: insets.right + added.right)
    }

    /// How far `frame` reaches outside `safe` on each edge, clipped at zero and capped.
    private static func insets(of frame: Rect, outside safe: Rect, caps: EdgeInsets) -> EdgeInsets {
        func overlap(_ value: Double, cap: Double) -> Double { min(max(0, value), max(0, cap)) }
        return EdgeInsets(top: overlap(safe.minY - frame.minY, cap: caps.top),
                          left: overlap(safe.minX - frame.minX, cap: caps.left),
                          bottom: overlap(frame.maxY - safe.maxY, cap: caps.bottom),
                          right: overlap(frame.maxX - safe.maxX, cap: caps.right))
    }

    /// The safe rectangle in root coordinates that this view's frame is measured against: the
    /// root's bounds inset by its safe area, then, top down, each ancestor's that adds insets
    /// (``additionalSafeAreaInsets``) inset by its own derived insets plus those. The caps are
    /// the distances from the root's edges to that rectangle (the root's insets, without
    /// ancestors that add any).
    private func safeRectFromAncestors(root: View) -> (safe: Rect, caps: EdgeInsets) {
        var safe = root.bounds.inset(by: root.storedSafeAreaInsets)
        var caps = root.storedSafeAreaInsets
        var adding: [View] = []
        var ancestor = superview
        while let view = ancestor, view !== root {
            if view.additionalSafeAreaInsets != .zero { adding.append(view) }
            ancestor = view.superview
        }
        guard !adding.isEmpty, let engine = existingEngine else { return (safe, caps) }
        let rootSize = root.bounds.size
        for view in adding.reversed() {
            let rect = view.frame(forAlignmentRect: engine.alignmentRect(of: view))
            let derived = Self.insets(of: rect, outside: safe, caps: caps)
            let added = view.additionalSafeAreaInsets
            safe = rect.inset(by: EdgeInsets(top: derived.top + added.top, left: derived.left + added.left,
                                             bottom: derived.bottom + added.bottom, right: derived.right + added.right))
            caps = EdgeInsets(top: safe.minY, left: safe.minX, bottom: rootSize.height - safe.maxY, right: rootSize.width - safe.maxX)
        }
        return (safe, caps)
    }
}
