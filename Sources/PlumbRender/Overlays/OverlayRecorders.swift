import Plumb

/// A graphics context that keeps the calls made on it, to play them back later on another.
///
/// The overlays draw their layers into one first: only once every layer has drawn is it known
/// what the legend lists, and so how large the picture is.
final class OverlayCommandBuffer: GraphicsContext {
    private enum Command {
        case save, restore
        case translate(Double, Double)
        case clip(Path)
        case fill(Path, Color)
        case stroke(Path, Color, lineWidth: Double, dash: [Double])
        case beginLayer(Double)
        case endLayer
        case text(TextDrawing)
        case image(Image, Rect, ContentMode)
    }

    private var commands: [Command] = []

    func saveState() { commands.append(.save) }
    func restoreState() { commands.append(.restore) }
    func translateBy(x: Double, y: Double) { commands.append(.translate(x, y)) }
    func clip(to path: Path) { commands.append(.clip(path)) }
    func fill(_ path: Path, with color: Color) { commands.append(.fill(path, color)) }
    func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double]) {
        commands.append(.stroke(path, color, lineWidth: lineWidth, dash: dash))
    }
    func beginTransparencyLayer(alpha: Double) { commands.append(.beginLayer(alpha)) }
    func endTransparencyLayer() { commands.append(.endLayer) }
    func draw(_ text: TextDrawing) { commands.append(.text(text)) }
    func draw(_ image: Image, in rect: Rect, contentMode: ContentMode) { commands.append(.image(image, rect, contentMode)) }

    /// Makes the same calls, in the same order, on `context`.
    func replay(on context: any GraphicsContext) {
        for command in commands {
            switch command {
            case .save: context.saveState()
            case .restore: context.restoreState()
            case let .translate(x, y): context.translateBy(x: x, y: y)
            case let .clip(path): context.clip(to: path)
            case let .fill(path, color): context.fill(path, with: color)
            case let .stroke(path, color, width, dash): context.stroke(path, with: color, lineWidth: width, dash: dash)
            case let .beginLayer(alpha): context.beginTransparencyLayer(alpha: alpha)
            case .endLayer: context.endTransparencyLayer()
            case let .text(text): context.draw(text)
            case let .image(image, rect, mode): context.draw(image, in: rect, contentMode: mode)
            }
        }
    }
}

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
