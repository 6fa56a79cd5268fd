import CPangoCairo
import Plumb

/// Renders a laid-out view tree to PNG (at any scale), SVG or PDF, with optional debugging
/// overlays. The canvas is the root's frame, grown by the overlays' legend strip when there is
/// one; the renderer lays the tree out first if needed.
public struct Renderer: Sendable {
    /// Pixels per point for PNG output (vector formats are in points).
    public var scale: Double
    /// The colour behind the root; a light/dark colour is resolved for the root's appearance.
    public var background: Color
    /// The debugging layers drawn over the views.
    public var overlays: OverlayOptions
    /// Where the overlays' legend goes: in a strip beside the layout (the default), below it, or nowhere.
    public var legend: OverlayLegendPlacement
    /// The views and guides the overlays are about; nil for every one.
    public var focus: OverlayFocus?
    /// Constraints drawn in red with a note, whatever ``overlays`` says (see ``MarkedConstraint``).
    public var marked: [MarkedConstraint] = []

    /// Creates a renderer.
    public init(scale: Double = 1, overlays: OverlayOptions = [], background: Color = .white,
                legend: OverlayLegendPlacement = .side, focus: OverlayFocus? = nil) {
        self.scale = scale
        self.overlays = overlays
        self.background = background
        self.legend = legend
        self.focus = focus
    }

    /// The raster image of the tree at ``scale``.
    public func image(of root: View) throws(RenderError) -> RenderedImage {
        let surface = try rasterSurface(of: root)
        defer { cairo_surface_destroy(surface) }
        return RenderedImage(surface: surface)
    }

    /// The file contents for a format.
    public func data(of root: View, format: RenderFormat) throws(RenderError) -> [UInt8] {
        switch format {
        case .png:
            return try pngData(of: root, compression: .compact)
        case .svg, .pdf:
            return try data(of: snapshot(of: root, format: format))
        }
    }

    /// The file contents of a snapshot, in the format it was made for.
    public func data(of snapshot: DrawingSnapshot) throws(RenderError) -> [UInt8] {
        switch snapshot.format {
        case .png:
            let surface = try rasterSurface(of: snapshot)
            defer { cairo_surface_destroy(surface) }
            return try CairoByteStream.png(of: surface, compression: .compact)
        case .svg, .pdf:
            return try vectorData(size: snapshot.size, format: snapshot.format, appearance: snapshot.appearance) {
                self.draw(snapshot, on: $0)
            }
        }
    }

    /// A surface encoded as PNG.
    func pngBytes(of surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        try CairoByteStream.png(of: surface)
    }

    /// Writes a file atomically; the format comes from `format` or the path's extension (PNG by default).
    public func write(_ root: View, to path: String, format: RenderFormat? = nil) throws(RenderError) {
        let bytes = try data(of: root, format: format ?? RenderFormat(pathExtension: path) ?? .png)
        try AtomicFile.write(bytes, to: path)
    }

    /// Lays the tree out if needed and throws ``RenderError/invalidCanvas(width:height:scale:)``
    /// when its root would make an empty, non-finite or oversized canvas at ``scale``: what a
    /// render would refuse, found before anything is drawn.
    public func checkCanvas(of root: View) throws(RenderError) {
        _ = try canvasSize(of: root)
    }

    // MARK: Drawing

    private func canvasSize(of root: View, raster: Bool = true, laysOut: Bool = true) throws(RenderError) -> Size {
        if laysOut { root.layoutIfNeeded() }
        MeasurerCheck.warnOnce(about: root)
        return try checkedCanvas(root.frame.size, raster: raster)
    }

    /// What a render of the tree in `format` draws, worked out: lays the tree out, records its
    /// drawing, works out its overlays and sizes the canvas. Throws when the canvas would be
    /// empty, non-finite or oversized at ``scale``. For PNG the layout area is rounded up to
    /// whole pixels, so that the legend strip starts on a pixel boundary.
    public func snapshot(of root: View, format: RenderFormat) throws(RenderError) -> DrawingSnapshot {
        try snapshot(of: root, format: format, laysOut: true)
    }

    /// What a render of `frame` of `animation` draws: `stage` shows the frame (the animation is
    /// recorded on its scene), and the tree is recorded as it stands, with no layout pass, so
    /// that the snapshot holds the frame's geometry after the stage shows another or ends. A
    /// frame of another scene's animation is not shown: the scene is laid out and drawn as it is.
    public func snapshot(of frame: AnimationFrame, of animation: LayoutAnimation, on stage: AnimationStage,
                         format: RenderFormat) throws(RenderError) -> DrawingSnapshot {
        let shown = stage.show(frame, of: animation)
        return try snapshot(of: stage.root, format: format, laysOut: !shown)
    }

