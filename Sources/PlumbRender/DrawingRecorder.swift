import Plumb

/// Graphics-context calls kept as data, to play back later on another context, on any thread:
/// the views' drawing in a ``DrawingSnapshot``, and the overlays' layers, which are drawn before
/// the legend (and so the picture's size) is known.
struct DrawingCommands: Sendable {
    private enum Command: Sendable {
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

    /// A graphics context that keeps the calls made on it as ``DrawingCommands``.
    final class Recorder: GraphicsContext {
        /// The calls so far.
        private(set) var recorded = DrawingCommands()

        func saveState() { recorded.commands.append(.save) }
        func restoreState() { recorded.commands.append(.restore) }
        func translateBy(x: Double, y: Double) { recorded.commands.append(.translate(x, y)) }
        func clip(to path: Path) { recorded.commands.append(.clip(path)) }
        func fill(_ path: Path, with color: Color) { recorded.commands.append(.fill(path, color)) }
        func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double]) {
            recorded.commands.append(.stroke(path, color, lineWidth: lineWidth, dash: dash))
        }
        func beginTransparencyLayer(alpha: Double) { recorded.commands.append(.beginLayer(alpha)) }
        func endTransparencyLayer() { recorded.commands.append(.endLayer) }
        func draw(_ text: TextDrawing) { recorded.commands.append(.text(text)) }
        func draw(_ image: Image, in rect: Rect, contentMode: ContentMode) { recorded.commands.append(.image(image, rect, contentMode)) }
    }
}
