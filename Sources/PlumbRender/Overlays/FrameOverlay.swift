import Plumb

/// The `frames` and `alignment` overlays: one outline per visible view.
///
/// Each layer is one stroke of one path (a rectangle per view), so a thousand views cost two
/// stroke calls. Outlines lie just inside their rectangles, one device pixel wide, so they
/// stay crisp at any scale.
enum FrameOverlay {
    /// Strokes every visible view's frame, solid and neutral.
    static func drawFrames(_ scene: OverlayScene, in context: any GraphicsContext) {
        stroke(scene.focusedEntries.map(\.frame), scene: scene, color: OverlayStyle.frame, dash: [], in: context)
    }

    /// Strokes every visible view's alignment rectangle, dashed magenta.
    static func drawAlignmentRects(_ scene: OverlayScene, in context: any GraphicsContext) {
        stroke(scene.focusedEntries.map(\.alignment), scene: scene, color: OverlayStyle.alignment,
               dash: OverlayStyle.alignmentDash, in: context)
    }

    /// The most rectangles stroked as one path. Cairo turns a whole dashed path into polygons
    /// before it draws any (10,000 nested rectangles took 270 MB); scenes with fewer views draw
    /// exactly as one path.
    static let rectanglesPerStroke = 512

    private static func stroke(_ rects: [Rect], scene: OverlayScene, color: Color, dash: [Double],
                               in context: any GraphicsContext) {
        let width = scene.hairline
        for start in stride(from: 0, to: rects.count, by: rectanglesPerStroke) {
            var path = Path()
            for rect in rects[start..<min(start + rectanglesPerStroke, rects.count)] {
                path.addRect(insideStroke(rect, lineWidth: width))
            }
            context.stroke(path, with: color, lineWidth: width, dash: dash)
        }
    }

    /// The rectangle whose stroke of `lineWidth` lies just inside `rect` (on the pixel grid when
    /// `rect` is), or `rect` itself on an axis too thin for that.
    static func insideStroke(_ rect: Rect, lineWidth: Double) -> Rect {
        let half = lineWidth / 2
        let dx = rect.width > lineWidth ? half : 0, dy = rect.height > lineWidth ? half : 0
        return rect.inset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx))
    }
}
