import Plumb
@testable import PlumbRender
import PlumbTestSupport
import Testing

/// A graphics context that records what the overlays ask for, in absolute coordinates.
final class OverlayRecordingContext: GraphicsContext {
    enum Call {
        case fill(Path, Color)
        case stroke(Path, Color, lineWidth: Double, dash: [Double])
        case clip(Path)
        case text(TextDrawing)
    }

    private(set) var calls: [Call] = []
    private var offset = Point.zero
    private var saved: [Point] = []
    private(set) var depth = 0

    func saveState() { saved.append(offset); depth += 1 }
    func restoreState() { offset = saved.popLast() ?? .zero; depth -= 1 }
    func translateBy(x: Double, y: Double) { offset = Point(x: offset.x + x, y: offset.y + y) }
    func clip(to path: Path) { calls.append(.clip(moved(path))) }
    func fill(_ path: Path, with color: Color) { calls.append(.fill(moved(path), color)) }
    func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double]) {
        calls.append(.stroke(moved(path), color, lineWidth: lineWidth, dash: dash))
    }
    func beginTransparencyLayer(alpha: Double) {}
    func endTransparencyLayer() {}
    func draw(_ text: TextDrawing) {
        var text = text
        text.rect = text.rect.offsetBy(dx: offset.x, dy: offset.y)
        calls.append(.text(text))
    }
    func draw(_ image: Image, in rect: Rect, contentMode: ContentMode) {}

    private func moved(_ path: Path) -> Path {
        guard offset != .zero else { return path }
        var result = Path()
        for element in path.elements {
            switch element {
            case let .move(p): result.move(to: Point(x: p.x + offset.x, y: p.y + offset.y))
            case let .line(p): result.addLine(to: Point(x: p.x + offset.x, y: p.y + offset.y))
            case let .arc(c, r, a, b): result.addArc(center: Point(x: c.x + offset.x, y: c.y + offset.y), radius: r, startAngle: a, endAngle: b)
            case .close: result.close()
            }
        }
        return result
    }

    /// The calls before the legend (drawn last, from its panel's fill on): the layers and labels.
    var layerCalls: ArraySlice<Call> {
        let legend = calls.firstIndex { if case let .fill(_, c) = $0 { return c == OverlayStyle.legendBackground } else { return false } }
        return calls[..<(legend ?? calls.endIndex)]
    }

    /// Strokes of a colour, outside the legend.
    func strokes(_ color: Color) -> [(path: Path, lineWidth: Double, dash: [Double])] {
        layerCalls.compactMap { if case let .stroke(p, c, w, d) = $0, c == color { return (p, w, d) } else { return nil } }
    }

    /// Fills of a colour, outside the legend.
    func fills(_ color: Color) -> [Path] {
        layerCalls.compactMap { if case let .fill(p, c) = $0, c == color { return p } else { return nil } }
    }

    /// Every text drawn.
    var texts: [TextDrawing] { calls.compactMap { if case let .text(t) = $0 { return t } else { return nil } } }

    /// Texts drawn in a colour.
    func texts(_ color: Color) -> [TextDrawing] { texts.filter { $0.color == color } }

    /// Every clip outside the legend.
    var clips: [Path] { layerCalls.compactMap { if case let .clip(p) = $0 { return p } else { return nil } } }
}

/// Scenes and path helpers for the overlay tests.
enum OverlayFixture {
    /// A root view of a size at a scale, measuring text with the monospace measurer.
    static func root(_ width: Double, _ height: Double, scale: Double = 1) -> View {
        let root = View("root", frame: Rect(x: 0, y: 0, width: width, height: height))
        root.contentScaleFactor = scale
        root.textMeasurer = MonospaceTextMeasurer()
        return root
    }

