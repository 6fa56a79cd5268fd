extension StackLayoutPlan {
    /// The alignment's constraints across the axis. Every arranged view is aligned (hidden ones
    /// too, so they are not ambiguous); the first visible view connects to the canvas, and
    /// only visible views bound the canvas.
    /// In a vertical stack the baseline alignments behave as ``StackView/Alignment/leading``.
    mutating func addAlignment() {
        guard let reference = visible.first ?? arranged.first else { return }
        let others = arranged.filter { $0 !== reference }
        var alignment = stack.alignment
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .leading }
        switch alignment {
        case .fill:
            add(reference, across.leading, .equal, canvas, across.leading, "UISV-canvas-connection")
            add(reference, across.trailing, .equal, canvas, across.trailing, "UISV-canvas-connection")
            for view in others {
                add(view, across.leading, .equal, reference, across.leading, "UISV-alignment")
                add(view, across.trailing, .equal, reference, across.trailing, "UISV-alignment")
            }
        case .leading, .top:
            addEdgeAlignment(reference: reference, others: others, edge: across.leading)
            addSpanningBoundaries(trailing: true)
            addSpanningFit()
        case .trailing, .bottom:
            addEdgeAlignment(reference: reference, others: others, edge: across.trailing)
            addSpanningBoundaries(leading: true)
            addSpanningFit()
        case .center:
            addEdgeAlignment(reference: reference, others: others, edge: across.center)
            addSpanningBoundaries(leading: true, trailing: true)
            addSpanningFit()
        case .firstBaseline, .lastBaseline:
            let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in others {
                add(view, baseline, .equal, reference, baseline, "UISV-alignment")
            }
            addSpanningBoundaries(leading: true, trailing: true)
            addSpanningFit()
            // The group sits as high as it can: the view reaching highest above the baseline
            // touches the top (the sum of these optional gaps is smallest there).
            for view in visible {
                add(view, .top, .equal, canvas, .top, priority: 48, "UISV-canvas-connection")
            }
        }
    }

    /// One view's edge (or centre) on the canvas's, the others' on that view's.
    private mutating func addEdgeAlignment(reference: View, others: [View], edge: LayoutAttribute) {
        add(reference, edge, .equal, canvas, edge, "UISV-canvas-connection")
        for view in others {
            add(view, edge, .equal, reference, edge, "UISV-alignment")
        }
    }

    /// `UISV-spanning-boundary`: every visible view stays inside the canvas across the axis
    /// (a hidden view, aligned with the others, must not make the stack bigger).
    private mutating func addSpanningBoundaries(leading: Bool = false, trailing: Bool = false) {
        for view in visible {
            if leading { add(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-spanning-boundary") }
            if trailing { add(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-spanning-boundary") }
        }
    }

    /// `UISV-spanning-fit` (49): the stack hugs its largest view across the axis (the stack's
    /// own size, so margins stay); `UISV-ambiguity-suppression` (25): views without a size
    /// across the axis collapse rather than stay ambiguous.
    private mutating func addSpanningFit() {
        add(stack, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: 49, "UISV-spanning-fit")
        for view in arranged {
            add(view, across.size, .equal, nil, .notAnAttribute, constant: 0, priority: 25, "UISV-ambiguity-suppression")
        }
    }
}
