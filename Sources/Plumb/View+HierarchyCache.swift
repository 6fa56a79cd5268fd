import Synchronization

/// Cached answers to "which tree is this view in, and which way does it read", so that deep
/// hierarchies do not walk to the root on every constraint, invalidation and insertion.
///
/// A cache entry is valid while the process-wide hierarchy generation has not moved since it
/// was stored. The generation moves when a view with subviews changes trees, when a view
/// leaves its superview, and when a layout direction changes; adding a leaf only seeds the
/// leaf's own entry from its new superview.
enum HierarchyGeneration {
    private static let counter = Atomic<Int>(0)

    /// The current generation.
    static var current: Int { counter.load(ordering: .relaxed) }

    /// Invalidates every cached root and direction.
    static func advance() { counter.add(1, ordering: .relaxed) }
}

/// A view's cached tree root and layout direction, each with the generation it was stored in.
struct HierarchyCache {
    unowned(unsafe) var root: View?
    var rootGeneration = -1
    var direction = LayoutDirection.leftToRight
    var directionGeneration = -1
}

extension View {
    /// The top of the tree: the view with no superview. Amortised O(1): the walk up stops at
    /// the first view whose cached root is current, and leaves the answer on the views it passed.
    public var rootView: View {
        guard let parent = superview else { return self }
        let generation = HierarchyGeneration.current
        if hierarchyCache.rootGeneration == generation, let root = hierarchyCache.root { return root }
        var path: [View] = [self]
        var current = parent
        var root: View
        while true {
            if current.hierarchyCache.rootGeneration == generation, let cached = current.hierarchyCache.root {
                root = cached
                break
            }
            guard let next = current.superview else {
                root = current
                break
            }
            path.append(current)
            current = next
        }
        for view in path {
            view.hierarchyCache.root = root
            view.hierarchyCache.rootGeneration = generation
        }
        return root
    }

    /// The layout direction that applies to this view (cached like ``rootView``).
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified:
            if let direction = layoutDirection { return direction }
            let generation = HierarchyGeneration.current
            if hierarchyCache.directionGeneration == generation { return hierarchyCache.direction }
            let direction = superview?.inheritedLayoutDirection ?? .leftToRight
            hierarchyCache.direction = direction
            hierarchyCache.directionGeneration = generation
            return direction
        }
    }

    /// What a subview inherits: this view's own direction if set, else what it inherits.
    /// (A forced semantic attribute applies to the view itself only.)
    private var inheritedLayoutDirection: LayoutDirection {
        if let direction = layoutDirection { return direction }
        let generation = HierarchyGeneration.current
        // Only the `.unspecified` branch above stores a direction, so a current entry is inherited.
        if hierarchyCache.directionGeneration == generation { return hierarchyCache.direction }
        var current: View? = superview
        while let view = current {
            if let direction = view.layoutDirection { return direction }
            current = view.superview
        }
        return .leftToRight
    }

    /// Called when `self` joined `parent`: a leaf only needs its own entry; a view with
    /// subviews moves a whole subtree, so every entry goes.
    func hierarchyDidChange(joining parent: View) {
        if subviews.isEmpty {
            hierarchyCache.root = parent.rootView
            hierarchyCache.rootGeneration = HierarchyGeneration.current
            hierarchyCache.directionGeneration = -1
        } else {
            HierarchyGeneration.advance()
        }
    }
}