    private func snapshot(of root: View, format: RenderFormat, laysOut: Bool) throws(RenderError) -> DrawingSnapshot {
        let raster = format == .png
        let size = try canvasSize(of: root, raster: raster, laysOut: laysOut)
        let area = raster ? Size(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
                          : size
        let overlays = self.overlays.isEmpty && marked.isEmpty ? nil
            : OverlayPicture(self.overlays, over: root, measurer: PangoTextMeasurer.shared, legend: legend, focus: focus, marked: marked,
                             laysOut: laysOut)
        let canvas = overlays?.canvasSize(layoutArea: area) ?? area
        if canvas != area { _ = try checkedCanvas(canvas, raster: raster) }
        return DrawingSnapshot(tree: DrawingSnapshot.recording(root), overlays: overlays, format: format, rootSize: root.frame.size,
                               layoutArea: area, size: canvas, appearance: root.traitCollection.userInterfaceStyle)
    }

    /// `size` when it makes a canvas of at most 16384 pixels a side at ``scale``; a vector
    /// canvas (`raster` false) is drawn in points, whatever the scale, so it is measured at
    /// scale 1: a 4-million-point page at `--scale 0.00005` is not 200 pixels wide, and Cairo
    /// took 2 s and 230 MB to stroke its outlines.
    func checkedCanvas(_ size: Size, raster: Bool = true) throws(RenderError) -> Size {
        let scale = raster ? scale : 1
        let pixels = (size.width * scale, size.height * scale)
        guard size.width > 0, size.height > 0, scale > 0, pixels.0.isFinite, pixels.1.isFinite,
              pixels.0 <= 16384, pixels.1 <= 16384 else {
            throw .invalidCanvas(width: size.width, height: size.height, scale: scale)
        }
        return size
    }

    func rasterSurface(of root: View) throws(RenderError) -> OpaquePointer {
        try rasterSurface(of: snapshot(of: root, format: .png))
    }

    /// A new surface with a raster snapshot drawn on it.
    func rasterSurface(of snapshot: DrawingSnapshot) throws(RenderError) -> OpaquePointer {
        try rasterSurface(size: snapshot.size, layoutArea: snapshot.layoutArea, appearance: snapshot.appearance) {
            self.draw(snapshot, on: $0)
        }
    }

    /// A new ARGB surface of `size` points at ``scale``, painted with the background (resolved for
    /// `appearance`), then `body`
    /// draws on a context scaled to points. The surface is the layout area's whole pixels plus
    /// the rest of `size` (the legend strip), so that the strip adds exactly its own pixels.
    func rasterSurface(size: Size, layoutArea: Size? = nil, appearance: UserInterfaceStyle = .light,
                       _ body: (OpaquePointer) -> Void) throws(RenderError) -> OpaquePointer {
        let (width, height) = Self.rasterPixels(size: size, layoutArea: layoutArea ?? size, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .invalidCanvas(width: size.width, height: size.height, scale: scale)
        }
        paint(surface, scale: scale, appearance: appearance, body)
        return surface
    }

    /// The pixel size of a raster canvas of `size` points at `scale`: the layout area's whole
    /// pixels plus the rest of `size` (the legend strip), so that the strip adds exactly its own.
    @_spi(Benchmarks)
    public static func rasterPixels(size: Size, layoutArea: Size, scale: Double) -> (width: Int32, height: Int32) {
        func pixels(_ total: Double, _ layout: Double) -> Int32 {
            Int32((layout * scale).rounded(.up)) + Int32(max(0, (total - layout) * scale).rounded())
        }
        return (pixels(size.width, layoutArea.width), pixels(size.height, layoutArea.height))
    }

    /// An SVG or PDF document of `size` points on the background (resolved for `appearance`);
    /// `body` draws on a context in points.
    func vectorData(size: Size, format: RenderFormat, appearance: UserInterfaceStyle = .light,
                    _ body: (OpaquePointer) -> Void) throws(RenderError) -> [UInt8] {
        let stream = CairoByteStream()
        let surface: OpaquePointer?
        if format == .svg {
            surface = cairo_svg_surface_create_for_stream(CairoByteStream.write, stream.closure, size.width, size.height)
        } else {
            surface = cairo_pdf_surface_create_for_stream(CairoByteStream.write, stream.closure, size.width, size.height)
            if let surface {
                // Fixed dates, so the same scene gives the same bytes.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Plumb")
            }
        }
        guard let surface else { throw .writeFailed(path: format.rawValue, reason: "Cairo made no surface") }
        paint(surface, scale: 1, appearance: appearance, body)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .writeFailed(path: format.rawValue, reason: String(cString: cairo_status_to_string(status)))
        }
        return format == .svg ? SVGIdentifiers.normalize(stream.bytes) : stream.bytes
    }

    private func paint(_ surface: OpaquePointer, scale: Double, appearance: UserInterfaceStyle, _ body: (OpaquePointer) -> Void) {
        guard let cairo = cairo_create(surface) else { return }
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        let background = self.background.resolved(for: appearance)
        cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cairo)
        body(cairo)
    }

    /// Draws the snapshot on a Cairo context (see ``DrawingSnapshot/draw(in:)``).
    func draw(_ snapshot: DrawingSnapshot, on cairo: OpaquePointer) {
        snapshot.draw(in: CairoGraphicsContext(cairo: cairo))
    }
}
