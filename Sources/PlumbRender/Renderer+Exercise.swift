import CPangoCairo
import Plumb

extension Renderer {
    /// One picture of a layout and of its `View.exerciseAmbiguityInLayout()` alternative,
    /// side by side under captions: what UIKit's debugging aid shows, without a debugger.
    ///
    /// Every ambiguous view in the tree is exercised (or only `views`, when given), the
    /// alternative is drawn, and the views are exercised again to put them back.
    public func exercisedAmbiguity(of root: View, exercising views: [View]? = nil,
                                   format: RenderFormat = .png) throws(RenderError) -> [UInt8] {
        root.layoutIfNeeded()
        let exercised = views ?? root.visibleSubtreeViews.filter(\.hasAmbiguousLayout)
        let names = exercised.map { $0.identifier ?? String(describing: type(of: $0)) }
        // Each panel's overlays are worked out in its own layout; the views are put back after.
        let original = try snapshot(of: root, format: .svg)
        for view in exercised { view.exerciseAmbiguityInLayout() }
        let alternative = try snapshot(of: root, format: .svg)
        for view in exercised { view.exerciseAmbiguityInLayout() }
        let panel = Size(width: max(original.size.width, alternative.size.width), height: max(original.size.height, alternative.size.height))
        let captionHeight = 24.0, gap = 16.0
        let size = try checkedCanvas(Size(width: 2 * panel.width + gap, height: panel.height + captionHeight))
        let body: (OpaquePointer) -> Void = { cairo in
            self.drawPanel(original, caption: "original layout", at: 0, captionHeight: captionHeight, on: cairo)
            let caption = names.isEmpty ? "no ambiguous views" : "exerciseAmbiguityInLayout(): " + names.joined(separator: ", ")
            self.drawPanel(alternative, caption: caption, at: panel.width + gap, captionHeight: captionHeight, on: cairo)
        }
        switch format {
        case .png:
            let surface = try rasterSurface(size: size, appearance: root.traitCollection.userInterfaceStyle, body)
            defer { cairo_surface_destroy(surface) }
            return try pngBytes(of: surface)
        case .svg, .pdf:
            return try vectorData(size: size, format: format, appearance: root.traitCollection.userInterfaceStyle, body)
        }
    }

    private func drawPanel(_ picture: DrawingSnapshot, caption: String, at x: Double, captionHeight: Double, on cairo: OpaquePointer) {
        let context = CairoGraphicsContext(cairo: cairo)
        context.saveState()
        context.translateBy(x: x, y: 0)
        context.draw(TextDrawing(text: caption, font: Font(size: 11), color: .systemGray,
                                 rect: Rect(x: 0, y: 0, width: picture.rootSize.width, height: captionHeight),
                                 alignment: .left, lineBreakMode: .byTruncatingTail))
        context.translateBy(x: 0, y: captionHeight)
        context.stroke(Path(rect: Rect(origin: .zero, size: picture.rootSize)), with: .systemGray, lineWidth: 0.5)
        context.restoreState()
        cairo_save(cairo)
        cairo_translate(cairo, x, captionHeight)
        draw(picture, on: cairo)
        cairo_restore(cairo)
    }
}
