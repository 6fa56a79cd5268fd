import Plumb
import PlumbRender

extension Diffing where Format == String {
    /// Text compared line by line; a mismatch carries a line diff.
    public static let lines = Diffing(
        toData: { Array($0.utf8) },
        fromData: { String(decoding: $0, as: UTF8.self) },
        diff: { reference, actual in
            guard reference != actual else { return nil }
            let diff = LayoutText.diff(reference, actual)
            return SnapshotDifference(message: "the text differs:\n\(diff)", artifacts: [("diff", "txt", Array(diff.utf8))])
        })
}

extension Diffing where Format == RenderedImage {
    /// PNG images compared with ``ImageDiff`` (perceptual, anti-aliasing tolerant).
    public static func image(_ options: ImageDiff.Options = .init()) -> Diffing {
        Diffing(
            toData: { try $0.pngData() },
            fromData: { try RenderedImage(pngData: $0, name: "the reference PNG") },
            diff: { reference, actual in
                let result = ImageDiff(options: options).compare(reference: reference, actual: actual)
                guard !result.passes else { return nil }
                var artifacts: [(suffix: String, pathExtension: String, data: [UInt8])] = []
                if let diff = result.diffImage, let data = try? diff.pngData() { artifacts.append(("diff", "png", data)) }
                return SnapshotDifference(message: result.summary, artifacts: artifacts)
            })
    }
}

extension Snapshotting where Value == View, Format == String {
    /// The layout as text: views with frames, alignment rects and ambiguity.
    public static var layout: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { LayoutText.of($0) }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene laid out, as text (see the `View` strategy).
    public static var layout: Snapshotting {
        Snapshotting<View, String>.layout.pullback { scene in
            scene.layout()
            return scene.root
        }
    }
}

extension Snapshotting where Value == View, Format == RenderedImage {
    /// A PNG of the view's tree at `scale`, with overlays.
    public static func png(scale: Double = 2, overlays: OverlayOptions = [], tolerance: ImageDiff.Options = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance)) { view in
            try Renderer(scale: scale, overlays: overlays).image(of: view)
        }
    }
}

extension Snapshotting where Value == Scene, Format == RenderedImage {
    /// A PNG of the laid-out scene at `scale` (default: the scene's), with overlays.
    public static func png(scale: Double? = nil, overlays: OverlayOptions = [], tolerance: ImageDiff.Options = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance)) { scene in
            scene.layout()
            return try Renderer(scale: scale ?? scene.scale, overlays: overlays, background: scene.background).image(of: scene.root)
        }
    }
}
