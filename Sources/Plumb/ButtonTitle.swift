/// A button's one-line title and the padding around it: measured, drawn centred and checked
/// for truncation. Plumb's ``Button`` and UIKit's `UIButton` each keep one, so the two measure
/// and draw their titles alike. Changing what the size depends on invalidates the view's
/// intrinsic size.
public final class ButtonTitle {
    /// The view showing the title (set by ``attach(to:)``).
    public private(set) weak var view: View?
    /// The title.
    public var title: String { didSet { if title != oldValue { view?.invalidateIntrinsicContentSize() } } }
    /// The title's font.
    public var font: Font { didSet { if font != oldValue { view?.invalidateIntrinsicContentSize() } } }
    /// Padding around the title.
    public var contentEdgeInsets: EdgeInsets {
        didSet { if contentEdgeInsets != oldValue { view?.invalidateIntrinsicContentSize() } }
    }
    /// The title's colour.
    public var color: Color

    /// A title in a font, padded by `contentEdgeInsets`, drawn in `color`.
    public init(title: String, font: Font, contentEdgeInsets: EdgeInsets, color: Color) {
        self.title = title
        self.font = font
        self.contentEdgeInsets = contentEdgeInsets
        self.color = color
    }

    /// Makes `view` the view that shows the title: it resolves the font and measures.
    public func attach(to view: View) { self.view = view }

    private var resolvedFont: Font { view?.resolvedFont(font) ?? font }

    /// What the accessibility checks read of a button: a control spoken as `label` (its title
    /// unless the view has its own), whose title is drawn over `fill`.
    public func accessibilityFacts(label: String?, fill: Color? = nil) -> AccessibilityFacts {
        AccessibilityFacts(control: "button", label: label,
                           text: title.isEmpty ? nil : .init(font: resolvedFont, color: color, fill: fill))
    }

    /// The title's measurement, on one line.
    public var measurement: TextMeasurement {
        (view?.effectiveTextMeasurer ?? MonospaceTextMeasurer()).measure(TextMeasureRequest(text: title, font: resolvedFont))
    }

    /// The title's size plus ``contentEdgeInsets``.
    public var paddedSize: Size {
        let text = measurement.size
        return Size(width: text.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: text.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// Where the baselines are: the title's.
    public var baselineOffsets: BaselineOffsets { BaselineOffsets(measurement) }

    /// The title centred in `rect` minus ``contentEdgeInsets``, cut in the middle when it doesn't fit.
    public func drawing(in rect: Rect) -> TextDrawing {
        let direction = view?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        return TextDrawing(text: title, font: resolvedFont, color: color, rect: rect.inset(by: contentEdgeInsets),
                           alignment: .center, lineBreakMode: .byTruncatingMiddle, lines: 1, direction: direction)
    }
}
