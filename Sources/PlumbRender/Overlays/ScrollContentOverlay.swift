import Plumb

/// The `scroll` overlay: each scroll view's whole content area, the part beyond its frame too.
///
/// The content area is ``ScrollView/contentSize`` placed at the scroll view's origin less its
/// ``ScrollView/contentOffset``. It gets a dashed brown outline and a `content W×H` label, and
/// the scroll view's subviews are drawn again, unclipped and dimmed, wherever they fall
/// outside its frame; inside the frame the render stays as it is. Everything is cut to the
/// canvas, which does not grow.
enum ScrollContentOverlay {
    /// Draws every visible scroll view's content; false when there was none to show (no
    /// content size, and no subview beyond the frame).
    @discardableResult
    static func draw(_ scene: OverlayScene, in context: any GraphicsContext, labels: OverlayLabelLayer) -> Bool {
        var any = false, outlined = false
        var outlines = Path()
        for entry in scene.focusedEntries {
            guard let scroll = entry.view as? ScrollView else { continue }
            if drawOutside(entry, scene: scene, in: context) { any = true }
            let size = scroll.contentSize
            let content = Rect(origin: entry.contentOrigin, size: size)
            guard size.width > 0, size.height > 0, let visible = scene.area.clamp(content) else { continue }
            outlines.addRect(FrameOverlay.insideStroke(visible, lineWidth: scene.hairline))
            outlined = true
            any = true
            let text = "content \(OverlayStyle.number(size.width))×\(OverlayStyle.number(size.height))"
            let label = labels.size(of: text)
            // Inside the bottom-right corner (clamped to the canvas by the placer), else the
            // bottom-left: the top-left is where the guides overlay names the content guide.
            let corner = Point(x: visible.maxX - 2 - label.width / 2, y: visible.maxY - 2 - label.height / 2)
            labels.add(text, at: corner, preferred: [corner, Point(x: visible.minX + 2 + label.width / 2, y: corner.y)],
                       color: OverlayStyle.scrollContent, rank: OverlayLabelRank.scrollContent)
        }
        if outlined {
            context.stroke(outlines, with: OverlayStyle.scrollContent, lineWidth: scene.hairline, dash: OverlayStyle.scrollContentDash)
        }
        return any
    }

    /// The scroll view's subviews, dimmed, clipped to the canvas outside its frame; true when
    /// one of them reaches beyond the frame.
    private static func drawOutside(_ entry: OverlayScene.Entry, scene: OverlayScene, in context: any GraphicsContext) -> Bool {
        let subviews = entry.view.subviews.filter { !$0.isHidden }
        guard !subviews.isEmpty else { return false }
        let bounds = scene.bounds, frame = entry.frame
        let outside = EdgeInsets(top: frame.minY - bounds.minY, left: frame.minX - bounds.minX,
                                 bottom: bounds.maxY - frame.maxY, right: bounds.maxX - frame.maxX)
        let bands = MarginOverlay.bands(of: bounds, margins: outside)
        guard !bands.isEmpty else { return false }
        var clip = Path()
        for band in bands { clip.addRect(band) }
        context.saveState()
        context.clip(to: clip)
        context.beginTransparencyLayer(alpha: OverlayStyle.scrollContentAlpha)
        context.saveState()
        context.translateBy(x: entry.contentOrigin.x, y: entry.contentOrigin.y)
        for subview in subviews { subview.drawHierarchy(in: context) }
        context.restoreState()
        context.endTransparencyLayer()
        context.restoreState()
        let origin = entry.contentOrigin, visible = Rect(origin: entry.origin, size: entry.view.frame.size)
        return subviews.contains { subview in
            let rect = subview.frame.offsetBy(dx: origin.x, dy: origin.y)
            return rect.minX < visible.minX || rect.minY < visible.minY || rect.maxX > visible.maxX || rect.maxY > visible.maxY
        }
    }
}
