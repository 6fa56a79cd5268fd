import Plumb

/// A view that shows part of a larger content area (UIKit's `UIScrollView`), a `UIView` on
/// Plumb's scroll-view rules: constrain content to ``contentLayoutGuide`` for the content size
/// and to ``frameLayoutGuide`` to pin it to the visible frame; an edge constrained to a view
/// inside is the content's edge, as in UIKit. Subviews are drawn moved by ``contentOffset``,
/// which rests at the top-left of the content inside ``adjustedContentInset``.
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Top and bottom always, leading and trailing when the content scrolls that way (the
        /// default; UIKit also always adjusts top and bottom for a controller's scroll view).
        case automatic
        /// Each axis only when the content scrolls along it (is larger than the frame).
        case scrollableAxes
        /// Never: ``adjustedContentInset`` is ``contentInset``.
        case never
        /// Always, on every edge.
        case always
    }

    /// Creates a scroll view; it clips its content to its bounds, as UIKit's does.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Never decoded on Linux: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The content area; its size after layout is ``contentSize``.
    public var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    /// The scroll view's frame as a guide.
    public var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    /// The size of the content: the content guide's after layout, when the content is laid out
    /// by constraints; otherwise what the app sets.
    open var contentSize = CGSize.zero

    /// Extra space around the content, in the content's coordinates (zero by default).
    open var contentInset = UIEdgeInsets.zero

    /// How the safe area adds to the content inset (`.automatic` by default).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// ``contentInset`` plus the safe-area insets ``contentInsetAdjustmentBehavior`` lets in.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets, inset = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        }
        return UIEdgeInsets(top: inset.top + (vertical ? safe.top : 0), left: inset.left + (horizontal ? safe.left : 0),
                            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
    }

    /// Whether the content is taller than the frame (or bounces vertically anyway).
    private var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height > bounds.height }
    /// Whether the content is wider than the frame (or bounces horizontally anyway).
    private var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width > bounds.width }

    /// Whether the view bounces vertically even when the content is shorter (false by default).
    open var alwaysBounceVertical = false
    /// Whether the view bounces horizontally even when the content is narrower (false by default).
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows (stored; indicators are not drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (stored; indicators are not drawn).
    open var showsHorizontalScrollIndicator = true
    /// Whether the user can scroll (stored).
    open var isScrollEnabled = true
    /// How the keyboard is dismissed by dragging (stored).
    open var keyboardDismissMode = KeyboardDismissMode.none

    /// UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    private var storedContentOffset: CGPoint?

    /// The point of the content at the view's top-left corner. Until the app sets one, the
    /// content rests at its start: minus the adjusted inset's left and top (so on an iPhone 15
    /// a full-screen scroll view's content starts below the 59-point status bar area).
    open var contentOffset: CGPoint {
        get { storedContentOffset ?? CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }
        set { storedContentOffset = newValue }
    }

    /// Sets the offset (nothing animates on Linux).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

    /// Subviews are drawn moved by the negative content offset.
    open override var subviewDrawingOffset: Point { Point(x: -Double(contentOffset.x), y: -Double(contentOffset.y)) }

    /// Edges constrained to items inside are the content's (Plumb's scroll-view rule).
    open override var isScrollContainer: Bool { true }

    /// Lays out the subviews, then reads ``contentSize`` from the content guide if it has one.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let guide = layoutGuides.first(where: \.isContentLayoutGuide) { contentSize = guide.layoutFrame.size }
    }
}
