/// Where views draw themselves. Plumb knows nothing of Cairo: PlumbRender implements this
/// protocol with Cairo and Pango, and tests can implement it to record calls.
///
/// Coordinates are points. Each view draws in its own bounds: the caller translates the
/// context to the view's origin first.
public protocol GraphicsContext: AnyObject {
    /// Saves the transform, clip and layer state.
    func saveState()
    /// Restores the state saved by the matching ``saveState()``.
    func restoreState()
    /// Moves the origin.
    func translateBy(x: Double, y: Double)
    /// Intersects the clip with a path (until the state is restored).
    func clip(to path: Path)
    /// Fills a path.
    func fill(_ path: Path, with color: Color)
    /// Strokes a path; `dash` lists on and off lengths (empty for a solid line).
    func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double])
    /// Starts a group that is composited with `alpha` when it ends.
    func beginTransparencyLayer(alpha: Double)
    /// Ends the group started by ``beginTransparencyLayer(alpha:)``.
    func endTransparencyLayer()
    /// Draws text laid out in a rectangle.
    func draw(_ text: TextDrawing)
    /// Draws an image into a rectangle with a content mode, clipped to the rectangle.
    func draw(_ image: Image, in rect: Rect, contentMode: ContentMode)
}

extension GraphicsContext {
    /// Strokes a solid path.
    public func stroke(_ path: Path, with color: Color, lineWidth: Double) {
        stroke(path, with: color, lineWidth: lineWidth, dash: [])
    }
}

/// Text to draw: what a label, button or field asks the context for.
///
/// The text is centred vertically in ``rect`` (as a label's text is), aligned horizontally by
/// ``alignment``, wrapped at the rectangle's width when ``lines`` is not 1, and cut by
/// ``lineBreakMode`` when it doesn't fit.
public struct TextDrawing: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The font.
    public var font: Font
    /// The colour.
    public var color: Color
    /// The rectangle the text is laid out in, in the current coordinates.
    public var rect: Rect
    /// Horizontal alignment, already resolved for the layout direction (never `natural`).
    public var alignment: TextAlignment
    /// How text that doesn't fit is wrapped or cut.
    public var lineBreakMode: LineBreakMode
    /// The most lines to show; 0 means unlimited.
    public var lines: Int
    /// The layout direction, not the text's: each paragraph runs in the direction of its first
    /// strong character (Unicode bidi rules P2 and P3). A paragraph with none takes the
    /// direction of the paragraph before it, and a first paragraph with none takes this one.
    /// It also decides where justified text's last line starts; ``alignment`` is already absolute.
    public var direction: LayoutDirection
    /// Stretches in other fonts or colours (an attributed text's runs); none by default.
    public var runs: [TextRun] = []

    /// Creates a text drawing.
    public init(text: String, font: Font, color: Color, rect: Rect, alignment: TextAlignment = .left,
                lineBreakMode: LineBreakMode = .byTruncatingTail, lines: Int = 1,
                direction: LayoutDirection = .leftToRight) {
        self.text = text; self.font = font; self.color = color; self.rect = rect
        self.alignment = alignment; self.lineBreakMode = lineBreakMode; self.lines = lines
        self.direction = direction
    }
}

extension TextAlignment {
    /// `natural` turned into left or right for a direction; other alignments unchanged.
    public func resolved(for direction: LayoutDirection) -> TextAlignment {
        guard self == .natural else { return self }
        return direction == .leftToRight ? .left : .right
    }
}

/// How an image fills its view (UIKit's `UIView.ContentMode`, the modes that place images).
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretch to fill the bounds exactly (UIKit's default).
    case scaleToFill
    /// Scale to fit inside the bounds, keeping the aspect ratio (letterboxed).
    case scaleAspectFit
    /// Scale to cover the bounds, keeping the aspect ratio (cropped).
    case scaleAspectFill
    /// Natural size, centred.
    case center

    /// The rectangle a picture of `size` occupies in `bounds`.
    public func rect(for size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let scale = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let width = size.width * scale, height = size.height * scale
            return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        case .center:
            return Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                        width: size.width, height: size.height)
        }
    }
}
