extension View {
    /// Calls `body` on this view and every descendant, parents before children and siblings in
    /// order (the order a recursive walk takes), with each view's depth below this one (0 here).
    /// It keeps its own stack, so a hierarchy of any depth is safe.
    public func forEachInSubtree(_ body: (_ view: View, _ depth: Int) throws -> Void) rethrows {
        var stack: [(view: View, depth: Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            try body(view, depth)
            for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
    }
}

/// The indentation of the text trees (the layout tree, the trace, the `.layout` snapshot): one
/// unit per level up to ``maximumLevels``; deeper lines keep that indentation and start with
/// `[depth N] `, so the text stays linear in the number of views however deep they nest.
public enum TreeIndentation {
    /// The deepest level indented in full.
    public static let maximumLevels = 64

    /// The prefix of a line at `depth`: `unit` repeated `depth` times, or past ``maximumLevels``,
    /// repeated ``maximumLevels`` times and followed by `[depth N] `.
    public static func prefix(_ unit: String, depth: Int) -> String {
        guard depth > maximumLevels else { return String(repeating: unit, count: max(depth, 0)) }
        return String(repeating: unit, count: maximumLevels) + "[depth \(depth)] "
    }
}
