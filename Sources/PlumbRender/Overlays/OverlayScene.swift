import Plumb

/// The laid-out tree as the overlays see it: every visible view with its frame and alignment
/// rectangle in overlay coordinates (the root's top-left corner at the origin), found in one walk.
///
/// It also answers, once per item, where layout guides lie, where baselines are and which
/// variables are ambiguous, so that no overlay asks the engine twice.
final class OverlayScene {
    /// One visible view.
    struct Entry {
        /// The view.
        let view: View
        /// Its frame in overlay coordinates.
        let frame: Rect
        /// Its alignment rectangle in overlay coordinates.
        let alignment: Rect
        /// The origin of its subviews' coordinate space (its frame's origin, less any scroll offset).
        let contentOrigin: Point
        /// Its frame's origin before the frame was cut to ``OverlayScene/area``: its guides and
        /// baselines are placed from it.
        let origin: Point
    }

    /// An item's rectangle and reading direction, for constraint geometry.
    struct ItemGeometry {
        /// The alignment rectangle (a guide's layout frame) in overlay coordinates.
        let rect: Rect
        /// The frame (equal to `rect` for a guide).
        let frame: Rect
        /// The view itself, or the guide's owner.
        let view: View
        /// True for a layout guide.
        let isGuide: Bool
    }

    /// The root view.
    let root: View
    /// The canvas: the root's bounds.
    let bounds: Rect
    /// One device pixel in points at the root's scale, for crisp hairlines.
    let hairline: Double
    /// The root's pixels per point.
    let scale: Double
    /// The canvas grown by a margin: every rectangle the overlays see is cut to it, so geometry
    /// far larger than the image costs no more to draw than the image.
    let area: DrawableArea
    /// Visible views, parents before children, back to front.
    private(set) var entries: [Entry] = []
    private var indexByView: [ObjectIdentifier: Int] = [:]
    /// For each entry, the index just past its subtree's entries (a subtree is contiguous).
    private var subtreeEnds: [Int] = []
    private var guideRects: [ObjectIdentifier: Rect?] = [:]
    private var ambiguityByItem: [ObjectIdentifier: [AmbiguousVariable]]?
    /// The views and guides in focus; nil when the overlays are about every item.
    private let focus: Set<ObjectIdentifier>?
    /// False for a tree read as it stands (a frame an `AnimationStage` shows): no query lays it out.
    private let laysOut: Bool
    /// The identifiers in focus, as given; empty without a focus.
    let focusIdentifiers: [String]
    /// The visible views in focus (every visible view without a focus), in ``entries`` order.
    private(set) var focusedEntries: [Entry] = []

    /// Walks the visible tree (hidden views and their subtrees are left out, as
    /// ``View/visibleSubtreeViews`` does). With a focus, the views and guides whose identifiers
    /// it lists are the ones the overlays are about.
    init(root: View, focus: OverlayFocus? = nil, laysOut: Bool = true) {
        self.root = root
        self.laysOut = laysOut
        focusIdentifiers = focus?.identifiers ?? []
        if let focus {
            let wanted = Set(focus.identifiers)
            var found = Set<ObjectIdentifier>()
            for view in root.subtreeViews {
                if let id = view.identifier, wanted.contains(id) { found.insert(ObjectIdentifier(view)) }
                for guide in view.layoutGuides where guide.identifier.map(wanted.contains) == true {
                    found.insert(ObjectIdentifier(guide))
                }
            }
            self.focus = found
        } else {
            self.focus = nil
        }
        bounds = Rect(origin: .zero, size: root.frame.size)
        area = DrawableArea(around: bounds)
        let scale = root.contentScaleFactor.isFinite && root.contentScaleFactor > 0 ? root.contentScaleFactor : 1
        self.scale = scale
        hairline = max(0.25, min(1, 1 / scale))
        guard !root.isHidden else { return }
        var stack: [(View, Point)] = [(root, Point(x: -root.frame.minX, y: -root.frame.minY))]
        var parents: [Int] = []
        while let (view, origin) = stack.popLast() {
            parents.append(view === root ? -1 : indexByView[ObjectIdentifier(view.superview!)]!)
            let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            var content = frame.origin
            if let scroll = view as? ScrollView {
                content = Point(x: content.x - scroll.contentOffset.x, y: content.y - scroll.contentOffset.y)
            }
            if let visible = area.clamp(frame), let alignment = area.clamp(view.alignmentRect(forFrame: frame)) {
                indexByView[ObjectIdentifier(view)] = entries.count
                entries.append(Entry(view: view, frame: visible, alignment: alignment, contentOrigin: content, origin: frame.origin))
            }
            for subview in view.subviews.reversed() where !subview.isHidden { stack.append((subview, content)) }
        }
        focusedEntries = self.focus == nil ? entries : entries.filter { isFocused($0.view) }
        subtreeEnds = Array(entries.indices.map { $0 + 1 })
        for index in entries.indices.reversed() where parents[index] >= 0 {
            subtreeEnds[parents[index]] = max(subtreeEnds[parents[index]], subtreeEnds[index])
        }
    }

