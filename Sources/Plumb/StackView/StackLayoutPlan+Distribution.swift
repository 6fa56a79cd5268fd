extension StackLayoutPlan {
    /// The distribution's constraints along the axis.
    mutating func addDistribution() {
        switch stack.distribution {
        case .fill: addFillTieBreaks()
        case .fillEqually: addFillEqually()
        case .fillProportionally: addFillProportionally()
        case .equalSpacing: addSpacers(from: along.trailing, to: along.leading, equalPriority: Self.distributingPriority)
        case .equalCentering: addSpacers(from: along.center, to: along.center, equalPriority: Self.distributingPriority)
        }
    }

    /// `UISV-fill-equally`: every visible view as long as the first.
    private mutating func addFillEqually() {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            add(view, along.size, .equal, first, along.size, "UISV-fill-equally")
        }
    }

    /// The priority of the equal gaps under `equalSpacing` and `equalCentering`
    /// (`UISV-distributing`): UIKit's 149, below compression resistance and hugging, so that
    /// views that fit keep their sizes and the gaps give up being equal first.
    static let distributingPriority = LayoutPriority(149)

    /// `UISV-fill-proportionally`, as UIKit builds it: each view's length is its intrinsic
    /// length over (the sum of the intrinsic lengths + every spacing) of the canvas's length, at
    /// priorities 999, 998, 997, … in order. Those fractions leave the spacing's share out, so
    /// with spacing the lengths cannot all hold: the last view's, the lowest, gives way and
    /// takes what is left (UIKit's long-standing quirk, open radar 34595752). Views without an
    /// intrinsic length get no such constraint.
    private mutating func addFillProportionally() {
        let lengths = visible.map { Self.intrinsicLength(of: $0, along: axis) }
        let total = lengths.reduce(0) { $0 + max($1 ?? 0, 0) }
        guard total > 0 else { return }
        let spacing = zip(visible, visible.dropFirst()).reduce(0) { $0 + stack.effectiveSpacing(after: $1.0) }
        var priority = LayoutPriority.required.rawValue - 1
        for (view, length) in zip(visible, lengths) {
            guard let length else { continue }
            add(view, along.size, .equal, canvas, along.size, multiplier: max(length, 0) / (total + spacing),
                priority: LayoutPriority(max(priority, 1)), "UISV-fill-proportionally")
            priority -= 1
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
