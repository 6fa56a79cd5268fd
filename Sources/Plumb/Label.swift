/// A read-only line or block of text (UIKit's `UILabel`). Its intrinsic size is its measured
/// text; it hugs at 251 on both axes.
open class Label: View, LabelTextShowing {
    /// The text, its settings and its measurement (``LabelTextShowing`` reads through to it).
    public let labelText: LabelText
    /// The text; changing it re-measures at the next layout pass.
    @_disfavoredOverload public var text: String {
        get { labelText.text }
        set { labelText.text = newValue }
    }
    /// The font.
    @_disfavoredOverload public var font: Font {
        get { labelText.font }
        set { labelText.font = newValue }
    }

    /// A label's baselines move with its text even when its size stays.
    open override var _baselinesMoveWithContent: Bool { true }

    /// The width the last layout pass gave the label, used to wrap when it has several lines.
    var layoutWidth: Double? { labelText.layoutWidth }

    /// Creates a label with text.
    public init(text: String = "", font: Font = .system(), frame: Rect = .zero) {
        labelText = LabelText(text: text, font: font)
        super.init(frame: frame)
        labelText.attach(to: self)
        horizontalHugging = .defaultLow + 1
        verticalHugging = .defaultLow + 1
    }

    /// Creates a label with an identifier and text.
    public convenience init(_ identifier: String, text: String, font: Font = .system()) {
        self.init(text: text, font: font)
        self.identifier = identifier
    }

    /// The measured size of the text (``LabelTextShowing/measurement``).
    open override var intrinsicContentSize: Size { measurement.size }

    /// The measured text's baselines.
    open override func _baselineOffsets() -> BaselineOffsets? { labelText.baselineOffsets }

    /// Drops the cached measurement.
    open override func _contentSizeWillChange() { labelText.contentSizeWillChange() }

    /// True with several lines and no preferred width: the label wraps at its solved width.
    open override var _remeasuresAfterLayout: Bool { labelText.remeasuresAfterLayout }

    /// Takes the solved width to wrap at.
    open override func _remeasureAfterLayout(width: Double) -> Bool { labelText.remeasureAfterLayout(width: width) }

    /// Draws the background, then the text in the bounds: centred vertically, aligned by
    /// ``LabelTextShowing/textAlignment`` and cut by ``LabelTextShowing/lineBreakMode`` when it doesn't fit.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        context.draw(textDrawing)
    }

    /// The name logs use: the identifier, or the class name with what it shows.
    override public var debugName: String { identifier ?? "\(typeName)'\(text)'" }

    /// The text, shown after the label's name in a constraint's description.
    open override var constraintLogText: String? { text }

    /// True in a heading text style (large title, title 1 to 3, headline): a cut-off heading
    /// leaves the reader unable to tell what it says.
    open override var isTruncationAnError: Bool { labelText.isTruncationAnError }

    /// Its text, spoken and drawn (nothing while it is empty).
    open override var accessibilityAuditFacts: AccessibilityFacts? { labelText.accessibilityFacts }
}

/// Horizontal alignment of text lines.
public enum TextAlignment: String, Sendable, Hashable {
    /// Left, centred, right, justified, or by layout direction (`natural`), as UIKit's `NSTextAlignment`.
    case left, center, right, justified, natural
}

/// How a label wraps or cuts text that doesn't fit.
public enum LineBreakMode: String, Sendable, Hashable {
    /// Wrap at words or characters, clip, or truncate at the head, tail or middle (UIKit's `NSLineBreakMode`).
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
