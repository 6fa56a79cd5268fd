import Foundation
import Plumb
import PlumbRender
import PlumbSnapshotCore
import SnapshotTesting
import UIKit

extension SnapshotTesting.Diffing where Value == UIImage {
    /// Plumb's image diffing (``SnapshotTesting/Diffing/plumbImage(_:artifacts:)``) for the
    /// `UIImage`s the UIKit strategies make: each is a PNG file with its views' frames, so a
    /// mismatch reads as Plumb's (`… of N pixels differ`, then the moved views) and writes the
    /// reference, actual and diff PNGs.
    static func plumbUIImage(_ options: ImageDiff.Options, artifacts: FailureArtifacts) -> Self {
        let snapshots = SnapshotTesting.Diffing<ImageSnapshot>.plumbImage(options, artifacts: artifacts)
        let snapshot: (UIImage) -> ImageSnapshot = { snapshots.fromData($0.pngFileData) }
        return .diff(
            toData: { $0.pngFileData },
            fromData: { UIImage.snapshotFile(png: $0) },
            diffV2: { snapshots.diffV2(snapshot($0), snapshot($1)) })
    }
}

extension ImageDiff.Options {
    /// swift-snapshot-testing's two precisions as Plumb's tolerance: `precision`, the share of
    /// pixels that must match (1 − it may differ); `perceptualPrecision`, how close a pixel's
    /// colour must be to count as matching (1 − it is Plumb's perceived-difference threshold, so
    /// 1 asks for the same colour). Plumb's diff never counts anti-aliased edge pixels.
    init(precision: Float, perceptualPrecision: Float) {
        self.init(threshold: Double(max(0, 1 - perceptualPrecision)), maxDifferentRatio: Double(max(0, 1 - precision)))
    }
}

extension UIImage {
    /// A PNG in a file named after its contents (`<temporary folder>/plumb-uikit-snapshots/<hash>.png`),
    /// as a `UIImage` of the pixels' size in points at the screen's scale: Plumb's `UIImage`
    /// is a file, and the same PNG always gives the same file.
    static func snapshotFile(png: Data) -> UIImage {
        let bytes = Array(png)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-uikit-snapshots")
        let path = folder.appendingPathComponent("\(fnv1a(bytes)).png").path
        if !FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? AtomicFile.write(bytes, to: path)
        }
        let pixels = (try? RenderedImage(pngData: bytes)).map { Size(width: Double($0.width), height: Double($0.height)) } ?? .zero
        let scale = ViewSnapshotHost.scale
        return UIImage(file: path, size: Size(width: pixels.width / scale, height: pixels.height / scale))
    }

    /// The PNG file's bytes (empty for a placeholder or an unreadable file).
    var pngFileData: Data {
        guard case let .file(path) = content else { return Data() }
        return FileManager.default.contents(atPath: path) ?? Data()
    }

    /// The 64-bit FNV-1a hash of `bytes`, in hex: a stable name for their file.
    private static func fnv1a(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
