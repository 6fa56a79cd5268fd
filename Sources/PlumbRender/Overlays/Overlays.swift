import Plumb

/// Draws the debugging overlays over a laid-out tree.
///
/// Layers go bottom to top: scroll content, margins, safe area, guides, ambiguity, frames, alignment rectangles,
/// baselines, constraints; then every label, placed so that none overlaps another or any text;
/// then the legend, which lists the overlays that drew something, in a strip beside or below
/// the layout (see ``OverlayPicture``). Everything is in root coordinates and drawn only
/// through `GraphicsContext` (from Plumb).
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
    /// The legend row for marked constraints (see ``MarkedConstraint``).
    static let markedTitle = "missed in this frame"

    /// The legend's first row with a focus: `focus: saturn, label` (at most three ids, then `…`).
    static func focusTitle(_ identifiers: [String]) -> String {
        let shown = identifiers.prefix(3).joined(separator: ", ")
        return "focus: " + shown + (identifiers.count > 3 ? ", …" : "")
    }

    /// The legend's last row when some labels found no room: `3 labels left out (no room)`.
    static func leftOutTitle(_ count: Int) -> String {
        count == 1 ? "1 label left out (no room)" : "\(count) labels left out (no room)"
    }

    /// Draws `options` over `root`, and the legend in a strip beside (``OverlayLegendPlacement/side``)
    /// or below it: `context`'s origin is the root's top-left corner, and the tree is already laid
    /// out. `measurer` measures label text (the renderer passes Pango's measurer). The context
    /// should be as large as ``OverlayPicture/canvasSize(layoutArea:)`` says, for the legend to show.
    public static func draw(_ options: OverlayOptions, over root: View, in context: any GraphicsContext,
                            measurer: any TextMeasuring, legend: OverlayLegendPlacement = .side, focus: OverlayFocus? = nil) {
        OverlayPicture(options, over: root, measurer: measurer, legend: legend, focus: focus).draw(in: context)
    }
}

/// The overlays of a laid-out tree, worked out and ready to draw: every layer drawn (into a
/// buffer), every label placed, and the legend laid out, so that the picture's size is known
/// before anything is drawn for real.
///
/// The layout area (the root's bounds) looks the same whatever the legend's placement: the
/// legend goes into a strip to the right of it (``OverlayLegendPlacement/side``) or below it
/// (``OverlayLegendPlacement/bottom``), on a neutral panel, and labels never use that strip.
public struct OverlayPicture: Sendable {
    /// Where the legend goes.
    public let legendPlacement: OverlayLegendPlacement
    private let layers: DrawingCommands
    private let legend: OverlayLegend
    private let hairline: Double
    /// The labels that found room, in placing order.
    let placedLabels: [PlacedLabel]
    /// How many labels found no room and were left out.
    let leftOutLabels: Int
    /// The rectangles where the views' text is inked, which no label covers.
    let textRects: [Rect]
    /// The size of the root: the layout area when the caller gives none.
    let rootSize: Size

    /// Works out `options` over `root` (laying it out if needed). `measurer` measures label text
    /// and the views' text (the renderer passes Pango's measurer). With a `focus`, only what
    /// touches the views and guides it names is drawn. `marked` constraints are drawn in red on
    /// top, with their notes, whatever the options.
    public init(_ options: OverlayOptions, over root: View, measurer: any TextMeasuring,
                legend placement: OverlayLegendPlacement = .side, focus: OverlayFocus? = nil, marked: [MarkedConstraint] = []) {
        self.init(options, over: root, measurer: measurer, legend: placement, focus: focus, marked: marked, laysOut: true)
    }

    /// Works out the overlays; without `laysOut`, of the tree as it stands (a frame an
    /// `AnimationStage` shows), with no layout pass.
    init(_ options: OverlayOptions, over root: View, measurer: any TextMeasuring,
         legend placement: OverlayLegendPlacement, focus: OverlayFocus?, marked: [MarkedConstraint], laysOut: Bool) {
        legendPlacement = placement
        rootSize = root.frame.size
        var legend = OverlayLegend()
        let active = !options.intersection(.all).isEmpty || !marked.isEmpty
        // Ambiguity queries bring the layout up to date; do it first, so every layer sees the same frames.
        if laysOut, active, !options.isDisjoint(with: [.constraints, .ambiguity]) { root.layoutIfNeeded() }
        let scene = OverlayScene(root: root, focus: focus, laysOut: laysOut)
        hairline = scene.hairline
        guard active, !scene.entries.isEmpty else {
            self.legend = legend
            layers = DrawingCommands()
            placedLabels = []; leftOutLabels = 0; textRects = []
            return
        }
        let layers = DrawingCommands.Recorder()
        let labels = OverlayLabelLayer(measurer: measurer)
        let markedIDs = Set(marked.map { ObjectIdentifier($0.constraint) })
        var lines = Overlays.drawLayers(options, scene: scene, in: layers, labels: labels, legend: &legend, except: markedIDs)
        if !marked.isEmpty {
            let summary = ConstraintOverlay.drawMarked(marked, scene: scene, in: layers, labels: labels)
            lines += summary.lines
            if summary.count > 0 { legend.add(Overlays.markedTitle, .ibeam(OverlayStyle.conflicting, dash: [])) }
        }
        self.layers = layers.recorded

        var placer = OverlayLabelPlacer(bounds: scene.bounds)
        let text = OverlayTextCollector(measurer: measurer)
        text.translateBy(x: -root.frame.minX, y: -root.frame.minY)
        root.drawHierarchy(in: text)
        textRects = text.rects.compactMap { scene.area.clamp($0) }
        for rect in textRects { placer.block(rect) }
        for line in lines { placer.avoid(line) }
        (placedLabels, leftOutLabels) = labels.place(with: &placer)
        if leftOutLabels > 0 { legend.add(Overlays.leftOutTitle(leftOutLabels), .none) }
        if !scene.focusIdentifiers.isEmpty { legend.entries.insert(.init(title: Overlays.focusTitle(scene.focusIdentifiers), swatch: .none), at: 0) }
        legend.measure(with: measurer)
        self.legend = legend
    }

