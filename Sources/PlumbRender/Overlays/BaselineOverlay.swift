import Plumb

/// The `baselines` overlay: the first and last baselines of each visible view with text, as
/// horizontal lines across its alignment rectangle (one line when they coincide; the last
/// baseline dotted when it differs).
enum BaselineOverlay {
    /// Strokes the baselines: first baselines as one solid path, last ones as one dotted path.
    /// False when no visible view has text.
    @discardableResult
    static func draw(_ scene: OverlayScene, in context: any GraphicsContext) -> Bool {
        var firsts = Path(), lasts = Path()
        var anyFirst = false, anyLast = false
        for entry in scene.focusedEntries {
            guard let baselines = scene.textBaselines(of: entry.view) else { continue }
            let rect = entry.alignment
            let y1 = snap(baselines.first, scene: scene), y2 = snap(baselines.last, scene: scene)
            // A baseline far off the canvas (in text taller than the image) is not drawn.
            guard scene.area.contains(Point(x: rect.minX, y: y1)) else { continue }
            firsts.move(to: Point(x: rect.minX, y: y1))
            firsts.addLine(to: Point(x: rect.maxX, y: y1))
            anyFirst = true
            if abs(y2 - y1) > 0.25, scene.area.contains(Point(x: rect.minX, y: y2)) {
                lasts.move(to: Point(x: rect.minX, y: y2))
                lasts.addLine(to: Point(x: rect.maxX, y: y2))
                anyLast = true
            }
        }
        if anyFirst { context.stroke(firsts, with: OverlayStyle.baseline, lineWidth: scene.hairline) }
        if anyLast { context.stroke(lasts, with: OverlayStyle.baseline, lineWidth: scene.hairline, dash: OverlayStyle.lastBaselineDash) }
        return anyFirst
    }

    /// The y of a hairline centred on the device pixel just below `y`, underlining the text.
    static func snap(_ y: Double, scene: OverlayScene) -> Double {
        ((y * scene.scale).rounded() + 0.5) / scene.scale
    }
}
