import CPangoCairo
import Dispatch
import Plumb

extension Film {
    /// The filmstrip of `animations`, recorded on `scene`, as PNG, SVG or PDF: the title, then a
    /// cell per frame with its time stamp, the animations' panels side by side and their status
    /// lines. A PNG strip is drawn at ``stripScale(of:)``. For PNG, `copies` (when given) builds
    /// on each of `workers` threads its own copy of the scene with the same animations recorded
    /// on it, and the frames are drawn on all of them at once; SVG and PDF are drawn on `scene`.
    /// The scene ends at the animations' end.
    public func strip(of animations: [LayoutAnimation], on scene: Scene, format: RenderFormat, workers: Int = 1,
                      copies: (@Sendable () -> (Scene, [LayoutAnimation])?)? = nil) throws(RenderError) -> [UInt8] {
        let count = try Self.check(animations)
        guard format == .png else {
            return try vectorStrip(of: animations, on: scene, layout: layout(animations, count: count, columns: columns), format: format)
        }
        var film = self
        film.renderer.scale = try checked(scale: stripScale(of: animations), layout(animations, count: count, columns: columns),
                                          what: "the filmstrip")
        let layout = film.layout(animations, count: count, columns: columns)
        let panels = try film.eachFrame(animations, on: scene, count: count, workers: workers, copies: copies) { film, recorded, stage, frame throws(RenderError) in
            try film.drawPanels(recorded, on: stage, frame: frame)
        }
        let surface = try film.compose(animations, layout: layout, cells: (0..<count).map { (cell: $0, frame: $0) }, panels: panels)
        defer { cairo_surface_destroy(surface) }
        // A strip can be tens of megapixels, written by one thread: zlib's fastest level.
        return try CairoByteStream.png(of: surface, compression: .fast)
    }

    /// An animated PNG of `animations`, recorded on `scene`: one picture per frame (the title,
    /// the time stamp, the panels and their status lines) at ``animatedScale(of:)``, shown for
    /// `1 / fps` seconds each, looping. `workers` and `copies` as for
    /// ``strip(of:on:format:workers:copies:)``; each worker also encodes its frames.
    public func animatedPNG(of animations: [LayoutAnimation], on scene: Scene, workers: Int = 1,
                            copies: (@Sendable () -> (Scene, [LayoutAnimation])?)? = nil) throws(RenderError) -> [UInt8] {
        let count = try Self.check(animations)
        var film = self
        film.renderer.scale = try checked(scale: animatedScale(of: animations), layout(animations, count: 1, columns: 1),
                                          what: "each frame of the animated PNG")
        let layout = film.layout(animations, count: 1, columns: 1)
        let pictures = try film.eachFrame(animations, on: scene, count: count, workers: workers, copies: copies) { film, recorded, stage, frame throws(RenderError) in
            let panels = try film.drawPanels(recorded, on: stage, frame: frame)
            let surface = try film.compose(recorded, layout: layout, cells: [(cell: 0, frame: frame)], panels: [frame: panels])
            defer { cairo_surface_destroy(surface) }
            return try CairoByteStream.png(of: surface, compression: .fast)
        }
        return try AnimatedPNG.assemble(frames: (0..<count).map { pictures[$0] ?? [] }, delay: FrameDelay(fps: animations[0].fps))
    }

    /// A new surface with the film's background, the panels of `cells` (by frame) and their text.
    private func compose(_ animations: [LayoutAnimation], layout: FilmLayout, cells: [(cell: Int, frame: Int)],
                         panels: [Int: [SurfaceBox]]) throws(RenderError) -> OpaquePointer {
        let scale = renderer.scale
        return try renderer.rasterSurface(size: layout.size) { cairo in
            let context = CairoGraphicsContext(cairo: cairo)
            context.fill(Path(rect: Rect(origin: .zero, size: layout.size)), with: FilmStyle.background)
            drawBackdrops(layout, cells: cells.map(\.cell), in: context)
            for (cell, frame) in cells {
                for (number, box) in (panels[frame] ?? []).enumerated() {
                    let origin = layout.panelOrigin(cell, panel: number)
                    cairo_save(cairo)
                    cairo_translate(cairo, origin.x, origin.y)
                    cairo_scale(cairo, 1 / scale, 1 / scale)
                    cairo_set_source_surface(cairo, box.surface, 0, 0)
                    cairo_paint(cairo)
                    cairo_restore(cairo)
                }
            }
            drawText(animations, layout: layout, cells: cells, in: context)
        }
    }

    /// `body` for every frame, by frame: on a stage of `scene`, or of a copy per worker (each
    /// worker takes every `workers`-th frame).
    private func eachFrame<Result: Sendable>(
        _ animations: [LayoutAnimation], on scene: Scene, count: Int, workers: Int,
        copies: (@Sendable () -> (Scene, [LayoutAnimation])?)?,
        _ body: @escaping @Sendable (Film, [LayoutAnimation], AnimationStage, Int) throws(RenderError) -> Result
    ) throws(RenderError) -> [Int: Result] {
        guard workers > 1, count > 1, let copies else {
            return try scene.withAnimationStage { stage throws(RenderError) in
                var results: [Int: Result] = [:]
                for frame in 0..<count { results[frame] = try body(self, animations, stage, frame) }
                return results
            }
        }
        let results = Locked([Int: Result]())
        let failure = Locked<RenderError?>(nil)
        let lanes = min(workers, count)
        let film = self
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            // The copies repeat what `scene` already logged: keep their messages to themselves.
            LayoutLog.$sink.withValue(CollectingSink()) {
                guard let (copy, recorded) = copies() else {
                    failure.withLock { $0 = $0 ?? .invalidAnimation(reason: "a copy of the scene could not be built") }
                    return
                }
                copy.withAnimationStage { stage in
                    for frame in stride(from: lane, to: count, by: lanes) {
                        do throws(RenderError) {
                            let result = try body(film, recorded, stage, frame)
                            results.withLock { $0[frame] = result }
                        } catch {
                            failure.withLock { $0 = $0 ?? error }
                            return
                        }
                    }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return results.withLock { $0 }
    }

    /// Frame `frame` of each animation, shown on `stage` and drawn.
    private func drawPanels(_ animations: [LayoutAnimation], on stage: AnimationStage, frame: Int) throws(RenderError) -> [SurfaceBox] {
        var drawn: [SurfaceBox] = []
        for animation in animations {
            var renderer = self.renderer
            renderer.marked = marks(animation, frame: frame)
            let snapshot = try renderer.snapshot(of: animation.frames[frame], of: animation, on: stage, format: .png)
            drawn.append(SurfaceBox(try renderer.rasterSurface(of: snapshot)))
        }
        return drawn
    }
}

/// A Cairo surface handed between threads (each is drawn on one thread, then only read),
/// destroyed with its box.
final class SurfaceBox: @unchecked Sendable {
    let surface: OpaquePointer
    init(_ surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}
