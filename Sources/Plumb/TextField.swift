/// A single-line text input (UIKit's `UITextField` with the rounded-rect border style). Plumb
/// draws it; it does not edit. Its intrinsic size is the longer of its text and placeholder,
/// plus ``padding`` on each side.
open class TextField: View, TextShowing {
    /// The text; empty shows the placeholder.
    public var text: String { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// Grey text shown while ``text`` is empty.
    public var placeholder: String { didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font (UIKit's default is 17 points).
    public var font: Font { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// The text's colour.
    public var textColor: Color = .label
    /// The space between the border and the text on each side.
    public var padding: Double = 7 { didSet { if padding != oldValue { invalidateIntrinsicContentSize() } } }

    /// Creates a text field.
    public init(text: String = "", placeholder: String = "", font: Font = .system()) {
        self.text = text
        self.placeholder = placeholder
        self.font = font
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        borderColor = .systemGray3
        borderWidth = 1
        cornerRadius = 5
    }

    /// Creates a text field with an identifier and a placeholder.
    public convenience init(_ identifier: String, placeholder: String, text: String = "") {
        self.init(text: text, placeholder: placeholder)
        self.identifier = identifier
    }

    private var shownText: String { text.isEmpty ? placeholder : text }

    private func measure(_ string: String) -> TextMeasurement { TextField.measure(string, font: font, in: self) }

    /// The wider of the text and the placeholder, and one line's height, plus the padding.
    open override var intrinsicContentSize: Size {
        TextField.fieldSize(text: text, placeholder: placeholder, font: font, padding: padding, in: self)
    }

    /// One line of `string` in `font` as `view` resolves and measures it; an empty string
    /// measures as a space, so an empty field keeps a line's height. Shared with UIKit's `UITextField`.
    public static func measure(_ string: String, font: Font, in view: View) -> TextMeasurement {
        view.effectiveTextMeasurer.measure(TextMeasureRequest(text: string.isEmpty ? " " : string, font: view.resolvedFont(font)))
    }

    /// A one-line field's size: the wider of its text and placeholder, one line high, plus
    /// `padding` on each side. Shared with UIKit's `UITextField`.
    public static func fieldSize(text: String, placeholder: String, font: Font, padding: Double, in view: View) -> Size {
        let shown = measure(text, font: font, in: view), hint = measure(placeholder, font: font, in: view)
        return Size(width: max(shown.size.width, hint.size.width) + 2 * padding,
                    height: max(shown.size.height, hint.size.height) + 2 * padding)
    }

    /// The shown text's baselines.
    open override func _baselineOffsets() -> BaselineOffsets? { BaselineOffsets(measure(shownText)) }

    /// A text field, labelled by its placeholder; its text (not the placeholder) is checked for contrast.
    open override var accessibilityAuditFacts: AccessibilityFacts? {
        AccessibilityFacts(control: "text field", label: placeholder,
                           text: text.isEmpty ? nil : .init(font: resolvedFont(font), color: textColor))
    }

    /// Draws the background and the text, or the placeholder in grey.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let direction = effectiveUserInterfaceLayoutDirection
        let rect = alignmentRect(forFrame: bounds).inset(by: EdgeInsets(top: 0, left: padding, bottom: 0, right: padding))
        context.draw(TextDrawing(text: shownText, font: resolvedFont(font), color: text.isEmpty ? .placeholderText : textColor,
                                 rect: rect, alignment: TextAlignment.natural.resolved(for: direction),
                                 lineBreakMode: .byTruncatingTail, lines: 1, direction: direction))
    }

    /// The name logs use: the identifier, or the class name with what it shows.
    override public var debugName: String { identifier ?? "\(typeName)'\(shownText)'" }

    /// The text, or the placeholder while the text is empty.
    public var displayedText: String { shownText }
    /// Rewrites the text (unless it is empty) and the placeholder.
    public func rewriteTexts(_ rewrite: (String) -> String) {
        if !text.isEmpty { text = rewrite(text) }
        placeholder = rewrite(placeholder)
    }
}
