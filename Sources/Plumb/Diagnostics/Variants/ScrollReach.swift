/// Where scrolling can bring a view of a scroll view's content: the view moves with the content
/// offset, which runs over the content size (plus, on an axis that scrolls, the safe-area insets
/// that overlap the scroll view, as UIKit's default `contentInsetAdjustmentBehavior` adds them:
/// "the top and bottom insets include the safe area inset values when the vertical content size
/// is greater than the height of the scroll view itself", and the same across).
struct ScrollReach {
    /// The scroll view's content offset, by which the drawn frames are moved.
    private let offset: Point
    /// How far the content can move on each axis (minus the content offset), from … to.
    private let x: ClosedRange<Double>
    private let y: ClosedRange<Double>
    /// The part of the screen the scroll view shows (nil: none).
    private let window: Rect?

    /// The reach of `view` within its nearest scroll view, which shows `window` of the screen;
    /// nil when the view isn't in a scroll view's content. `safe` is the screen's safe area.
    init?(_ view: View, screen: Rect, safe: Rect) {
        guard let scroll = Self.nearestScrollView(above: view) else { return nil }
        let box = scroll.frameInRoot
        window = Self.visiblePart(of: scroll, screen: screen)
        offset = scroll.contentOffset
        let size = scroll.bounds.size, content = scroll.contentSize
        // The unsafe strips the scroll view covers on the screen.
        x = Self.range(content: content.width, bounds: size.width,
                       insets: (max(0, safe.minX - max(box.minX, screen.minX)), max(0, min(box.maxX, screen.maxX) - safe.maxX)))
        y = Self.range(content: content.height, bounds: size.height,
                       insets: (max(0, safe.minY - max(box.minY, screen.minY)), max(0, min(box.maxY, screen.maxY) - safe.maxY)))
    }

    /// True when some content offset puts all of `rect` (the view's frame or alignment rect, in
    /// root coordinates as drawn) inside the part of the screen the scroll view shows, and
    /// inside `area` too when given.
    func canShow(_ rect: Rect, within area: Rect? = nil) -> Bool {
        guard let shown = window, let area = area == nil ? shown : area.flatMap({ Self.intersection($0, shown) }) else { return false }
        return Self.fits(rect.minX + offset.x, rect.width, moving: x, within: area.minX, area.maxX)
            && Self.fits(rect.minY + offset.y, rect.height, moving: y, within: area.minY, area.maxY)
    }

    /// How far the content can be scrolled on one axis: nowhere when it fits the bounds; else
    /// from the leading inset before the content's start to its end plus the trailing inset.
    private static func range(content: Double, bounds: Double, insets: (Double, Double)) -> ClosedRange<Double> {
        guard content > bounds + 0.5 else { return 0...0 }
        return -insets.0...max(-insets.0, content - bounds + insets.1)
    }

    /// True when scrolling by some offset in `offsets` can bring every point of an interval from
    /// `start` (at a content offset of zero), `length` long, into `low`…`high` (to half a
    /// point): all at once when it is no longer than that, bit by bit when it is (a long text
    /// is read as it scrolls by).
    private static func fits(_ start: Double, _ length: Double, moving offsets: ClosedRange<Double>,
                             within low: Double, _ high: Double) -> Bool {
        // A point p is drawn at p − offset: it can be brought into sight when p ∈ [low + lowest offset, high + highest].
        start >= low + offsets.lowerBound - 0.5 && start + length <= high + offsets.upperBound + 0.5
    }

    private static func nearestScrollView(above view: View) -> ScrollView? {
        var ancestor = view.superview
        while let a = ancestor {
            if let scroll = a as? ScrollView { return scroll }
            ancestor = a.superview
        }
        return nil
    }

    /// The scroll view's frame on the screen, cut by the clipping views above it; nil when none
    /// of it is left.
    private static func visiblePart(of scroll: ScrollView, screen: Rect) -> Rect? {
        var visible = intersection(scroll.frameInRoot, screen)
        var ancestor = scroll.superview
        while let a = ancestor, a.superview != nil, let rect = visible {
            if a.clipsToBounds { visible = intersection(rect, a.frameInRoot) }
            ancestor = a.superview
        }
        return visible
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        guard maxX >= minX, maxY >= minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
