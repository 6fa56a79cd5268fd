extension View {
    /// The subtree as UIKit's `_autolayoutTrace` prints it: one line per view and layout guide,
    /// indented with `|   `, marked `•` (the layout engine host), `*` (laid out with Auto
    /// Layout) or `+` (placed by its autoresizing mask), with ` - AMBIGUOUS LAYOUT for …` on
    /// ambiguous items, then the legend. Items are named `Class:identifier`; each ambiguous
    /// variable carries a stable id, `saturn.minX{id: 29}`: four per item in the trace's order
    /// (minX, minY, width, height), so the same tree always prints the same ids.
    public func layoutTrace() -> String {
        var ambiguous: [ObjectIdentifier: [AmbiguousVariable]] = [:]
        for entry in ambiguousItemsInSubtree() { ambiguous[ObjectIdentifier(entry.item)] = entry.variables }
        var lines: [String] = []
        var position = 0
        func line(_ item: LayoutItem, marker: String, depth: Int) {
            var text = TreeIndentation.prefix("|   ", depth: depth) + marker + "\(type(of: item)):\(item.identifier ?? item.debugName)"
            if let variables = ambiguous[ObjectIdentifier(item)] {
                text += "- AMBIGUOUS LAYOUT for " + variables.map { "\($0.name){id: \(Self.traceID($0, position: position))}" }
                    .joined(separator: ", ")
            }
            position += 1
            lines.append(text)
        }
        forEachInSubtree { view, depth in
            let marker = view === self ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
            line(view, marker: marker, depth: depth)
            for guide in view.layoutGuides where !guide.isSystemGuide { line(guide, marker: "*", depth: depth + 1) }
        }
        lines += [
            "|", "", "Legend:",
            "  * - is laid out with auto layout",
            "  + - is laid out manually, but is represented in the layout engine",
            "because translatesAutoresizingMaskIntoConstraints = YES",
            "  • - layout engine host",
        ]
        return lines.joined(separator: "\n")
    }

    /// `4 × (the item's place in the trace) + (0 minX, 1 minY, 2 width, 3 height) + 1`.
    static func traceID(_ variable: AmbiguousVariable, position: Int) -> Int {
        let suffixes = [".minX", ".minY", ".width", ".height"]
        let offset = suffixes.firstIndex { variable.name.hasSuffix($0) } ?? 0
        return 4 * position + offset + 1
    }
}
