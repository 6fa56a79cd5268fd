// Records every call a render makes through Plumb's GraphicsContext protocol as a flat list of
// operations, so DirectReplay can make the same Cairo and Pango calls without Plumb.

import Plumb

/// One GraphicsContext call, with its arguments.
enum DrawOp {
    case save
    case restore
    case translate(x: Double, y: Double)
    case clip(Path)
    case fill(Path, Color)
    case stroke(Path, Color, lineWidth: Double, dash: [Double])
    case beginLayer
    /// Ends a layer, compositing it with the alpha its `beginTransparencyLayer` gave.
    case endLayer(alpha: Double)
    case text(TextDrawing)
    case image(Image, Rect, ContentMode)
}

/// A GraphicsContext that only records.
final class RecordingContext: GraphicsContext {
    private(set) var ops: [DrawOp] = []
    private var layerAlphas: [Double] = []

    init() { ops.reserveCapacity(1 << 16) }

    func saveState() { ops.append(.save) }
    func restoreState() { ops.append(.restore) }
    func translateBy(x: Double, y: Double) { ops.append(.translate(x: x, y: y)) }
    func clip(to path: Path) { ops.append(.clip(path)) }
    func fill(_ path: Path, with color: Color) { ops.append(.fill(path, color)) }
    func stroke(_ path: Path, with color: Color, lineWidth: Double, dash: [Double]) {
        ops.append(.stroke(path, color, lineWidth: lineWidth, dash: dash))
    }
    func beginTransparencyLayer(alpha: Double) {
        layerAlphas.append(alpha)
        ops.append(.beginLayer)
    }
    func endTransparencyLayer() { ops.append(.endLayer(alpha: layerAlphas.popLast() ?? 1)) }
    func draw(_ text: TextDrawing) { ops.append(.text(text)) }
    func draw(_ image: Image, in rect: Rect, contentMode: ContentMode) { ops.append(.image(image, rect, contentMode)) }
}

/// How many operations of each kind a recording holds (for the report).
func opCounts(_ ops: [DrawOp]) -> [(String, Int)] {
    var counts: [String: Int] = [:]
    for op in ops {
        let name: String
        switch op {
        case .save: name = "save"
        case .restore: name = "restore"
        case .translate: name = "translate"
        case .clip: name = "clip"
        case .fill: name = "fill"
        case .stroke: name = "stroke"
        case .beginLayer: name = "begin_layer"
        case .endLayer: name = "end_layer"
        case .text: name = "text"
        case .image: name = "image"
        }
        counts[name, default: 0] += 1
    }
    return counts.sorted { $0.key < $1.key }
}
