import Plumb

/// Draws recorded layout animations (see `Scene.animate(duration:curve:fps:mode:_:)` in Plumb)
/// as a film: a filmstrip of every frame with its time stamp (PNG, SVG or PDF), or an animated
/// PNG. Animations of one change recorded on one scene (the two modes) go side by side in each
/// cell. Under each panel a status line says whether the frame holds its constraints; the
/// constraints a frame misses are drawn in red with how far it misses them.
///
/// ```swift
/// let animation = scene.animate(duration: 1, fps: 10) { scene.width = 100 }
/// let film = Film(renderer: Renderer(scale: 2), title: "purple-in-blue")
/// let png = try film.strip(of: [animation, animation.interpolated()], on: scene, format: .png)
/// ```
public struct Film: Sendable {
    /// Draws the frames (its legend is left out, so that every panel has the window's size).
    public var renderer: Renderer
    /// The first line.
    public var title: String
    /// A line under the title, or nil.
    public var subtitle: String?
    /// Cells across; nil for as many as fit 1,400 points.
    public var columns: Int?
    /// Draw in red the constraints each frame misses (default true).
    public var marksViolations = true

    /// Creates a film.
    public init(renderer: Renderer, title: String, subtitle: String? = nil, columns: Int? = nil) {
        self.renderer = renderer
        self.renderer.legend = .none
        self.title = title
        self.subtitle = subtitle
        self.columns = columns
    }

    /// The most pixels a filmstrip has, and an animated PNG's frame: a film of large frames is
    /// drawn at a smaller scale than its renderer's, to stay within them.
    public static let stripPixelBudget = 32_000_000.0
    public static let framePixelBudget = 4_000_000.0

    /// The smallest scale a raster film is drawn at; a film that would need less is refused.
    public static let minimumScale = 0.05

    /// The scale a filmstrip of `animations` is drawn at: the renderer's, or less when the strip
    /// would pass ``stripPixelBudget`` pixels or 16,384 pixels a side (below ``minimumScale``,
    /// the strip is refused).
    public func stripScale(of animations: [LayoutAnimation]) -> Double {
        let count = animations.first?.frames.count ?? 1
        return fittedScale(layout(animations, count: count, columns: columns), budget: Self.stripPixelBudget)
    }

    /// The scale an animated PNG of `animations` is drawn at: the renderer's, or less when a
    /// frame would pass ``framePixelBudget`` pixels.
    public func animatedScale(of animations: [LayoutAnimation]) -> Double {
        fittedScale(layout(animations, count: 1, columns: 1), budget: Self.framePixelBudget)
    }

    /// The layout of a film of `count` cells, its panels sized at the renderer's scale; the
    /// subtitle wraps onto a second line when the film is too narrow for it.
    func layout(_ animations: [LayoutAnimation], count: Int, columns: Int?) -> FilmLayout {
        let panel = Self.panelSize(animations, scale: renderer.scale), panels = max(1, animations.count)
        let oneLine = FilmLayout(panel: panel, panels: panels, count: count, columns: columns, subtitleLines: subtitle == nil ? 0 : 1)
        guard let subtitle else { return oneLine }
        let width = oneLine.size.width - 2 * FilmLayout.margin
        let measured = PangoTextMeasurer.shared.measure(TextMeasureRequest(text: subtitle, font: FilmStyle.captionFont, maxWidth: width, lines: 2))
        guard measured.size.height > FilmLayout.subtitleHeight else { return oneLine }
        return FilmLayout(panel: panel, panels: panels, count: count, columns: columns, subtitleLines: 2)
    }

    /// The renderer's scale, or less to keep `layout` within `budget` pixels and 16,384 a side.
    private func fittedScale(_ layout: FilmLayout, budget: Double) -> Double {
        let size = layout.size
        let limit = min((budget / (size.width * size.height)).squareRoot(), 16384 / max(size.width, size.height))
        guard renderer.scale > limit else { return renderer.scale }
        return limit.isFinite ? (limit * 100).rounded(.down) / 100 : 0
    }

    /// `scale`, or an error when it is under ``minimumScale``: a film too large to draw.
    func checked(scale: Double, _ layout: FilmLayout, what: String) throws(RenderError) -> Double {
        guard scale >= Self.minimumScale else {
            throw .filmTooLarge(what: what, points: layout.size)
        }
        return scale
    }

    /// The status line under a panel: `constraints: holds`,
    /// `interpolated: misses 1, by up to 32`, or `constraints: breaks 1` when the moment's
    /// required constraints can't all hold.
    public static func status(of frame: AnimationFrame, mode: AnimationMode) -> String {
        var parts: [String] = []
        if !frame.brokenConstraints.isEmpty { parts.append("breaks \(frame.brokenConstraints.count)") }
        let count = frame.violations.count
        if count > 0 { parts.append("misses \(count), by up to \(OverlayStyle.number(frame.maximumViolation))") }
        return "\(mode.rawValue): " + (parts.isEmpty ? "holds" : parts.joined(separator: ", "))
    }

