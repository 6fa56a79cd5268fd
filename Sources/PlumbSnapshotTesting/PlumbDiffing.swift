import Foundation
import Plumb
import PlumbRender
import PlumbSnapshotCore
import SnapshotTesting

extension SnapshotTesting.Diffing where Value == ImageSnapshot {
    /// Plumb's image diffing for swift-snapshot-testing: the PNG with its views' frames (a
    /// `plumb-frames` text chunk), compared with Plumb's perceptual `ImageDiff`. A mismatch's
    /// message is Plumb's (`… of N pixels differ`, then `title moved from (x y) to (x y)` for each
    /// view whose frame changed); it writes the reference, actual and diff PNGs where
    /// ``FailureArtifacts/current`` says, else to `artifacts`, and names them in the message. The
    /// diff also goes along as the library's `diff` attachment.
    public static func plumbImage(_ options: ImageDiff.Options = .init(), artifacts: FailureArtifacts) -> Self {
        let plumb = PlumbSnapshotCore.Diffing<ImageSnapshot>.image(options)
        let data: @Sendable (ImageSnapshot) -> [UInt8]? = { try? plumb.toData($0) }
        return .diff(
            toData: { Data(data($0) ?? []) },
            // An unreadable reference reads as an empty image, so the comparison fails with a size mismatch.
            fromData: { (try? plumb.fromData(Array($0))) ?? ImageSnapshot(image: RenderedImage(width: 0, height: 0, rgba: [])!, frames: [:]) },
            diffV2: { reference, actual in
                guard let difference = plumb.diff(reference, actual) else { return nil }
                let place = FailureArtifacts.current ?? artifacts
                let written = SnapshotArtifacts.write(reference: data(reference) ?? [], actual: data(actual), pathExtension: "png",
                                                      difference: difference, to: place.folder, stem: place.stem)
                let message = difference.message + SnapshotArtifacts.lines(written).map { "\n  \($0)" }.joined()
                return (message, difference.artifacts.map { .data(Data($0.data), name: $0.suffix) })
            })
    }
}
