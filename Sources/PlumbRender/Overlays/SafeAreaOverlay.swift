import Plumb

/// The `safearea` overlay: each view's safe area, as UIKit derives it.
///
/// The root's unsafe bands (its bounds outside its safe area) get a light amber tint, and the
/// safe area of the root and of every view with a safe-area guide gets a dashed amber outline.
/// Nothing is opaque, so the layout stays readable underneath.
enum SafeAreaOverlay {
    /// The views whose safe area is drawn: the root when it has insets, and every visible view
    /// with a safe-area guide.
    static func entries(_ scene: OverlayScene) -> [OverlayScene.Entry] {
        scene.focusedEntries.filter { entry in
            entry.view === scene.root
                ? entry.view.safeAreaInsets != .zero || hasGuide(entry.view)
                : hasGuide(entry.view)
        }
    }

    /// Tints the root's unsafe bands and outlines each drawn view's safe area; false when there
    /// was nothing to draw.
    @discardableResult
    static func draw(_ scene: OverlayScene, in context: any GraphicsContext) -> Bool {
        let drawn = entries(scene)
        guard !drawn.isEmpty else { return false }
        if drawn.contains(where: { $0.view === scene.root }) {
            var bands = Path()
            for band in MarginOverlay.bands(of: scene.bounds, margins: scene.root.safeAreaInsets) { bands.addRect(band) }
            context.fill(bands, with: OverlayStyle.safeAreaTint)
        }
        var outlines = Path()
        for entry in drawn {
            let safe = entry.frame.inset(by: entry.view.safeAreaInsets)
            guard safe.width > 0, safe.height > 0 else { continue }
            outlines.addRect(FrameOverlay.insideStroke(safe, lineWidth: scene.hairline))
        }
        context.stroke(outlines, with: OverlayStyle.safeArea, lineWidth: scene.hairline, dash: OverlayStyle.safeAreaDash)
        return true
    }

    private static func hasGuide(_ view: View) -> Bool {
        view.layoutGuides.contains { $0.isSafeAreaLayoutGuide }
    }
}