    /// A view for Auto Layout, added to `parent`.
    @discardableResult
    static func add<V: View>(_ identifier: String, to parent: View, _ view: V = View()) -> V {
        view.identifier = identifier
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// Pins a view's alignment rect to a rectangle of its superview.
    static func place(_ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        guard let parent = view.superview else { return }
        LayoutConstraint.activate([view.leftAnchor == parent.leftAnchor + x, view.topAnchor == parent.topAnchor + y,
                                   view.widthAnchor == width, view.heightAnchor == height])
    }

    /// Draws overlays over a laid-out root with the monospace measurer, recording the calls.
    static func record(_ options: OverlayOptions, _ root: View, legend: OverlayLegendPlacement = .side,
                       focus: OverlayFocus? = nil) -> OverlayRecordingContext {
        root.layoutIfNeeded()
        let context = OverlayRecordingContext()
        Overlays.draw(options, over: root, in: context, measurer: MonospaceTextMeasurer(), legend: legend, focus: focus)
        return context
    }

    /// The overlays of a laid-out root worked out with the monospace measurer: placed labels,
    /// text rectangles and the legend's strip.
    static func picture(_ options: OverlayOptions, _ root: View, legend: OverlayLegendPlacement = .side,
                        focus: OverlayFocus? = nil) -> OverlayPicture {
        root.layoutIfNeeded()
        return OverlayPicture(options, over: root, measurer: MonospaceTextMeasurer(), legend: legend, focus: focus)
    }

    /// Runs `body` with the layout log collected (conflicts are expected, not printed).
    static func quietly<T>(_ body: () -> T) -> T {
        LayoutLog.$sink.withValue(CollectingSink()) { body() }
    }

    /// The closed axis-aligned rectangles (move, three lines, close) in a path.
    static func rects(in path: Path) -> [Rect] {
        var result: [Rect] = []
        var points: [Point] = []
        for element in path.elements {
            switch element {
            case let .move(p): points = [p]
            case let .line(p): points.append(p)
            case .arc: points = []
            case .close:
                if points.count == 4 {
                    let xs = points.map(\.x), ys = points.map(\.y)
                    result.append(Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
                }
                points = []
            }
        }
        return result
    }

    /// The straight segments (a move followed by a line) in a path.
    static func segments(in path: Path) -> [(Point, Point)] { path.straightSegments }

    /// All segments of all strokes of a colour.
    static func segments(_ context: OverlayRecordingContext, _ color: Color) -> [(Point, Point)] {
        context.strokes(color).flatMap { segments(in: $0.path) }
    }

    /// True when a segment joins the two points (either way round), within 0.01.
    static func has(_ segments: [(Point, Point)], from a: Point, to b: Point) -> Bool {
        func near(_ p: Point, _ q: Point) -> Bool { isClose(p, q, within: 0.01) }
        return segments.contains { (near($0.0, a) && near($0.1, b)) || (near($0.0, b) && near($0.1, a)) }
    }

    /// The overlay label texts (not the legend's), by text.
    static func labels(_ context: OverlayRecordingContext) -> [TextDrawing] {
        context.texts.filter { $0.color != OverlayStyle.legendText }
    }

    /// The legend's row titles, in order (down each column, then the next).
    static func legend(_ context: OverlayRecordingContext) -> [String] {
        context.texts(OverlayStyle.legendText).map(\.text)
    }

    /// `rect` inset on each side by `amount`.
    static func inset(_ rect: Rect, _ amount: Double) -> Rect {
        rect.inset(by: EdgeInsets(all: amount))
    }
}

@Suite struct OverlayHarnessTests {
    @Test func recordingContextAppliesTranslationsAndRestoresThem() {
        let context = OverlayRecordingContext()
        context.saveState()
        context.translateBy(x: 10, y: 5)
        context.fill(Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)), with: .black)
        context.restoreState()
        context.fill(Path(rect: Rect(x: 1, y: 2, width: 3, height: 4)), with: .white)
        #expect(OverlayFixture.rects(in: context.fills(.black)[0]) == [Rect(x: 11, y: 7, width: 3, height: 4)])
        #expect(OverlayFixture.rects(in: context.fills(.white)[0]) == [Rect(x: 1, y: 2, width: 3, height: 4)])
        #expect(context.depth == 0)
    }

    @Test func overlaysLeaveTheContextStateBalanced() {
        let root = OverlayFixture.root(200, 100)
        let a = OverlayFixture.add("a", to: root)
        OverlayFixture.place(a, 10, 10, 50, 30)
        let context = OverlayFixture.record(.all, root)
        #expect(context.depth == 0)
        #expect(!context.calls.isEmpty)
    }

    @Test func noOptionsDrawNothing() {
        let root = OverlayFixture.root(200, 100)
        #expect(OverlayFixture.record([], root).calls.isEmpty)
    }
}
