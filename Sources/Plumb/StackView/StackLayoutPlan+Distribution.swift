extension StackLayoutPlan {
    /// The distribution's constraints along the axis.
    mutating func addDistribution() {
        switch stack.distribution {
        case .fill: addFillTieBreaks()
        case .fillEqually: addFillEqually()
        case .fillProportionally: addFillProportionally()
        case .equalSpacing: addSpacers(from: along.trailing, to: along.leading, equalPriority: .required)
        case .equalCentering: addSpacers(from: along.center, to: along.center, equalPriority: .required - 1)
        }
    }

    /// `UISV-fill-equally`: every visible view as long as the first.
    private mutating func addFillEqually() {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            add(view, along.size, .equal, first, along.size, "UISV-fill-equally")
        }
    }

    /// `UISV-fill-proportionally` (priority 999): each view's length in proportion to its
    /// intrinsic length, relative to the first view with a positive one. Views without an
    /// intrinsic length get no such constraint.
    private mutating func addFillProportionally() {
        let lengths = visible.map { Self.intrinsicLength(of: $0, along: axis) }
        guard let referenceIndex = lengths.firstIndex(where: { ($0 ?? 0) > 0 }),
              let referenceLength = lengths[referenceIndex] else { return }
        let reference = visible[referenceIndex]
        for (view, length) in zip(visible, lengths) where view !== reference {
            guard let length else { continue }
            add(view, along.size, .equal, reference, along.size, multiplier: length / referenceLength,
                priority: .required - 1, "UISV-fill-proportionally")
        }
    }

    /// `UISV-distributing`: one spacer guide per gap, from `start` of a view to `end` of the
    /// next (`UISV-distributing-edge`), every spacer as long as the first. Across the axis a
    /// spacer spans the canvas (`UISV-spacer-span`), so that the guides are never ambiguous.
    private mutating func addSpacers(from start: LayoutAttribute, to end: LayoutAttribute, equalPriority: LayoutPriority) {
        let guides = stack.spacerGuides
        for (index, (view, next)) in zip(visible, visible.dropFirst()).enumerated() where index < guides.count {
            let guide = guides[index]
            add(guide, along.leading, .equal, view, start, "UISV-distributing-edge")
            add(guide, along.trailing, .equal, next, end, "UISV-distributing-edge")
            add(guide, across.leading, .equal, canvas, across.leading, "UISV-spacer-span")
            add(guide, across.trailing, .equal, canvas, across.trailing, "UISV-spacer-span")
            if index > 0 {
                add(guide, along.size, .equal, guides[0], along.size, priority: equalPriority, "UISV-distributing")
            }
        }
    }

    /// `UISV-fill-tiebreak`, only when views tie: the extra length goes to the last of the views
    /// with the lowest hugging priority, and the last of the views with the lowest compression
    /// resistance shrinks first. The others' content-size constraints take a priority a hair
    /// above the tie, below the next priority any of the views uses (no constraint is added:
    /// a second constraint on the same length would leave the solver a degenerate optimum).
    private mutating func addFillTieBreaks() {
        let lengths = visible.compactMap { Self.intrinsicLength(of: $0, along: axis) }
        // A view without an intrinsic length takes up the slack by itself: no tie to break.
        guard visible.count > 1, lengths.count == visible.count else { return }
        let hugging = visible.map { $0.contentHuggingPriority(for: axis) }
        addTieBreak(priorities: hugging, kind: .hugging)
        let compression = visible.map { $0.contentCompressionResistancePriority(for: axis) }
        addTieBreak(priorities: compression, kind: .compression)
    }

    private mutating func addTieBreak(priorities: [LayoutPriority], kind: StackTieBreak.Key.Kind) {
        guard let lowest = priorities.min(), lowest.rawValue < 999 else { return }
        let tied = priorities.indices.filter { priorities[$0] == lowest }
        guard tied.count > 1 else { return }
        let next = priorities.filter { $0 > lowest }.min()?.rawValue ?? lowest.rawValue + 1
        let priority = LayoutPriority(lowest.rawValue + min(0.5, (next - lowest.rawValue) / 2))
        for index in tied.dropLast() {
            tieBreaks.append(StackTieBreak(view: visible[index], key: .init(axis, kind), priority: priority))
        }
    }
}
