/// A read-only line or block of text (UIKit's `UILabel`). Its intrinsic size is its measured
/// text; it hugs at 251 on both axes.
open class Label: View {
    /// The text; changing it re-measures at the next layout pass.
    @_disfavoredOverload public var text: String { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
    /// The font.
    @_disfavoredOverload public var font: Font { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// The most lines to show; 0 means as many as needed. Labels with more than one line wrap
    /// at their solved width (measured again after each layout pass).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width to wrap at; 0 lets layout decide (UIKit's automatic preferred width).
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How lines are aligned. `natural` (the default) is left under a left-to-right layout
    /// direction and right under right-to-left, whichever way the text itself runs (its
    /// paragraphs take the direction of their first strong character).
    public var textAlignment: TextAlignment = .natural
    /// How text that doesn't fit is cut.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The text's colour (default ``Color/label``: black, or white in the dark appearance).
    public var textColor: Color = .label

    /// A label's baselines move with its text even when its size stays.
    override var baselinesMoveWithContent: Bool { true }

    /// The width the last layout pass gave the label, used to wrap when it has several lines.
    var layoutWidth: Double?
    private var cached: (request: TextMeasureRequest, result: TextMeasurement)?

    /// Creates a label with text.
    public init(text: String = "", font: Font = .system(), frame: Rect = .zero) {
        self.text = text
        self.font = font
        super.init(frame: frame)
        horizontalHugging = .defaultLow + 1
        verticalHugging = .defaultLow + 1
    }

    /// Creates a label with an identifier and text.
    public convenience init(_ identifier: String, text: String, font: Font = .system()) {
        self.init(text: text, font: font)
        self.identifier = identifier
    }

    /// The request the label measures with now.
    public var measureRequest: TextMeasureRequest {
        let wraps = numberOfLines != 1
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidth
        return TextMeasureRequest(text: text, font: resolvedFont(font), maxWidth: wraps ? width : nil, lines: numberOfLines)
    }

    /// The text's measured size and baselines.
    public var measurement: TextMeasurement {
        let request = measureRequest
        if let cached, cached.request == request { return cached.result }
        let result = effectiveTextMeasurer.measure(request)
        cached = (request, result)
        return result
    }

    /// The measured size of the text (``measurement``).
    open override var intrinsicContentSize: Size { measurement.size }

    override func baselineOffsets() -> BaselineOffsets? { BaselineOffsets(measurement) }

    override func contentSizeWillChange() { cached = nil }

    override var remeasuresAfterLayout: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    override func remeasureAfterLayout(width: Double) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0 else { return false }
        if let layoutWidth, abs(layoutWidth - width) < 0.001 { return false }
        layoutWidth = width
        invalidateIntrinsicContentSize()
        return true
    }

    /// Draws the background, then the text in the bounds: centred vertically, aligned by
    /// ``textAlignment`` and cut by ``lineBreakMode`` when it doesn't fit.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        context.draw(textDrawing)
    }

    /// What ``draw(in:)`` asks the context to draw, in the label's bounds.
    public var textDrawing: TextDrawing {
        let direction = effectiveUserInterfaceLayoutDirection
        return TextDrawing(text: text, font: resolvedFont(font), color: textColor, rect: alignmentRect(forFrame: bounds),
                           alignment: textAlignment.resolved(for: direction), lineBreakMode: lineBreakMode,
                           lines: numberOfLines, direction: direction)
    }

    /// The name logs use: the identifier, or the class name with what it shows.
    override public var debugName: String { identifier ?? "\(typeName)'\(text)'" }

    /// The text, shown after the label's name in a constraint's description.
    open override var constraintLogText: String? { text }

    /// True in a heading text style (large title, title 1 to 3, headline): a cut-off heading
    /// leaves the reader unable to tell what it says.
    open override var isTruncationAnError: Bool {
        guard let style = font.textStyle else { return false }
        return [.largeTitle, .title1, .title2, .title3, .headline].contains(style)
    }
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
