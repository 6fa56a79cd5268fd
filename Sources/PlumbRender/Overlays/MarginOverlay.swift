import Plumb

/// The `margins` overlay: a translucent band between each container's bounds and its layout
/// margins, as Xcode tints margins.
///
/// Only views with visible subviews get bands: they are the views whose margins lay anything
/// out (a leaf's margins are unused unless a constraint names them, and then the `guides`
/// overlay shows its margins guide).
enum MarginOverlay {
    /// Fills the bands of every visible view with visible subviews, as one path; false when
    /// there was nothing to fill.
    @discardableResult
    static func draw(_ scene: OverlayScene, in context: any GraphicsContext) -> Bool {
        var path = Path()
        var any = false
        for entry in scene.focusedEntries where entry.view.subviews.contains(where: { !$0.isHidden }) {
            for band in bands(of: entry.frame, margins: entry.view.safeAreaAdjustedLayoutMargins) {
                path.addRect(band)
                any = true
            }
        }
        if any { context.fill(path, with: OverlayStyle.margin) }
        return any
    }

    /// The four non-overlapping strips between `frame` and `frame` inset by `margins`
    /// (negative margins count as zero; margins wider than the frame fill it).
    static func bands(of frame: Rect, margins: EdgeInsets) -> [Rect] {
        let top = min(max(margins.top, 0), frame.height)
        let bottom = min(max(margins.bottom, 0), frame.height - top)
        let left = min(max(margins.left, 0), frame.width)
        let right = min(max(margins.right, 0), frame.width - left)
        let middle = frame.height - top - bottom
        let strips = [
            Rect(x: frame.minX, y: frame.minY, width: frame.width, height: top),
            Rect(x: frame.minX, y: frame.maxY - bottom, width: frame.width, height: bottom),
            Rect(x: frame.minX, y: frame.minY + top, width: left, height: middle),
            Rect(x: frame.maxX - right, y: frame.minY + top, width: right, height: middle),
        ]
        return strips.filter { $0.width > 0 && $0.height > 0 }
    }
}
