import Plumb
import PlumbRender

extension Snapshotting where Value == Scene, Format == ImageSnapshot {
    /// A filmstrip of an animation of the scene: `change` runs in
    /// `Scene.animate(duration:curve:fps:mode:_:)`, and every frame is drawn with its
    /// time stamp and status line, one panel per mode in `modes` (`[.constraints,
    /// .interpolated]` puts Core Animation's interpolation beside the constraint animation, with
    /// what its frames miss in red). Stored as `<name>.film.png`, with every identified view's
    /// frame on every frame (`purple@05`), so that a failure says which view moved on which frame.
    ///
    /// ```swift
    /// assertSnapshot(of: scene, as: .filmstrip(duration: 1, fps: 10, modes: [.constraints, .interpolated]) { scene in
    ///     scene.width = 100
    /// }, named: "shrink")
    /// ```
    public static func filmstrip(duration: Double = 0.5, fps: Double = 10, curve: AnimationCurve = .easeInOut,
                                 modes: [AnimationMode] = [.constraints], scale: Double? = nil, overlays: OverlayOptions = [],
                                 tolerance: ImageDiff.Options = .init(),
                                 _ change: @escaping @Sendable (Scene) -> Void) -> Snapshotting {
        Snapshotting(pathExtension: "film.png", variant: SnapshotVariant(scale: scale, overlays: overlays), kind: .image,
                     diffing: .image(tolerance)) { scene in
            scene.layout()
            let recorded = scene.animate(duration: duration, curve: curve, fps: fps, mode: .constraints) { change(scene) }
            let animations = (modes.isEmpty ? [.constraints] : modes).map { $0 == .constraints ? recorded : recorded.interpolated() }
            var frames: [String: Rect] = [:]
            // Frame numbers padded to one width, so that messages list frames in order; interpolated
            // rectangles rounded to hundredths of a point.
            let digits = String(max(0, recorded.frames.count - 1)).count
            func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
            scene.withAnimationStage { stage in
                for animation in animations {
                    let suffix = animations.count > 1 ? ".\(animation.mode.rawValue)" : ""
                    for frame in animation.frames {
                        stage.show(frame, of: animation)
                        let number = String(repeating: "0", count: digits - String(frame.index).count) + String(frame.index)
                        for (id, rect) in ImageSnapshot.frames(of: stage.root) {
                            frames["\(id)@\(number)\(suffix)"] = Rect(x: hundredths(rect.minX), y: hundredths(rect.minY),
                                                                       width: hundredths(rect.width), height: hundredths(rect.height))
                        }
                    }
                }
            }
            let film = Film(renderer: Renderer(scale: scale ?? scene.scale, overlays: overlays, background: scene.background),
                            title: scene.name, subtitle: "\(formatPoints(duration)) s, \(curve.rawValue), \(formatPoints(fps)) fps")
            let image = try RenderedImage(pngData: try film.strip(of: animations, on: scene, format: .png), name: "filmstrip")
            return ImageSnapshot(image: image, frames: frames)
        }
    }
}
