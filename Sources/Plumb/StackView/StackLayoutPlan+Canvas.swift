extension StackLayoutPlan {
    /// `UISV-canvas-connection` along the axis: the first visible view starts at the canvas's
    /// leading edge.
    mutating func addLeadingCanvasConnection() {
        guard let first = visible.first else { return }
        add(first, along.leading, .equal, canvas, along.leading, "UISV-canvas-connection")
    }

    /// The last view's end on the canvas's trailing edge. It comes after the spacing, so that
    /// the chain of views is built from the leading edge before it is closed (the solver keeps
    /// its rows short in that order).
    mutating func addTrailingCanvasConnection() {
        guard let last = visible.last else { return }
        add(last, along.trailing, .equal, canvas, along.trailing, "UISV-canvas-connection")
    }
}
