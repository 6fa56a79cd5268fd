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

    /// Subviews are drawn moved by the negative content offset.
    open override var subviewDrawingOffset: Point { Point(x: -contentOffset.x, y: -contentOffset.y) }

    /// Edges constrained to items inside are the content area's (see ``View/isScrollContainer``).
    open override var isScrollContainer: Bool { true }

    /// Lays out the subviews, then reads ``contentSize`` from the content guide.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let guide = systemGuides[.scrollContent] { contentSize = guide.layoutFrame.size }
    }
}
