import Plumb

/// What a render draws, worked out and fixed: the views' drawing at their frames, the overlays
/// with their labels and legend, and the canvas. A read-only value, made on one thread and
/// drawn on any, at any time: the tree may change (or show another animation frame) after it.
///
/// ``Renderer`` makes one from a laid-out tree (``Renderer/snapshot(of:format:)``) or from a
/// recorded animation frame (``Renderer/snapshot(of:of:on:format:)``), and draws one with
/// ``Renderer/data(of:)``.
public struct DrawingSnapshot: Sendable {
    /// The views' drawing, the root's top-left corner at the origin.
    let tree: DrawingCommands
    /// The overlays worked out, or nil without overlays and marked constraints.
    let overlays: OverlayPicture?
    /// The format it was worked out for: a raster's layout area is rounded up to whole pixels.
    public let format: RenderFormat
    /// The root's size, in points.
    public let rootSize: Size
    /// The layout area: the root's size, rounded up to whole pixels for PNG.
    public let layoutArea: Size
    /// The whole canvas, in points: the layout area, grown by the overlays' legend strip.
    public let size: Size
    /// The root's appearance, which the background colour is resolved for.
    public let appearance: UserInterfaceStyle

    /// Draws the tree with its top-left corner at the context's origin, then the overlays and
    /// their legend. With a legend strip, the tree is cut to the layout area, so that the strip
    /// shows only the legend. (The renderer draws on Cairo this way; the render benchmark
    /// records the same calls to replay them without Plumb.)
    @_spi(Benchmarks)
    public func draw(in context: any GraphicsContext) {
        context.saveState()
        if size != layoutArea { context.clip(to: Path(rect: Rect(origin: .zero, size: layoutArea))) }
        tree.replay(on: context)
        context.restoreState()
        overlays?.draw(in: context, layoutArea: layoutArea)
    }

    /// Records `root`'s drawing as it stands (no layout pass), the root's top-left corner at the origin.
    static func recording(_ root: View) -> DrawingCommands {
        let recorder = DrawingCommands.Recorder()
        recorder.translateBy(x: -root.frame.minX, y: -root.frame.minY)
        root.drawHierarchy(in: recorder)
        return recorder.recorded
    }
}
