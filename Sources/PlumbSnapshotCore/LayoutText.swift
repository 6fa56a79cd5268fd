import Plumb

/// The `.layout` snapshot: a text tree of views with frames, alignment rects (when they differ)
/// and ambiguity, which doesn't depend on rasterisation, so it is the steadiest across machines.
/// Frames print to a thousandth of a point (``Rect/pixelGridDescription``), so float noise
/// never changes a reference.
enum LayoutText {
    static func of(_ root: View) -> String {
        root.layoutIfNeeded()
        var ambiguous: [ObjectIdentifier: [AmbiguousVariable]] = [:]
        for entry in root.ambiguousItemsInSubtree() { ambiguous[ObjectIdentifier(entry.item)] = entry.variables }
        var lines: [String] = []
        root.forEachInSubtree { view, depth in
            var line = TreeIndentation.prefix("  ", depth: depth) + "\(view.debugName) \(type(of: view)) \(view.frame.pixelGridDescription)"
            let alignment = view.alignmentRect(forFrame: view.frame)
            if alignment != view.frame { line += " alignment \(alignment.pixelGridDescription)" }
            if view.isHidden { line += " hidden" }
            if let variables = ambiguous[ObjectIdentifier(view)] {
                line += " AMBIGUOUS " + variables.map(\.description).joined(separator: ", ")
            }
            lines.append(line)
            for guide in view.layoutGuides where !guide.isSystemGuide {
                var guideLine = TreeIndentation.prefix("  ", depth: depth + 1) + "\(guide.debugName) LayoutGuide \(guide.layoutFrame.pixelGridDescription)"
                if let variables = ambiguous[ObjectIdentifier(guide)] {
                    guideLine += " AMBIGUOUS " + variables.map(\.description).joined(separator: ", ")
                }
                lines.append(guideLine)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
