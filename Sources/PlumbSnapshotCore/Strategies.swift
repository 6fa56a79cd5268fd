import Plumb
import PlumbRender

extension Diffing where Format == String {
    /// Text compared line by line; a mismatch carries a line diff.
    public static let lines = Diffing(
        toData: { Array($0.utf8) },
        fromData: { String(decoding: $0, as: UTF8.self) },
        diff: { reference, actual in
            guard reference != actual else { return nil }
            let diff = UnifiedDiff.of(reference, actual)
            return SnapshotDifference(message: "the text differs:\n\(diff)", artifacts: [("diff", "txt", Array(diff.utf8))],
                                      textDiff: diff)
        })
}

extension Diffing where Format == ImageSnapshot {
    /// PNG images compared with ``ImageDiff`` (perceptual, anti-aliasing tolerant); a mismatch
    /// also names the views whose frames changed.
    public static func image(_ options: ImageDiff.Options = .init()) -> Diffing {
        Diffing(
            toData: { try $0.pngData() },
            fromData: { try ImageSnapshot(pngData: $0) },
            diff: { reference, actual in
                let result = ImageDiff(options: options).compare(reference: reference.image, actual: actual.image)
                guard !result.passes else { return nil }
                var artifacts: [(suffix: String, pathExtension: String, data: [UInt8])] = []
                if let diff = result.diffImage, let data = try? diff.pngData() { artifacts.append(("diff", "png", data)) }
                var message = result.summary
                // A reference recorded without frames (before they were stored) says nothing here.
                let changes = reference.frames.isEmpty ? [] : ImageSnapshot.frameChanges(from: reference.frames, to: actual.frames)
                if !changes.isEmpty { message += "\n  " + changes.joined(separator: "\n  ") }
                return SnapshotDifference(message: message, artifacts: artifacts, changes: changes,
                                          changedPixels: try? result.changedPixels?.pngData())
            })
    }
}

extension Snapshotting where Value == View, Format == String {
    /// The layout as text: views with frames, alignment rects and ambiguity.
    public static var layout: Snapshotting {
        Snapshotting(pathExtension: "layout.txt", diffing: .lines) { LayoutText.of($0) }
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

extension Snapshotting where Value == View, Format == ImageSnapshot {
    /// A PNG of the view's tree at `scale` (default 2), with overlays and their legend (beside the layout by
    /// default), and its views' frames, for messages.
    public static func png(scale: Double? = nil, overlays: OverlayOptions = [], legend: OverlayLegendPlacement = .side,
                           tolerance: ImageDiff.Options = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", variant: SnapshotVariant(scale: scale, overlays: overlays), kind: .image,
                     diffing: .image(tolerance)) { view in
            let image = try Renderer(scale: scale ?? 2, overlays: overlays, legend: legend).image(of: view)
            return ImageSnapshot(image: image, frames: ImageSnapshot.frames(of: view.rootView))
        }
    }
}

extension Snapshotting where Value == Scene, Format == ImageSnapshot {
    /// A PNG of the laid-out scene at `scale` (default: the scene's), with overlays and their
    /// legend (beside the layout by default), and its views' frames, for messages.
    public static func png(scale: Double? = nil, overlays: OverlayOptions = [], legend: OverlayLegendPlacement = .side,
                           tolerance: ImageDiff.Options = .init()) -> Snapshotting {
        Snapshotting(pathExtension: "png", variant: SnapshotVariant(scale: scale, overlays: overlays), kind: .image,
                     diffing: .image(tolerance)) { scene in
            scene.layout()
            let renderer = Renderer(scale: scale ?? scene.scale, overlays: overlays, background: scene.background, legend: legend)
            let image = try renderer.image(of: scene.root)
            return ImageSnapshot(image: image, frames: ImageSnapshot.frames(of: scene.root))
        }
    }
}

extension Snapshotting where Value == View, Format == String {
    /// The SVG of the view's tree (deterministic ids and dates), with overlays and their legend, compared as text.
    public static func svg(overlays: OverlayOptions = [], legend: OverlayLegendPlacement = .side) -> Snapshotting {
        Snapshotting(pathExtension: "svg", variant: SnapshotVariant(overlays: overlays), diffing: .lines) { view in
            String(decoding: try Renderer(overlays: overlays, legend: legend).data(of: view, format: .svg), as: UTF8.self)
        }
    }

    /// The layout trace (UIKit's `_autolayoutTrace`) of the view's tree.
    public static var trace: Snapshotting {
        Snapshotting(pathExtension: "trace.txt", diffing: .lines) { view in
            view.layoutIfNeeded()
            return view.layoutTrace() + "\n"
        }
    }

    /// The book's view report of every view in the tree, one after another.
    public static var report: Snapshotting {
        Snapshotting(pathExtension: "report.txt", diffing: .lines) { view in
            view.layoutIfNeeded()
            return view.subtreeViews.map { $0.layoutReport() }.joined(separator: "\n\n") + "\n"
        }
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The laid-out scene's SVG (see the `View` strategy).
    public static func svg(overlays: OverlayOptions = [], legend: OverlayLegendPlacement = .side) -> Snapshotting {
        Snapshotting<View, String>.svg(overlays: overlays, legend: legend).pullback { scene in
            scene.layout()
            return scene.root
        }
    }

    /// The laid-out scene's layout trace.
    public static var trace: Snapshotting {
        Snapshotting<View, String>.trace.pullback { scene in
            scene.layout()
            return scene.root
        }
    }

    /// The laid-out scene's view reports.
    public static var report: Snapshotting {
        Snapshotting<View, String>.report.pullback { scene in
            scene.layout()
            return scene.root
        }
    }
}
