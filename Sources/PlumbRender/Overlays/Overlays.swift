import Plumb

/// Draws the debugging overlays over a laid-out tree.
///
/// Layers go bottom to top: scroll content, margins, safe area, guides, ambiguity, frames, alignment rectangles,
/// baselines, constraints; then every label, placed so that none overlaps another; then the
/// legend, which lists the overlays that drew something. Everything is in root coordinates and
/// drawn only through `GraphicsContext` (from Plumb).
public enum Overlays {
    /// The legend's row titles, by overlay, in the order the legend lists them.
    static let legendTitles: [(overlay: OverlayOptions, title: String)] = [
        (.scroll, "scroll content"), (.margins, "margins"), (.safeArea, "safe area"), (.guides, "layout guides"),
        (.ambiguity, "ambiguous layout"), (.frames, "frames"), (.alignment, "alignment rects"), (.baselines, "baselines"),
        (.constraints, "constraints"),
    ]

    /// The legend row shown when the ambiguity overlay found nothing ambiguous.
    static let noAmbiguityTitle = "no ambiguous layout"
    /// The legend row for dashed (optional) constraints, shown when one is drawn.
    static let optionalTitle = "optional (< 1000)"
    /// The legend row for orange constraints, shown when one is drawn.
    static let ambiguousItemTitle = "ambiguous item"
    /// The legend row for red constraints, shown when one is drawn.
    static let conflictingTitle = "conflicting"

    /// Draws `options` over `root`. `context`'s origin is the root's top-left corner; the tree is
    /// already laid out. `measurer` measures label text (the renderer passes Pango's measurer).
    public static func draw(_ options: OverlayOptions, over root: View, in context: any GraphicsContext,
                            measurer: any TextMeasuring) {
        guard !options.intersection(.all).isEmpty else { return }
        // Ambiguity queries bring the layout up to date; do it first, so every layer sees the same frames.
        if !options.isDisjoint(with: [.constraints, .ambiguity]) { root.layoutIfNeeded() }
        let scene = OverlayScene(root: root)
        guard !scene.entries.isEmpty else { return }
        let labels = OverlayLabelLayer(measurer: measurer)
        var legend = OverlayLegend()
        func title(_ overlay: OverlayOptions) -> String { legendTitles.first { $0.overlay == overlay }?.title ?? "" }

        let constraints = options.contains(.constraints) || options.contains(.guides)
            ? ConstraintOverlay.visibleConstraints(scene) : []
        let guides = options.contains(.guides)
            ? GuideOverlay.visibleGuides(scene, used: ConstraintOverlay.usedGuides(constraints)) : []

        context.saveState()
        if options.contains(.scroll), ScrollContentOverlay.draw(scene, in: context, labels: labels) {
            legend.add(title(.scroll), .line(OverlayStyle.scrollContent, dash: OverlayStyle.scrollContentDash))
        }
        if options.contains(.margins), MarginOverlay.draw(scene, in: context) {
            legend.add(title(.margins), .box(fill: OverlayStyle.margin, stroke: .clear, dash: []))
        }
        if options.contains(.safeArea), SafeAreaOverlay.draw(scene, in: context) {
            legend.add(title(.safeArea), .box(fill: OverlayStyle.safeAreaTint, stroke: OverlayStyle.safeArea, dash: OverlayStyle.safeAreaDash))
        }
        if options.contains(.guides), !guides.isEmpty {
            GuideOverlay.draw(guides, scene: scene, in: context, labels: labels)
            legend.add(title(.guides), .hatch(OverlayStyle.guide))
        }
        if options.contains(.ambiguity) {
            let count = AmbiguityOverlay.draw(scene, guides: guides, in: context, labels: labels)
            if count > 0 {
                legend.add(title(.ambiguity), .box(fill: OverlayStyle.ambiguityFill, stroke: OverlayStyle.ambiguous, dash: []))
            } else {
                legend.add(noAmbiguityTitle, .none)
            }
        }
        if options.contains(.frames) {
            FrameOverlay.drawFrames(scene, in: context)
            legend.add(title(.frames), .line(OverlayStyle.frame, dash: []))
        }
        if options.contains(.alignment) {
            FrameOverlay.drawAlignmentRects(scene, in: context)
            legend.add(title(.alignment), .line(OverlayStyle.alignment, dash: OverlayStyle.alignmentDash))
        }
        if options.contains(.baselines), BaselineOverlay.draw(scene, in: context) {
            legend.add(title(.baselines), .line(OverlayStyle.baseline, dash: []))
        }
        if options.contains(.constraints) {
            let summary = ConstraintOverlay.draw(constraints, scene: scene, in: context, labels: labels)
            if summary.count > 0 {
                legend.add(title(.constraints), .ibeam(OverlayStyle.satisfied, dash: []))
                if summary.anyOptional { legend.add(optionalTitle, .ibeam(OverlayStyle.satisfied, dash: OverlayStyle.optionalDash)) }
                if summary.statuses.contains(.ambiguous) { legend.add(ambiguousItemTitle, .ibeam(OverlayStyle.ambiguous, dash: [])) }
                if summary.statuses.contains(.conflicting) { legend.add(conflictingTitle, .ibeam(OverlayStyle.conflicting, dash: [])) }
            }
        }

        var placer = OverlayLabelPlacer(bounds: scene.bounds)
        let layout = legend.layout(measurer: measurer, canvas: scene.bounds.size)
        let legendFrame = legend.frame(size: layout.size, in: scene, anchors: labels.anchors, guides: guides.map(\.rect))
        if !legend.entries.isEmpty { placer.reserve(legendFrame) }
        for entry in scene.entries where entry.view.hasTextBaselines { placer.avoid(entry.alignment) }
        labels.draw(in: context, placer: &placer, hairline: scene.hairline)
        legend.draw(in: legendFrame, layout: layout, context: context, hairline: scene.hairline)
        context.restoreState()
    }
}
