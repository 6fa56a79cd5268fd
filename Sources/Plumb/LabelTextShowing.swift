/// A view that shows a ``LabelText``: Plumb's ``Label`` and UIKit's `UILabel`. The text's
/// settings and measurement read through to it; the view forwards its hooks to it.
public protocol LabelTextShowing: TextShowing {
    /// The text, its settings and its measurement.
    var labelText: LabelText { get }
}

extension LabelTextShowing {
    /// The most lines to show; 0 means as many as needed. Views with more than one line wrap
    /// at their solved width (measured again after each layout pass).
    public var numberOfLines: Int {
        get { labelText.numberOfLines }
        set { labelText.numberOfLines = newValue }
    }
    /// The width to wrap at; 0 lets layout decide (UIKit's automatic preferred width).
    public var preferredMaxLayoutWidth: Double {
        get { labelText.preferredMaxLayoutWidth }
        set { labelText.preferredMaxLayoutWidth = newValue }
    }
    /// How lines are aligned. `natural` (the default) is left under a left-to-right layout
    /// direction and right under right-to-left, whichever way the text itself runs (its
    /// paragraphs take the direction of their first strong character).
    public var textAlignment: TextAlignment {
        get { labelText.textAlignment }
        set { labelText.textAlignment = newValue }
    }
    /// How text that doesn't fit is cut (default: truncated at the tail).
    public var lineBreakMode: LineBreakMode {
        get { labelText.lineBreakMode }
        set { labelText.lineBreakMode = newValue }
    }
    /// The text's colour (default ``Color/label``: black, or white in the dark appearance).
    public var textColor: Color {
        get { labelText.textColor }
        set { labelText.textColor = newValue }
    }
    /// The request the text measures with now.
    public var measureRequest: TextMeasureRequest { labelText.measureRequest }
    /// The text's measured size and baselines.
    public var measurement: TextMeasurement { labelText.measurement }
    /// What drawing asks the context to draw, in the view's bounds.
    public var textDrawing: TextDrawing { labelText.drawing }
    /// The text as drawn.
    public var displayedText: String { labelText.text }
    /// Whether the text needs more room than the view gives it (nil without text).
    public var isTextCut: Bool? { labelText.isCut }
    /// Rewrites the text.
    public func rewriteTexts(_ rewrite: (String) -> String) { labelText.text = rewrite(labelText.text) }
}
