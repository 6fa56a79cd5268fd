import Foundation
import Plumb
import PlumbRender
import PlumbSnapshot
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == Scene, Format == RenderedImage {
    /// Plumb's image strategy for swift-snapshot-testing users: the laid-out scene as a PNG at
    /// `scale` (default: the scene's), with overlays and their legend (beside the layout by
    /// default), compared with Plumb's perceptual `ImageDiff` (anti-aliasing tolerant); a
    /// mismatch attaches the diff image. `assertSnapshot(of: scene, as: .plumbImage())`.
    public static func plumbImage(scale: Double? = nil, overlays: OverlayOptions = [], legend: OverlayLegendPlacement = .side,
                                  tolerance: ImageDiff.Options = .init()) -> Self {
        Self(pathExtension: "png", diffing: .plumbImage(tolerance)) { scene in
            scene.layout()
            let renderer = Renderer(scale: scale ?? scene.scale, overlays: overlays, background: scene.background, legend: legend)
            // A scene that can't be drawn (an invalid canvas) shows as one red pixel, so the
            // comparison fails with a size mismatch instead of crashing.
            return (try? renderer.image(of: scene.root)) ?? RenderedImage(width: 1, height: 1, rgba: [255, 0, 0, 255])!
        }
    }
}

extension SnapshotTesting.Diffing where Value == RenderedImage {
    /// PNG storage and Plumb's perceptual comparison, for swift-snapshot-testing.
    public static func plumbImage(_ options: ImageDiff.Options = .init()) -> Self {
        .diff(
            toData: { Data((try? $0.pngData()) ?? []) },
            fromData: { (try? RenderedImage(pngData: Array($0))) ?? RenderedImage(width: 0, height: 0, rgba: [])! },
            diffV2: { reference, actual in
                let result = ImageDiff(options: options).compare(reference: reference, actual: actual)
                guard !result.passes else { return nil }
                var attachments: [DiffAttachment] = []
                if let diff = result.diffImage, let data = try? diff.pngData() { attachments.append(.data(Data(data), name: "diff")) }
                return (result.summary, attachments)
            })
    }
}
