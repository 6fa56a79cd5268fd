import Plumb

/// Routes Plumb's layout engine to the `CGSize`-typed `intrinsicContentSize` a ``UILabel``
/// subclass overrides (see `_UIViewLayoutBridge`). Not for apps.
open class _UILabelLayoutBridge: Label {
    /// The size the engine reads: the UIKit-typed ``UILabel/intrinsicContentSize``.
    @_disfavoredOverload open override var intrinsicContentSize: Size { _intrinsicContentSizeForLayout.plumbSize }
    /// Overridden by ``UILabel``.
    public var _intrinsicContentSizeForLayout: CGSize { CGSize(super.intrinsicContentSize) }
}

/// Read-only text (UIKit's `UILabel`), on Plumb's `Label`: measured with Plumb's text
/// measurer, hugging at 251, system font 17 in the label colour by default, as in UIKit.
open class UILabel: _UILabelLayoutBridge {
    /// The text; nil (UIKit's default) shows nothing.
    @_nonoverride public var text: String? {
        get { hasText ? super.text : nil }
        set {
            hasText = newValue != nil
            super.text = newValue ?? ""
        }
    }
    private var hasText = false

    /// The font; the system font at 17 points by default (UIKit's `labelFontSize`).
    @_nonoverride public var font: UIFont! {
        get { fontAsSet ?? super.font }
        set {
            fontAsSet = newValue
            applyFont()
        }
    }
    private var fontAsSet: UIFont?

    /// Whether a text style's font follows the content size category (default false, as in
    /// UIKit: the font keeps the size it was made at).
    public var adjustsFontForContentSizeCategory = false {
        didSet { applyFont() }
    }

    /// Gives Plumb's label the font as set, without its text style unless it is to follow
    /// the content size (Plumb resolves a styled font against the traits when it measures).
    private func applyFont() {
        var font = fontAsSet ?? .system()
        if !adjustsFontForContentSizeCategory { font.textStyle = nil }
        super.font = font
    }

    /// Creates a label with a frame and no text.
    public init(frame: CGRect) {
        super.init(text: "", font: .system(), frame: frame.plumbRect)
    }

    /// Labels are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a label with a zero frame and no text.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The measured size of the text; zero without text, so an empty label collapses, as in
    /// UIKit. Override it (a padded label), and call `invalidateIntrinsicContentSize()` when
    /// it changes.
    @_nonoverride open var intrinsicContentSize: CGSize { super.text.isEmpty ? .zero : CGSize(measurement.size) }

    /// The engine reads the overridable ``intrinsicContentSize``.
    public override var _intrinsicContentSizeForLayout: CGSize { intrinsicContentSize }

    /// The text's size when wrapped at `size.width` (for more than one line), no wider than the text.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let wraps = numberOfLines != 1 && size.width > 0
        let request = TextMeasureRequest(text: super.text, font: resolvedFont(font),
                                         maxWidth: wraps ? Double(size.width) : nil, lines: numberOfLines)
        return CGSize(effectiveTextMeasurer.measure(request).size)
    }

    /// Resizes the label to its text, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }
}
