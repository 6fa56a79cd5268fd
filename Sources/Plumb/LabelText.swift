/// A label's text and how it is measured, wrapped, drawn and checked for truncation. Plumb's
/// ``Label`` and UIKit's `UILabel` each keep one and forward their hooks to it, so the two
/// measure and draw alike. Changing what the size depends on invalidates the view's intrinsic size.
public final class LabelText {
    /// The view showing the text (set once it exists).
    public internal(set) weak var view: View?
    /// The text. A new text drops the ``runs``, which were offsets into the old one.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            runs = []
            view?.invalidateIntrinsicContentSize()
        }
    }
    /// Stretches in other fonts or colours (an attributed text's runs), measured and drawn
    /// with the text; none by default.
    public var runs: [TextRun] = [] { didSet { if runs != oldValue { view?.invalidateIntrinsicContentSize() } } }
    /// The font.
    public var font: Font { didSet { if font != oldValue { view?.invalidateIntrinsicContentSize() } } }
    /// The most lines to show; 0 means as many as needed. More than one line wraps at the
    /// solved width (measured again after each layout pass).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { view?.invalidateIntrinsicContentSize() } } }
    /// The width to wrap at; 0 lets layout decide (UIKit's automatic preferred width).
    public var preferredMaxLayoutWidth: Double = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { view?.invalidateIntrinsicContentSize() } }
    }
    /// How lines are aligned (see ``LabelTextShowing/textAlignment``).
    public var textAlignment: TextAlignment = .natural
    /// How text that doesn't fit is cut.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The text's colour.
    public var textColor: Color = .label

    /// The width the last layout pass gave the view, used to wrap when it has several lines.
    var layoutWidth: Double?
    private var cached: (request: TextMeasureRequest, result: TextMeasurement)?

    /// Text in a font, for `view` (nil until the view exists: a view creates its text before
    /// `super.init`, then calls ``attach(to:)``).
    public init(text: String, font: Font) {
        self.text = text
        self.font = font
    }

    /// Makes `view` the view that shows the text: it resolves the font and measures.
    public func attach(to view: View) { self.view = view }

    /// The request the text measures with now.
    public var measureRequest: TextMeasureRequest {
        let wraps = numberOfLines != 1
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidth
        return request(maxWidth: wraps ? width : nil, lines: numberOfLines)
    }

    /// The font as the view's traits resolve it (Dynamic Type, bold text).
    var resolvedFont: Font { view?.resolvedFont(font) ?? font }

    /// The runs with their fonts resolved as ``resolvedFont`` is.
    private var resolvedRuns: [TextRun] {
        runs.map { run in
            var resolved = run
            resolved.font = run.font.map { view?.resolvedFont($0) ?? $0 }
            return resolved
        }
    }

    /// A request for the text and its runs.
    private func request(maxWidth: Double? = nil, lines: Int = 1) -> TextMeasureRequest {
        var request = TextMeasureRequest(text: text, font: resolvedFont, maxWidth: maxWidth, lines: lines)
        request.runs = resolvedRuns
        return request
    }

    private var measurer: any TextMeasuring { view?.effectiveTextMeasurer ?? MonospaceTextMeasurer() }

    /// The text's measured size and baselines (cached until the request changes).
    public var measurement: TextMeasurement {
        let request = measureRequest
        if let cached, cached.request == request { return cached.result }
        let result = measurer.measure(request)
        cached = (request, result)
        return result
    }

    /// Where the baselines are: the measured text's.
    public var baselineOffsets: BaselineOffsets { BaselineOffsets(measurement) }

    /// Forgets the cached measurement (the view's `_contentSizeWillChange`).
    public func contentSizeWillChange() { cached = nil }

    /// True when the size depends on the solved width: several lines, no preferred width.
    public var remeasuresAfterLayout: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// Takes the solved `width` to wrap at; true when it changed (the view re-measured, so
    /// layout must run again).
    public func remeasureAfterLayout(width: Double) -> Bool {
        guard remeasuresAfterLayout else { return false }
        if let layoutWidth, abs(layoutWidth - width) < 0.001 { return false }
        layoutWidth = width
        view?.invalidateIntrinsicContentSize()
        return true
    }

    /// What drawing the text asks of a context: in the view's alignment rectangle, centred
    /// vertically, aligned by ``textAlignment`` and cut by ``lineBreakMode``.
    public var drawing: TextDrawing {
        let direction = view?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        let rect = view.map { $0.alignmentRect(forFrame: $0.bounds) } ?? .zero
        var drawing = TextDrawing(text: text, font: resolvedFont, color: textColor, rect: rect,
                                  alignment: textAlignment.resolved(for: direction), lineBreakMode: lineBreakMode,
                                  lines: numberOfLines, direction: direction)
        drawing.runs = resolvedRuns
        return drawing
    }

    /// What the accessibility checks read of a label: its text, spoken and drawn; nil while empty.
    public var accessibilityFacts: AccessibilityFacts? {
        text.isEmpty ? nil : AccessibilityFacts(label: text, text: .init(font: resolvedFont, color: textColor))
    }

    /// True in a heading text style (large title, title 1 to 3, headline): a cut-off heading
    /// leaves the reader unable to tell what it says.
    public var isTruncationAnError: Bool { LabelText.isHeading(font) }

    /// True for a font in a heading text style (large title, title 1 to 3, headline).
    public static func isHeading(_ font: Font) -> Bool {
        guard let style = font.textStyle else { return false }
        return [.largeTitle, .title1, .title2, .title3, .headline].contains(style)
    }

    /// Whether the text needs more room than the view's alignment rectangle: on one line, wider;
    /// wrapped at the room's width with no line limit, taller or wider. Nil without text.
    public var isCut: Bool? {
        guard !text.isEmpty, let view else { return nil }
        let room = view.alignmentRect(forFrame: view.bounds)
        if numberOfLines == 1 {
            return measurer.measure(request()).size.width > room.width + 0.5
        }
        let needed = measurer.measure(request(maxWidth: room.width, lines: 0)).size
        return needed.height > room.height + 0.5 || needed.width > room.width + 0.5
    }
}
