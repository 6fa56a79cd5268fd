import CPangoCairo
import Plumb

extension Film {
    /// The filmstrip as SVG or PDF, each frame shown on a stage of `scene` in turn and drawn in vectors.
    func vectorStrip(of animations: [LayoutAnimation], on scene: Scene, layout: FilmLayout,
                     format: RenderFormat) throws(RenderError) -> [UInt8] {
        try scene.withAnimationStage { stage throws(RenderError) in
            try vectorStrip(of: animations, on: stage, layout: layout, format: format)
        }
    }

    private func vectorStrip(of animations: [LayoutAnimation], on stage: AnimationStage, layout: FilmLayout,
                             format: RenderFormat) throws(RenderError) -> [UInt8] {
        var failure: RenderError?
        let cells = (0..<layout.count).map { (cell: $0, frame: $0) }
        let bytes = try renderer.vectorData(size: layout.size, format: format) { cairo in
            let context = CairoGraphicsContext(cairo: cairo)
            context.fill(Path(rect: Rect(origin: .zero, size: layout.size)), with: FilmStyle.background)
            drawBackdrops(layout, cells: cells.map(\.cell), in: context)
            for (cell, frame) in cells {
                for (number, animation) in animations.enumerated() {
                    var renderer = self.renderer
                    renderer.marked = marks(animation, frame: frame)
                    do throws(RenderError) {
                        let picture = try renderer.snapshot(of: animation.frames[frame], of: animation, on: stage, format: format)
                        let origin = layout.panelOrigin(cell, panel: number)
                        context.saveState()
                        context.translateBy(x: origin.x, y: origin.y)
                        context.clip(to: Path(rect: Rect(origin: .zero, size: layout.panel)))
                        context.fill(Path(rect: Rect(origin: .zero, size: picture.size)), with: renderer.background.resolved(for: stage.scene.traits.userInterfaceStyle))
                        renderer.draw(picture, on: cairo)
                        context.restoreState()
                    } catch {
                        failure = failure ?? error
                    }
                }
            }
            drawText(animations, layout: layout, cells: cells, in: context)
        }
        if let failure { throw failure }
        return bytes
    }
}
