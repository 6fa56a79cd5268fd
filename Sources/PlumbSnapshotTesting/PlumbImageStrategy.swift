import Plumb
import PlumbRender
import PlumbSnapshotCore
import SnapshotTesting

extension SnapshotTesting.Snapshotting where Value == Scene, Format == ImageSnapshot {
    /// Plumb's image strategy for swift-snapshot-testing: the laid-out scene as a PNG at `scale`
    /// (default: the scene's), with overlays and their legend (beside the layout by default), and
    /// its views' frames, compared with Plumb's perceptual diff (see
    /// ``SnapshotTesting/Diffing/plumbImage(_:artifacts:)``). `filePath` and `testName` name the
    /// failure artifacts when the strategy runs outside `assertPlumbSnapshot`: leave them to
    /// their defaults, the caller's. `assertSnapshot(of: scene, as: .plumbImage())`.
    public static func plumbImage(scale: Double? = nil, overlays: OverlayOptions = [], legend: OverlayLegendPlacement = .side,
                                  tolerance: ImageDiff.Options = .init(),
                                  filePath: StaticString = #filePath, testName: String = #function) -> Self {
        let plumb = PlumbSnapshotCore.Snapshotting<Scene, ImageSnapshot>.png(scale: scale, overlays: overlays, legend: legend)
        return .plumb(plumb, tolerance: tolerance, artifacts: .next(filePath: "\(filePath)", testName: testName))
    }
}

extension SnapshotTesting.Snapshotting where Value == View, Format == ImageSnapshot {
    /// Plumb's image strategy for a view's tree (see the `Scene` strategy): a PNG at `scale` with
    /// overlays and their legend, and the views' frames, compared with Plumb's perceptual diff.
    public static func plumbImage(scale: Double = 2, overlays: OverlayOptions = [], legend: OverlayLegendPlacement = .side,
                                  tolerance: ImageDiff.Options = .init(),
                                  filePath: StaticString = #filePath, testName: String = #function) -> Self {
        let plumb = PlumbSnapshotCore.Snapshotting<View, ImageSnapshot>.png(scale: scale, overlays: overlays, legend: legend)
        return .plumb(plumb, tolerance: tolerance, artifacts: .next(filePath: "\(filePath)", testName: testName))
    }
}

extension SnapshotTesting.Snapshotting where Format == ImageSnapshot {
    /// A Plumb image strategy as swift-snapshot-testing's: the same snapshot, and Plumb's diffing.
    /// A value that can't be drawn (an invalid canvas) shows as one red pixel, so the comparison
    /// fails with a size mismatch instead of crashing.
    static func plumb(_ strategy: PlumbSnapshotCore.Snapshotting<Value, ImageSnapshot>, tolerance: ImageDiff.Options,
                      artifacts: FailureArtifacts) -> Self {
        SnapshotTesting.Snapshotting(pathExtension: "png", diffing: .plumbImage(tolerance, artifacts: artifacts)) { value in
            (try? strategy.snapshot(value)) ?? ImageSnapshot(image: RenderedImage(width: 1, height: 1, rgba: [255, 0, 0, 255])!, frames: [:])
        }
    }
}
