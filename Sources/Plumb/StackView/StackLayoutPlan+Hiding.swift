extension StackLayoutPlan {
    /// `UISV-hiding` for hidden arranged views: no length along the axis, and placed at the
    /// end of the previous visible view (or the canvas's leading edge) so nothing is ambiguous.
    mutating func addHiding() {
        var previous: View?
        for view in arranged {
            guard view.isHidden else { previous = view; continue }
            add(view, along.size, .equal, nil, .notAnAttribute, constant: 0, "UISV-hiding")
            if let previous {
                add(view, along.leading, .equal, previous, along.trailing, "UISV-hiding")
            } else {
                add(view, along.leading, .equal, canvas, along.leading, "UISV-hiding")
            }
        }
    }
}
