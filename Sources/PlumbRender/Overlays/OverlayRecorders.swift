import Plumb

/// A graphics context that draws nothing and notes where text would be inked, in the
/// coordinates it was created in: the rectangles overlay labels must not cover.
///
/// Each text's rectangle is its measured size placed in its drawing's rectangle as the text is
/// placed there (aligned horizontally, centred vertically), and cut to that rectangle, so the
/// empty part of a wide label or button is free for labels.
final class OverlayTextCollector: GraphicsContext {
    private let measurer: any TextMeasuring
    private var offset = Point.zero
    private var saved: [Point] = []
    /// The inked rectangles, in drawing order.
    private(set) var rects: [Rect] = []

    init(measurer: any TextMeasuring) { self.measurer = measurer }

    func saveState() { saved.append(offset) }
    func restoreState() { offset = saved.popLast() ?? .zero }
    func translateBy(x: Double, y: Double) { offset = Point(x: offset.x + x, y: offset.y + y) }
    func clip(to path: Path) {}
    func fill(_ path: Path, with color: Color) {}
    func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double]) {}
    func beginTransparencyLayer(alpha: Double) {}
    func endTransparencyLayer() {}
    func draw(_ image: Image, in rect: Rect, contentMode: ContentMode) {}

    func draw(_ text: TextDrawing) {
        let box = text.rect
        guard !text.text.isEmpty, box.width > 0, box.height > 0, box.minX.isFinite, box.minY.isFinite else { return }
        let wraps = text.lines != 1
        let measured = measurer.measure(TextMeasureRequest(text: text.text, font: text.font,
                                                           maxWidth: wraps ? box.width : nil, lines: text.lines)).size
        let width = min(measured.width, box.width), height = min(measured.height, box.height)
        let x: Double
        switch text.alignment.resolved(for: text.direction) {
        case .center: x = box.midX - width / 2
        case .right: x = box.maxX - width
        case .justified: x = box.minX
        default: x = box.minX
        }
        let ink = Rect(x: x, y: box.midY - height / 2, width: text.alignment == .justified ? box.width : width, height: height)
        rects.append(ink.offsetBy(dx: offset.x, dy: offset.y))
    }
}
