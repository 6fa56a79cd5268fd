extension StackLayoutPlan {
    /// `UISV-canvas-connection` along the axis: the first visible view starts at the canvas's
    /// leading edge and the last ends at its trailing edge.
    mutating func addCanvasConnections() {
        guard let first = visible.first, let last = visible.last else { return }
        add(first, along.leading, .equal, canvas, along.leading, "UISV-canvas-connection")
        add(last, along.trailing, .equal, canvas, along.trailing, "UISV-canvas-connection")
    }
}