    /// The legend's strip for a layout area: its width beside it (``OverlayLegendPlacement/side``)
    /// or its height below it (``OverlayLegendPlacement/bottom``); zero without a legend.
    public func legendSize(layoutArea: Size) -> Size {
        legend.layout(for: legendPlacement, area: layoutArea)?.strip ?? .zero
    }

    /// The whole picture's size for a layout area: the area, grown by the legend's strip.
    public func canvasSize(layoutArea: Size) -> Size {
        guard let layout = legend.layout(for: legendPlacement, area: layoutArea) else { return layoutArea }
        return layout.canvas
    }

    /// Draws the overlays over the layout area (the context's origin at the root's top-left
    /// corner), then the legend in its strip. `layoutArea` is the root's size unless given (the
    /// renderer gives the root's size rounded up to whole pixels).
    public func draw(in context: any GraphicsContext, layoutArea: Size? = nil) {
        let area = layoutArea ?? rootSize
        let layout = legend.layout(for: legendPlacement, area: area)
        context.saveState()
        // With a strip, nothing but the legend may reach into it.
        if layout != nil { context.clip(to: Path(rect: Rect(origin: .zero, size: area))) }
        layers.replay(on: context)
        OverlayLabelLayer.draw(placedLabels, in: context, hairline: hairline)
        context.restoreState()
        if let layout { legend.draw(layout, area: area, in: context, hairline: hairline) }
    }
}

extension Overlays {
    /// Draws every layer of `options` (the labels are only collected) and lists what drew in the
    /// legend; returns the constraint lines, which labels keep clear of. The constraints in
    /// `except` are left to the marked layer, which draws them on top.
    static func drawLayers(_ options: OverlayOptions, scene: OverlayScene, in context: any GraphicsContext,
                           labels: OverlayLabelLayer, legend: inout OverlayLegend, except: Set<ObjectIdentifier> = []) -> [Rect] {
        func title(_ overlay: OverlayOptions) -> String { legendTitles.first { $0.overlay == overlay }?.title ?? "" }
        let constraints = options.contains(.constraints) || options.contains(.guides)
            ? ConstraintOverlay.visibleConstraints(scene).filter { !except.contains(ObjectIdentifier($0)) } : []
        let guides = options.contains(.guides)
            ? GuideOverlay.visibleGuides(scene, used: ConstraintOverlay.usedGuides(constraints)) : []
        var lines: [Rect] = []

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
            let hatched = GuideOverlay.draw(guides, scene: scene, in: context, labels: labels)
            legend.add(title(.guides), hatched ? .hatch(OverlayStyle.guide) : .box(fill: .clear, stroke: OverlayStyle.guide, dash: [4, 2]))
        }
        if options.contains(.ambiguity) {
            let count = AmbiguityOverlay.draw(scene, guides: guides, in: context, labels: labels)
            if count > 0 {
                legend.add(title(.ambiguity), .box(fill: OverlayStyle.ambiguityFill, stroke: OverlayStyle.ambiguous, dash: []))
            } else {
                legend.add(noAmbiguityTitle, .none)
            }
        }
        if options.contains(.frames), !scene.focusedEntries.isEmpty {
            FrameOverlay.drawFrames(scene, in: context)
            legend.add(title(.frames), .line(OverlayStyle.frame, dash: []))
        }
        if options.contains(.alignment), !scene.focusedEntries.isEmpty {
            FrameOverlay.drawAlignmentRects(scene, in: context)
            legend.add(title(.alignment), .line(OverlayStyle.alignment, dash: OverlayStyle.alignmentDash))
        }
        if options.contains(.baselines), BaselineOverlay.draw(scene, in: context) {
            legend.add(title(.baselines), .line(OverlayStyle.baseline, dash: []))
        }
        if options.contains(.constraints) {
            let summary = ConstraintOverlay.draw(constraints, scene: scene, in: context, labels: labels)
            lines = summary.lines
            if summary.count > 0 {
                legend.add(title(.constraints), .ibeam(OverlayStyle.satisfied, dash: []))
                if summary.anyOptional { legend.add(optionalTitle, .ibeam(OverlayStyle.satisfied, dash: OverlayStyle.optionalDash)) }
                if summary.statuses.contains(.ambiguous) { legend.add(ambiguousItemTitle, .ibeam(OverlayStyle.ambiguous, dash: [])) }
                if summary.statuses.contains(.conflicting) { legend.add(conflictingTitle, .ibeam(OverlayStyle.conflicting, dash: [])) }
            }
        }
        return lines
    }
}
