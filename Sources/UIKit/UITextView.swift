import Plumb

/// Scrollable, multi-line text (UIKit's `UITextView`), a ``UIView`` here (UIKit's is a scroll
/// view). It draws and measures; it does not edit or scroll. UIKit's defaults: scrolling on,
/// which gives it no intrinsic size; the text inset by 8 points above and below
/// (`textContainerInset`) and 5 at each side (the text container's line fragment padding).
/// With `isScrollEnabled = false` it grows to its text, wrapped at its width, as in UIKit.
/// Without a font it uses the system font at 12 points (UIKit's default for a text view).
open class UITextView: UIView, LabelTextShowing {
    /// The text, wrapped over as many lines as it needs (shared with Plumb's labels).
    public let labelText = LabelText(text: "", font: .system(size: 12))
    /// The padding between each side and the text container's line fragments: 5 points.
    public static let lineFragmentPadding = 5.0

    /// The text (default empty; setting nil empties it).
    open var text: String! {
        get { labelText.text }
        set { labelText.text = newValue ?? "" }
    }
    /// The font (default nil: the system font at 12 points).
    open var font: UIFont? {
        didSet { labelText.font = font ?? .system(size: 12) }
    }
    /// The space round the text container (default 8 above and below, 0 at the sides).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether it scrolls; when true (the default) it has no intrinsic size.
    open var isScrollEnabled = true { didSet { invalidateIntrinsicContentSize() } }
    /// Whether it can be edited (default true); stored, nothing edits on Linux.
    open var isEditable = true
    /// Whether its text can be selected (default true); stored.
    open var isSelectable = true

    /// Creates a text view with a frame, on the system background as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        labelText.attach(to: self)
        labelText.numberOfLines = 0
        backgroundColor = .systemBackground
    }

    /// Text views are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Padding from the bounds to the text: the container inset plus the line fragment padding.
    private var textInsets: EdgeInsets {
        let p = UITextView.lineFragmentPadding
        return EdgeInsets(top: textContainerInset.top, left: textContainerInset.left + p,
                          bottom: textContainerInset.bottom, right: textContainerInset.right + p)
    }

    /// None while scrolling is on; else the text wrapped at the solved width, plus the insets.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let text = measurement.size, insets = textInsets
        return CGSize(width: text.width + insets.left + insets.right, height: text.height + insets.top + insets.bottom)
    }

    /// The text's baselines, moved by the top inset.
    open override func _baselineOffsets() -> BaselineOffsets? {
        let text = labelText.baselineOffsets, insets = textInsets
        return BaselineOffsets(textHeight: text.textHeight + insets.top + insets.bottom,
                               first: text.first + insets.top, last: text.last + insets.top)
    }
    /// Drops the cached measurement.
    open override func _contentSizeWillChange() { labelText.contentSizeWillChange() }
    /// True when it sizes to its text: the text wraps at the solved width.
    open override var _remeasuresAfterLayout: Bool { !isScrollEnabled }
    /// Takes the solved width, less the insets, to wrap at.
    open override func _remeasureAfterLayout(width: Double) -> Bool {
        !isScrollEnabled && labelText.remeasureAfterLayout(width: width - textInsets.left - textInsets.right)
    }

    /// Draws the background, then the text from the top, inside the insets.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        var drawing = textDrawing
        let inside = bounds.plumbRect.inset(by: textInsets)
        drawing.rect = Rect(x: inside.minX, y: inside.minY, width: inside.width, height: min(measurement.size.height, inside.height))
        context.draw(drawing)
    }

    /// Not checked: a text view scrolls to show the rest.
    public var isTextCut: Bool? { nil }

    /// The name logs use: the identifier, or `UITextView'text'`.
    open override var debugName: String { identifier ?? "\(String(describing: type(of: self)))'\(labelText.text)'" }
}