    /// The caption over a cell: `frame 3 · 0.1 s`.
    public static func caption(of frame: AnimationFrame) -> String {
        "frame \(frame.index) · \(OverlayStyle.number(frame.time)) s"
    }

    /// The largest window of any frame of the animations, rounded up to whole pixels at `scale`.
    static func panelSize(_ animations: [LayoutAnimation], scale: Double) -> Size {
        var size = Size(width: 1, height: 1)
        for animation in animations {
            for frame in animation.frames {
                let window = frame.geometry.frames.first?.size ?? .zero
                size = Size(width: max(size.width, window.width), height: max(size.height, window.height))
            }
        }
        func whole(_ value: Double) -> Double { (value * scale).rounded(.up) / scale }
        return Size(width: whole(size.width), height: whole(size.height))
    }

    /// Checks that the animations can share a film: at least one, all with the same frames.
    static func check(_ animations: [LayoutAnimation]) throws(RenderError) -> Int {
        guard let first = animations.first, !first.frames.isEmpty else { throw .invalidAnimation(reason: "a film needs an animation with frames") }
        guard animations.allSatisfy({ $0.frames.count == first.frames.count }) else {
            throw .invalidAnimation(reason: "the animations of one film must have the same number of frames")
        }
        return first.frames.count
    }

    /// The constraints frame `index` of `animation` breaks or misses, to draw in red: `broken`,
    /// or how far it misses them.
    func marks(_ animation: LayoutAnimation, frame index: Int) -> [MarkedConstraint] {
        guard marksViolations else { return [] }
        return animation.brokenConstraints(at: index).map { MarkedConstraint($0, note: "broken") }
            + animation.frames[index].violations.map {
                MarkedConstraint(animation.constraint(of: $0), note: "off by \(OverlayStyle.number($0.error))")
            }
    }

    /// Draws the title, and each cell's caption and status lines, for `cells` of the layout.
    func drawText(_ animations: [LayoutAnimation], layout: FilmLayout, cells: [(cell: Int, frame: Int)], in context: any GraphicsContext) {
        let margin = FilmLayout.margin
        context.draw(TextDrawing(text: title, font: FilmStyle.titleFont, color: FilmStyle.text,
                                 rect: Rect(x: margin, y: margin, width: layout.size.width - 2 * margin, height: FilmLayout.titleHeight)))
        if let subtitle {
            context.draw(TextDrawing(text: subtitle, font: FilmStyle.captionFont, color: FilmStyle.secondaryText,
                                     rect: Rect(x: margin, y: margin + FilmLayout.titleHeight, width: layout.size.width - 2 * margin,
                                                height: Double(layout.subtitleLines) * FilmLayout.subtitleHeight),
                                     lineBreakMode: .byWordWrapping, lines: layout.subtitleLines))
        }
        for (cell, frame) in cells {
            let origin = layout.cellOrigin(cell)
            context.draw(TextDrawing(text: Self.caption(of: animations[0].frames[frame]), font: FilmStyle.captionFont, color: FilmStyle.text,
                                     rect: Rect(x: origin.x, y: origin.y, width: layout.panel.width * 2, height: FilmLayout.captionHeight)))
            for (number, animation) in animations.enumerated() {
                let panel = layout.panelOrigin(cell, panel: number)
                let shown = animation.frames[frame]
                context.draw(TextDrawing(text: Self.status(of: shown, mode: animation.mode), font: FilmStyle.statusFont,
                                         color: shown.hasProblems ? FilmStyle.misses : FilmStyle.holds,
                                         rect: Rect(x: panel.x, y: panel.y + layout.panel.height + 2, width: layout.panel.width,
                                                    height: FilmLayout.statusHeight)))
            }
        }
    }

    /// Fills each panel's backdrop (the part of the panel outside the frame's window).
    func drawBackdrops(_ layout: FilmLayout, cells: [Int], in context: any GraphicsContext) {
        for cell in cells {
            for number in 0..<layout.panels {
                context.fill(Path(rect: Rect(origin: layout.panelOrigin(cell, panel: number), size: layout.panel)), with: FilmStyle.backdrop)
            }
        }
    }
}

/// The film's fonts and colours.
enum FilmStyle {
    static let titleFont = Font(family: "DejaVu Sans", size: 14, bold: true)
    static let captionFont = Font(family: "DejaVu Sans", size: 11)
    static let statusFont = Font(family: "DejaVu Sans", size: 10)
    static let text = Color(red255: 28, green: 28, blue: 30)
    static let secondaryText = Color(red255: 99, green: 99, blue: 102)
    static let holds = Color(red255: 36, green: 138, blue: 61)
    static let misses = OverlayStyle.conflicting
    static let background = Color(red255: 242, green: 242, blue: 247)
    static let backdrop = Color(red255: 209, green: 209, blue: 214)
}
