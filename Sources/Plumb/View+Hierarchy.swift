extension View {
    /// Adds `view` as the last (frontmost) subview. Adding a view to itself or to one of its
    /// descendants is reported as ``LayoutError/cyclicHierarchy(view:superview:)`` and ignored.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        if view.isAncestor(of: self) {
            LayoutLog.error(.cyclicHierarchy(view: view.debugName, superview: debugName))
            return
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        view.hostedEngine = nil
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        rootView.hostedEngine?.adopt(subtree: view)
        view.setNeedsUpdateConstraintsInSubtree()
        setNeedsLayout()
    }

    /// Removes the view from its superview, and removes every constraint outside the view's
    /// subtree that refers to the view or to anything inside it.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        (parent as? StackView)?.arrangedSubviewWillLeave(self)
        let inside = Set(subtreeItems.map(ObjectIdentifier.init))
        var outsideReferences: [LayoutConstraint] = []
        var ancestor: View? = parent
        while let view = ancestor {
            outsideReferences += view.constraints.filter { constraint in
                inside.contains(ObjectIdentifier(constraint.firstItem))
                    || constraint.secondItem.map { inside.contains(ObjectIdentifier($0)) } == true
            }
            ancestor = view.superview
        }
        LayoutConstraint.deactivate(outsideReferences)
        rootView.hostedEngine?.release(subtree: self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
        setNeedsLayout()
    }

    /// Adds a layout guide to this view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        if let previous = guide.owningView { previous.removeLayoutGuide(guide) }
        guide.owningView = self
        layoutGuides.append(guide)
        rootView.hostedEngine?.register(guide)
    }

    /// Removes a layout guide, with the constraints that refer to it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var references: [LayoutConstraint] = []
        var ancestor: View? = self
        while let view = ancestor {
            references += view.constraints.filter { $0.firstItem === guide || $0.secondItem === guide }
            ancestor = view.superview
        }
        LayoutConstraint.deactivate(references)
        rootView.hostedEngine?.unregister(guide)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Installs constraints on this view (the older API; same as activating them).
    public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }
    /// Installs one constraint on this view (the older API; same as activating it).
    public func addConstraint(_ constraint: LayoutConstraint) { LayoutConstraint.activate([constraint]) }
    /// Removes constraints (the older API; same as deactivating them).
    public func removeConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.deactivate(constraints) }
    /// Removes one constraint (the older API; same as deactivating it).
    public func removeConstraint(_ constraint: LayoutConstraint) { LayoutConstraint.deactivate([constraint]) }

    /// The top of the tree: the view with no superview.
    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// True when `self` is `view` or one of its ancestors.
    public func isAncestor(of view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.superview
        }
        return false
    }

    /// True when `self` is `view` or one of its descendants (UIKit's `isDescendant(of:)`).
    public func isDescendant(of view: View) -> Bool { view.isAncestor(of: self) }

    /// The nearest view that is an ancestor of (or equal to) both views.
    func nearestCommonAncestor(with other: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var current: View? = self
        while let view = current { ancestors.insert(ObjectIdentifier(view)); current = view.superview }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// This view and all its descendants, parents before children.
    public var subtreeViews: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Every view and layout guide in the subtree.
    var subtreeItems: [LayoutItem] {
        subtreeViews.flatMap { view -> [LayoutItem] in [view] + view.layoutGuides }
    }

    /// The layout direction that applies to this view.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified:
            var current: View? = self
            while let view = current {
                if let direction = view.layoutDirection { return direction }
                current = view.superview
            }
            return .leftToRight
        }
    }

    func directionDidChange() {
        rootView.hostedEngine?.directionDidChange()
        rootView.setNeedsLayout()
    }
}
