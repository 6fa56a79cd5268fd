import Plumb

/// The `ambiguity` overlay: each view (and drawn layout guide) whose layout is ambiguous is
/// filled translucent orange inside an orange outline, with the names of its ambiguous
/// variables (`saturn.minX`) written on it (or, when its middle is text, near it). With a
/// focus, only the items in focus.
enum AmbiguityOverlay {
    /// Fills the ambiguous items and adds their labels; returns how many there were.
    @discardableResult
    static func draw(_ scene: OverlayScene, guides: [(guide: LayoutGuide, rect: Rect)],
                     in context: any GraphicsContext, labels: OverlayLabelLayer) -> Int {
        var items: [(Rect, [AmbiguousVariable])] = []
        for entry in scene.focusedEntries {
            let variables = scene.ambiguity(of: entry.view)
            if !variables.isEmpty { items.append((entry.alignment, variables)) }
        }
        for (guide, rect) in guides {
            let variables = scene.ambiguity(of: guide)
            if !variables.isEmpty { items.append((rect, variables)) }
        }
        guard !items.isEmpty else { return 0 }
        var fills = Path(), outlines = Path()
        for (rect, variables) in items {
            fills.addRect(rect)
            outlines.addRect(FrameOverlay.insideStroke(rect, lineWidth: scene.hairline))
            let text = variables.map(\.name).joined(separator: ", ")
            let half = labels.size(of: text).height / 2
            labels.add(text, at: Point(x: rect.midX, y: rect.midY),
                       preferred: [Point(x: rect.midX, y: rect.midY), Point(x: rect.midX, y: rect.minY + 2 + half),
                                   Point(x: rect.midX, y: rect.maxY - 2 - half)],
                       color: OverlayStyle.ambiguityText, rank: OverlayLabelRank.ambiguity)
        }
        context.fill(fills, with: OverlayStyle.ambiguityFill)
        context.stroke(outlines, with: OverlayStyle.ambiguous, lineWidth: scene.hairline)
        return items.count
    }
}
