import CPangoCairo
import Plumb

extension DrawableArea {
    /// The context's current clip (at most its surface) in user space, grown by the margin.
    init(clipOf cairo: OpaquePointer) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        self.init(around: Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
    }
}
