/// A view that shows part of a larger content area (UIKit's `UIScrollView`). Constrain content
/// to ``contentLayoutGuide`` to define the content size, and to ``frameLayoutGuide`` to pin
/// it to the visible frame. Layout uses a content offset of zero.
open class ScrollView: View {
    /// The content area; its size after layout is ``contentSize``.
    public var contentLayoutGuide: LayoutGuide { systemGuide(.scrollContent) }

    /// The scroll view's own frame, as a guide.
    public var frameLayoutGuide: LayoutGuide { systemGuide(.scrollFrame) }

    /// The size of the scrollable content, from the content guide after layout.
    public internal(set) var contentSize = Size.zero
    /// Where the visible area starts in the content; used for drawing only.
    public var contentOffset = Point.zero

    /// Creates a scroll view; it clips its content to its bounds.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    override var subviewDrawingOffset: Point { Point(x: -contentOffset.x, y: -contentOffset.y) }

    /// UIKit's rule: an edge constrained to an item inside the scroll view (a descendant, or a
    /// guide a descendant owns) is an edge of the content area.
    override func edgeItem(facing other: LayoutItem) -> LayoutItem {
        guard let inner = other.treeView, inner !== self, inner.isDescendant(of: self) else { return self }
        return contentLayoutGuide
    }

    /// Lays out the subviews, then reads ``contentSize`` from the content guide.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let guide = systemGuides[.scrollContent] { contentSize = guide.layoutFrame.size }
    }
}