    /// True without a focus; with one, true for the views and guides it names and for the system
    /// guides (margins, safe area, scroll guides) of the views it names, which are part of them.
    func isFocused(_ item: LayoutItem) -> Bool {
        guard let focus else { return true }
        if focus.contains(ObjectIdentifier(item)) { return true }
        if let guide = item as? LayoutGuide, guide.isSystemGuide, let owner = guide.owningView {
            return focus.contains(ObjectIdentifier(owner))
        }
        return false
    }

    /// True when the overlays draw only what touches some items.
    var hasFocus: Bool { focus != nil }

    /// True when `outer` is `inner` or one of its ancestors: from the entries' order when both
    /// are visible (no walk up the tree, which made every constraint cost the tree's depth).
    func isAncestor(_ outer: View, of inner: View) -> Bool {
        guard let outerIndex = indexByView[ObjectIdentifier(outer)], let innerIndex = indexByView[ObjectIdentifier(inner)] else {
            return outer.isAncestor(of: inner)
        }
        return outerIndex <= innerIndex && innerIndex < subtreeEnds[outerIndex]
    }

    /// The entry of a visible view, or nil for a hidden one or one outside the tree.
    func entry(of view: View) -> Entry? {
        indexByView[ObjectIdentifier(view)].map { entries[$0] }
    }

    /// A guide's layout frame in overlay coordinates, when its owner is visible. A scroll
    /// view's content guide lies in its content, so it moves with the content offset.
    func rect(of guide: LayoutGuide) -> Rect? {
        let key = ObjectIdentifier(guide)
        if let known = guideRects[key] { return known }
        var rect: Rect?
        if let owner = guide.owningView, let entry = entry(of: owner) {
            let origin = guide.isContentLayoutGuide ? entry.contentOrigin : entry.origin
            rect = area.clamp(guide.layoutFrame.offsetBy(dx: origin.x, dy: origin.y))
        }
        guideRects[key] = rect
        return rect
    }

    /// A visible item's geometry; nil for hidden views or guides of hidden views.
    func geometry(of item: LayoutItem) -> ItemGeometry? {
        if let view = item as? View {
            guard let entry = entry(of: view) else { return nil }
            return ItemGeometry(rect: entry.alignment, frame: entry.frame, view: view, isGuide: false)
        }
        if let guide = item as? LayoutGuide, let owner = guide.owningView, let rect = rect(of: guide) {
            return ItemGeometry(rect: rect, frame: rect, view: owner, isGuide: true)
        }
        return nil
    }

    /// The item's ambiguous variables. The whole tree is asked once, in one batched solver
    /// query, the first time any item is.
    func ambiguity(of item: LayoutItem) -> [AmbiguousVariable] {
        if ambiguityByItem == nil {
            var found: [ObjectIdentifier: [AmbiguousVariable]] = [:]
            for ambiguous in laysOut ? root.ambiguousItemsInSubtree() : root.ambiguousItemsAsShown() { found[ObjectIdentifier(ambiguous.item)] = ambiguous.variables }
            ambiguityByItem = found
        }
        return ambiguityByItem?[ObjectIdentifier(item)] ?? []
    }

    // MARK: Baselines

    /// The first and last baselines of a visible view with text, as y positions in overlay
    /// coordinates (``View/baselines`` moved to the view's frame). Nil for other views.
    func textBaselines(of view: View) -> (first: Double, last: Double)? {
        guard view.hasTextBaselines, let entry = entry(of: view) else { return nil }
        let baselines = view.baselines
        return (entry.origin.y + baselines.first, entry.origin.y + baselines.last)
    }

    /// The y of a visible view's first or last baseline as constraints see it (a delegated
    /// view's baseline, or for a view without text the top (first) or bottom (last) of the
    /// alignment rectangle), in overlay coordinates.
    func baseline(of view: View, first: Bool) -> Double? {
        guard let entry = entry(of: view) else { return nil }
        let baselines = view.baselines
        return entry.origin.y + (first ? baselines.first : baselines.last)
    }
}
