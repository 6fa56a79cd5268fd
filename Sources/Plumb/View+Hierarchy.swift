extension View {
    /// Adds `view` as the last (frontmost) subview. Adding a view to itself or to one of its
    /// descendants is reported as ``LayoutError/cyclicHierarchy(view:superview:)`` and ignored.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        // A view without subviews can only be its own ancestor: no walk up for leaves.
        if view === self || (!view.subviews.isEmpty && view.isAncestor(of: self)) {
            LayoutLog.error(.cyclicHierarchy(view: view.debugName, superview: debugName))
            return
        }
        if view.superview === self, let current = position(ofSubview: view) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        let oldParent = view.superview
        view._willMove(toSuperview: self)
        if oldParent != nil { view.detachFromSuperview() }
        view.hostedEngine = nil
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.hierarchyDidChange(joining: self)
        rootView.hostedEngine?.adopt(subtree: view)
        view.setNeedsUpdateConstraintsInSubtree()
        setNeedsLayout()
        view._didMove(fromSuperview: oldParent)
        didAddSubview(view)
    }

    /// Removes the view from its superview, and removes every constraint outside the view's
    /// subtree that refers to the view or to anything inside it.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        _willMove(toSuperview: nil)
        detachFromSuperview()
        _didMove(fromSuperview: parent)
    }

    /// Takes the view out of its superview, with the superview's `willRemoveSubview` but
    /// without the move hooks (a view moving to another superview gets those once).
    func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        // The constraints that name something inside and something outside: found from the
        // subtree's own references, not by scanning every constraint above it.
        let items = subtreeItems
        let inside = Set(items.map(ObjectIdentifier.init))
        var outsideReferences: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for item in items {
            for constraint in item.references.active {
                let bothInside = inside.contains(ObjectIdentifier(constraint.firstItem))
                    && constraint.secondItem.map { inside.contains(ObjectIdentifier($0)) } != false
                if !bothInside, seen.insert(ObjectIdentifier(constraint)).inserted { outsideReferences.append(constraint) }
            }
        }
        outsideReferences.sort { $0.activationOrder < $1.activationOrder }
        LayoutConstraint.deactivate(outsideReferences)
        rootView.hostedEngine?.release(subtree: self)
        if let index = parent.position(ofSubview: self) { parent.subviews.remove(at: index) }
        superview = nil
        HierarchyGeneration.advance()
        parent.setNeedsLayout()
        setNeedsLayout()
    }

    /// Where `view` is among the subviews, found by identity without retaining each subview
    /// on the way (removing half of a 10,000-view row scans a lot of siblings).
    func position(ofSubview view: View) -> Int? {
        let target = ObjectIdentifier(view)
        return subviews.withUnsafeBufferPointer { buffer in
            buffer.indices.first { ObjectIdentifier(buffer[$0]) == target }
        }
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
        LayoutConstraint.deactivate(guide.references.active.sorted { $0.activationOrder < $1.activationOrder })
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

    /// The nearest view that is an ancestor of (or equal to) both views, or nil in different
    /// trees. The usual cases (the same view, parent and child, siblings) need no walk.
    func nearestCommonAncestor(with other: View) -> View? {
        if other === self || other === superview { return other }
        if other.superview === self { return self }
        if let parent = superview, other.superview === parent { return parent }
        guard rootView === other.rootView else { return nil }
        func depth(_ view: View) -> Int {
            var count = 0
            var current = view.superview
            while let next = current { count += 1; current = next.superview }
            return count
        }
        var a: View = self, b: View = other
        var da = depth(a), db = depth(b)
        while da > db { a = a.superview!; da -= 1 }
        while db > da { b = b.superview!; db -= 1 }
        while a !== b {
            guard let pa = a.superview, let pb = b.superview else { return nil }
            a = pa
            b = pb
        }
        return a
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

    func directionDidChange() {
        HierarchyGeneration.advance()
        rootView.hostedEngine?.directionDidChange()
        rootView.setNeedsLayout()
    }
}
