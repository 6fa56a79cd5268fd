import Plumb

/// Read-only text (UIKit's `UILabel`): a ``UIView`` that measures, wraps and draws its text
/// exactly as Plumb's `Label` does (the two share one `LabelText`), hugging at 251, the system
/// font at 17 points in the label colour by default, as in UIKit.
open class UILabel: UIView, LabelTextShowing {
    /// The text, its settings and its measurement (`numberOfLines`, `textAlignment`,
    /// `lineBreakMode`, `textColor` and `preferredMaxLayoutWidth` read through to it).
    public let labelText = LabelText(text: "", font: .system())

    /// The text; nil (UIKit's default) shows nothing.
    open var text: String? {
        get { hasText ? labelText.text : nil }
        set {
            hasText = newValue != nil
            labelText.text = newValue ?? ""
        }
    }
    private var hasText = false

    /// The font; the system font at 17 points by default (UIKit's `labelFontSize`).
    open var font: UIFont! {
        get { fontAsSet ?? labelText.font }
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

    /// Whether a one-line label draws its text smaller, down to ``minimumScaleFactor`` of the
    /// font's size, when it is wider than the label (UIKit's; default false). The intrinsic
    /// size stays the full-size text's, as in UIKit.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest multiplier of the font's size ``adjustsFontSizeToFitWidth`` may draw at;
    /// 0, the default, shrinks nothing (Apple's documented default and meaning).
    public var minimumScaleFactor: CGFloat = 0

    /// Gives the text the font as set, without its text style unless it is to follow the
    /// content size (Plumb resolves a styled font against the traits when it measures).
    private func applyFont() {
        var font = fontAsSet ?? .system()
        if !adjustsFontForContentSizeCategory { font.textStyle = nil }
        labelText.font = font
    }

    /// Creates a label with a frame and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        labelText.attach(to: self)
        setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        setContentHuggingPriority(.defaultLow + 1, for: .vertical)
        isAccessibilityElement = true  // UIKit's defaults for a label
        accessibilityTraits = .staticText
        isUserInteractionEnabled = false
    }

    /// What VoiceOver says: the label set, else the text (UIKit's default).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// Labels are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The measured size of the text; zero without text, so an empty label collapses, as in
    /// UIKit. Override it (a padded label), and call `invalidateIntrinsicContentSize()` when
    /// it changes.
    open override var intrinsicContentSize: CGSize { labelText.text.isEmpty ? .zero : CGSize(measurement.size) }

    /// The text's size when wrapped at `size.width` (for more than one line), no wider than the text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wraps = numberOfLines != 1 && size.width > 0
        let request = TextMeasureRequest(text: labelText.text, font: resolvedFont(labelText.font),
                                         maxWidth: wraps ? Double(size.width) : nil, lines: numberOfLines)
        return CGSize(effectiveTextMeasurer.measure(request).size)
    }

    /// Resizes the label to its text, keeping its origin.
    open override func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    // MARK: Plumb's hooks, forwarded to the text (as Plumb's `Label` forwards them)

    /// A label's baselines move with its text even when its size stays.
    open override var _baselinesMoveWithContent: Bool { true }
    /// The measured text's baselines.
    open override func _baselineOffsets() -> BaselineOffsets? { labelText.baselineOffsets }
    /// Drops the cached measurement.
    open override func _contentSizeWillChange() { labelText.contentSizeWillChange() }
    /// True with several lines and no preferred width: the label wraps at its solved width.
    open override var _remeasuresAfterLayout: Bool { labelText.remeasuresAfterLayout }
    /// Takes the solved width to wrap at.
    open override func _remeasureAfterLayout(width: Double) -> Bool { labelText.remeasureAfterLayout(width: width) }

    /// Draws the background, then the text (smaller, when it shrinks to fit).
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        var drawing = textDrawing
        let scale = fontScaleToFit
        drawing.font.size *= scale
        for index in drawing.runs.indices { drawing.runs[index].font?.size *= scale }
        context.draw(drawing)
    }

    /// The name logs use: the identifier, or `UILabel'text'` as UIKit's logs show a label.
    open override var debugName: String { identifier ?? "\(String(describing: type(of: self)))'\(labelText.text)'" }
    /// The text, shown after the label's name in a constraint's description.
    open override var constraintLogText: String? { labelText.text }
    /// True in a heading text style: a cut-off heading leaves the reader unable to tell what it
    /// says. Read from the font as set: the text's own font keeps no style unless it adjusts.
    open override var isTruncationAnError: Bool { LabelText.isHeading(font) }

    /// Its text, drawn, spoken as its ``accessibilityLabel``.
    open override var accessibilityAuditFacts: AccessibilityFacts? {
        guard var facts = labelText.accessibilityFacts else { return nil }
        facts.label = accessibilityLabel
        return facts
    }
}
