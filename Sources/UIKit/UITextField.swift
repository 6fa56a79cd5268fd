import Plumb

/// A single-line text input (UIKit's `UITextField`), a ``UIControl``. It draws and measures;
/// it does not edit. Its border style is `.none` by default, as in UIKit: then its intrinsic
/// size is its text's (or placeholder's) with no padding. `.roundedRect` pads the text by 7
/// points on each side and draws Plumb's rounded field, 34 points tall for a 17-point font,
/// as UIKit's; `.line` and `.bezel` pad alike and draw a square 1-point border.
open class UITextField: UIControl, TextShowing {
    /// How the field's edge is drawn (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border, no padding: the default.
        case none, line, bezel, roundedRect
    }

    /// The padding a bordered field puts around its text: 7 points.
    public static let borderedPadding = 7.0

    /// The text; UIKit's is never nil once read (setting nil empties it).
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? ""; invalidateIntrinsicContentSize() }
    }
    private var storedText = ""
    /// Grey text shown while the text is empty (default nil).
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The font; the system font at 17 points by default.
    open var font: UIFont? { didSet { invalidateIntrinsicContentSize() } }
    /// The text's colour (default label).
    open var textColor: UIColor? = .label
    /// How the text is aligned (default natural).
    open var textAlignment: NSTextAlignment = .natural
    /// The border style (default `.none`).
    open var borderStyle: BorderStyle = .none {
        didSet {
            invalidateIntrinsicContentSize()
            applyBorder()
        }
    }

    /// Creates a field with a frame, no border and no text.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Fields are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    private var effectiveFont: UIFont { font ?? .systemFont(ofSize: 17) }
    private var padding: Double { borderStyle == .none ? 0 : UITextField.borderedPadding }
    private var shownText: String { storedText.isEmpty ? (placeholder ?? "") : storedText }

    /// The rounded style's look is Plumb's `TextField`'s: a 1-point grey-3 border, radius 5,
    /// on the system background; the others draw a square border and no background.
    private func applyBorder() {
        backgroundColor = borderStyle == .roundedRect ? .systemBackground : nil
        borderColor = .systemGray3
        borderWidth = borderStyle == .none ? 0 : 1
        cornerRadius = borderStyle == .roundedRect ? 5 : 0
    }

    /// A text field to the accessibility checks, spoken as its label or, without one, its placeholder.
    open override var _accessibilityControlName: String? { "text field" }

    open override var accessibilityAuditFacts: AccessibilityFacts? {
        AccessibilityFacts(control: "text field", label: accessibilityLabel ?? placeholder)
    }

    /// The wider of the text and the placeholder, one line high, plus the border style's padding.
    open override var intrinsicContentSize: CGSize {
        CGSize(TextField.fieldSize(text: storedText, placeholder: placeholder ?? "", font: effectiveFont, padding: padding, in: self))
    }

    /// The shown text's baselines.
    open override func _baselineOffsets() -> BaselineOffsets? {
        BaselineOffsets(TextField.measure(shownText, font: effectiveFont, in: self))
    }

    /// Draws the background and border, then the text, or the placeholder in grey.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let direction = effectiveUserInterfaceLayoutDirection
        let rect = bounds.plumbRect.inset(by: EdgeInsets(top: 0, left: padding, bottom: 0, right: padding))
        context.draw(TextDrawing(text: shownText, font: resolvedFont(effectiveFont),
                                 color: storedText.isEmpty ? .placeholderText : (textColor ?? .label),
                                 rect: rect, alignment: textAlignment.resolved(for: direction),
                                 lineBreakMode: .byTruncatingTail, lines: 1, direction: direction))
    }

    /// The name logs use: the identifier, or `UITextField'text'`.
    open override var debugName: String { identifier ?? "\(String(describing: type(of: self)))'\(shownText)'" }

    /// The text, or the placeholder while the text is empty.
    public var displayedText: String { shownText }
    /// Rewrites the text (unless it is empty) and the placeholder.
    public func rewriteTexts(_ rewrite: (String) -> String) {
        if !storedText.isEmpty { text = rewrite(storedText) }
        if let placeholder { self.placeholder = rewrite(placeholder) }
    }
}
