import Plumb

/// The grammar's productions: leaves, chains, overlays, grids and stack views.
extension RandomTreeBuilder {
    // MARK: Leaves

    /// A leaf that decides its `own` axes: an intrinsic size (random hugging and compression,
    /// ties included), a fixed size, min/max with a preferred size at 750, an aspect ratio, or
    /// a multiplier of a parent-sized parent.
    mutating func leaf(in parent: View, h: SizeSource, v: SizeSource, parentSources: (SizeSource, SizeSource)?) -> View {
        let view = makeView(in: parent)
        record(view, h: h, v: v)
        var intrinsic = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        // An aspect ratio reads a width the leaf decides itself: a width from the parent (up
        // to the window's) would make the height as large, and a hug on that height would
        // press on the parent's width.
        var widthIsItsOwn = h == .own
        for axis in [Axis.horizontal, .vertical] where (axis.isHorizontal ? h : v) == .own {
            // Only an overlay's child may be a multiple of its parent: in a chain, multiples
            // could add up to more than the parent.
            let parentDecides = parentSources.map { (axis.isHorizontal ? $0.0 : $0.1).isParent } ?? false
            switch random.int(0...9) {
            case 0...4:
                let length = Double(random.int(4...30) * 4)
                if axis.isHorizontal { intrinsic.width = length } else { intrinsic.height = length }
                let hugging = random.pick([250.0, 251, 750])
                view.setContentHuggingPriority(LayoutPriority(Float(hugging)), for: axis.layoutAxis)
                view.setContentCompressionResistancePriority(LayoutPriority(Float(random.pick([750.0, 751, 1000]))), for: axis.layoutAxis)
                if axis.isHorizontal, hugging < 750 { alignable.append(view) }
            case 5, 6:
                add(view, axis.size, .equal, nil, .notAnAttribute, Double(random.int(2...40) * 4))
                dominatedPreference(on: view, axis)
            case 7:
                let low = Double(random.int(2...20) * 4), high = low + Double(random.int(0...20) * 4)
                add(view, axis.size, .greaterThanOrEqual, nil, .notAnAttribute, low)
                add(view, axis.size, .lessThanOrEqual, nil, .notAnAttribute, high)
                add(view, axis.size, .equal, nil, .notAnAttribute, Double(random.int(0...30) * 4), priority: 750)
            case 8 where !axis.isHorizontal && widthIsItsOwn:
                add(view, .height, .equal, view, .width, multiplier: random.pick([0.5, 0.75, 1, 1.5]))
            case 8 where parentDecides, 9 where parentDecides:
                add(view, axis.size, .equal, parent, axis.size, multiplier: random.pick([0.25, 0.5, 0.75]))
                // A move leaves the parent behind: it keeps this length as a constant.
                if axis.isHorizontal {
                    widthIsItsOwn = false
                    parentSized[ObjectIdentifier(view)]?.0 = true
                } else {
                    parentSized[ObjectIdentifier(view)]?.1 = true
                }
            default:
                add(view, axis.size, .equal, nil, .notAnAttribute, Double(random.int(2...40) * 4))
            }
        }
        if intrinsic.width != View.noIntrinsicMetric || intrinsic.height != View.noIntrinsicMetric {
            view.intrinsicContentSizeOverride = intrinsic
            intrinsicLeaves.append(view)
        }
        return view
    }

    // MARK: Chains

    /// A row or column: children one after another along `axis` with gaps, the first at the
    /// start, the last at the end (`==`, or `<=` with the container hugging its content).
    /// A parent-sized chain has one flexible child that takes the space left (`leftover`).
    mutating func chain(in parent: View, along axis: Axis, h: SizeSource, v: SizeSource, views: Int) -> View {
        let container = makeView(in: parent)
        containers.append(container)
        record(container, h: h, v: v)
        let across = Axis(isHorizontal: !axis.isHorizontal)
        let main = axis.isHorizontal ? h : v, cross = axis.isHorizontal ? v : h
        let count = childCount(views)
        let flexible = main.isParent ? random.int(0...(count - 1)) : -1
        let crossStyle = random.int(0...2)
        var children: [View] = []
        for (i, share) in split(views - 1, into: count).enumerated() {
            let childMain: SizeSource = i == flexible ? .leftover : .own
            let childCross: SizeSource = cross.isParent && crossStyle == 2 ? cross : .own
            let (ch, cv) = axis.isHorizontal ? (childMain, childCross) : (childCross, childMain)
            children.append(node(in: container, h: ch, v: cv, views: share))
        }
        let (edges, pad) = padding(of: container)
        add(children[0], axis.start, .equal, edges, axis.start, pad)
        var gapBefore: [ObjectIdentifier: Double] = [:]
        for i in 1..<count {
            gapBefore[ObjectIdentifier(children[i])] = gap(from: children[i - 1], to: children[i], along: axis)
        }
        let endRelation: LayoutRelation = main.isParent || random.chance(0.5) ? .equal : .lessThanOrEqual
        add(children[count - 1], axis.end, endRelation, edges, axis.end, -pad)
        if endRelation == .lessThanOrEqual { hug(container, axis) }
        let alignsBaselines = axis.isHorizontal && !cross.isParent && crossStyle == 2
        placeAcross(children, in: container, across: across, source: cross, style: crossStyle, baselines: alignsBaselines)
        let links = ChainLinks(axis: axis, edges: edges, pad: pad, endRelation: endRelation, members: children,
                               gapBefore: gapBefore, alignsBaselines: alignsBaselines)
        for (i, child) in children.enumerated() where i != flexible { places[ObjectIdentifier(child)] = .chain(links) }
        return container
    }

    /// A gap between siblings: required, or at least `length` with a preference for exactly
    /// `length` at 500. Returns `length`.
    mutating func gap(from a: View, to b: View, along axis: Axis) -> Double {
        let length = Double(random.int(0...4) * 4)
        if random.chance(0.25) {
            add(b, axis.start, .greaterThanOrEqual, a, axis.end, length)
            add(b, axis.start, .equal, a, axis.end, length, priority: 500)
        } else {
            gaps.append(add(b, axis.start, .equal, a, axis.end, length))
        }
        return length
    }

    /// Places a chain's children across its axis. Style 2 pins both edges (a parent-sized
    /// cross axis) or, in a content-sized row (`baselines`), aligns first baselines; style 1
    /// centres; style 0 pins the start with the end inside. A content-sized container hugs
    /// across at 1.
    mutating func placeAcross(_ children: [View], in container: View, across: Axis, source: SizeSource,
                              style: Int, baselines: Bool) {
        let (edges, pad) = padding(of: container)
        if source == .own { hug(container, across) }
        for child in children {
            switch (source.isParent, style) {
            case (true, 2):
                add(child, across.start, .equal, edges, across.start, pad)
                add(child, across.end, .equal, edges, across.end, -pad)
            case (_, 1):
                add(child, across.center, .equal, edges, across.center)
                add(child, across.start, .greaterThanOrEqual, edges, across.start, pad)
            case (false, 2) where baselines:
                add(child, .top, .greaterThanOrEqual, edges, .top, pad)
                add(child, .bottom, .lessThanOrEqual, edges, .bottom, -pad)
                if child !== children[0] { add(child, .firstBaseline, .equal, children[0], .firstBaseline) }
            default:
                add(child, across.start, .equal, edges, across.start, pad)
                add(child, across.end, .lessThanOrEqual, edges, across.end, -pad)
            }
        }
    }

    // MARK: Overlays

    /// Children on top of each other, each placed on its own along both axes: pinned,
    /// centred, at a multiple of the centre (a position multiplier) or from the start.
    mutating func overlay(in parent: View, h: SizeSource, v: SizeSource, views: Int) -> View {
        let container = makeView(in: parent)
        containers.append(container)
        record(container, h: h, v: v)
        let count = childCount(views, most: 3)
        for share in split(views - 1, into: count) {
            let styles = (random.int(0...3), random.int(0...3))
            let ch: SizeSource = h.isParent && styles.0 == 0 ? h : .own
            let cv: SizeSource = v.isParent && styles.1 == 0 ? v : .own
            let child = node(in: container, h: ch, v: cv, views: share, parentSources: (h, v))
            places[ObjectIdentifier(child)] = .free
            for (axis, source, style) in [(Axis.horizontal, h, styles.0), (Axis.vertical, v, styles.1)] {
                let (edges, pad) = padding(of: container)
                switch (source.isParent, style) {
                case (true, 0):
                    add(child, axis.start, .equal, edges, axis.start, pad)
                    add(child, axis.end, .equal, edges, axis.end, -pad)
                case (true, 1):
                    add(child, axis.center, .equal, container, axis.center, multiplier: random.pick([0.5, 1.5]))
                case (_, 2):
                    add(child, axis.center, .equal, edges, axis.center)
                    add(child, axis.start, .greaterThanOrEqual, edges, axis.start, pad)
                default:
                    add(child, axis.start, .equal, edges, axis.start, pad)
                    add(child, axis.end, .lessThanOrEqual, edges, axis.end, -pad)
                }
            }
        }
        if h == .own { hug(container, .horizontal) }
        if v == .own { hug(container, .vertical) }
        return container
    }

    // MARK: Grids

    /// Cards in 2 or 3 columns of equal widths; each card's height is its own, each row
    /// starts at least a gap below every card of the row above, pulled up at priority 1.
    /// A content-sized grid is as wide as its widest card needs: the cards are `parent`-sized.
    mutating func grid(in parent: View, h: SizeSource, v: SizeSource, views: Int) -> View {
        let container = makeView(in: parent)
        containers.append(container)
        record(container, h: h, v: v)
        let columns = min(random.int(2...3), views - 1)
        let count = max(columns, min(views - 1, columns * random.int(1...3)))
        let cells = split(views - 1, into: count).map {
            node(in: container, h: h == .own ? .parent : h, v: .own, views: $0)
        }
        let (edges, pad) = padding(of: container)
        let gap = Double(random.int(1...4) * 4)
        if h == .own {
            add(cells[0], .width, .greaterThanOrEqual, nil, .notAnAttribute, Double(random.int(4...20) * 4))
            hug(container, .horizontal)
        }
        if v == .own { hug(container, .vertical) }
        for (i, cell) in cells.enumerated() {
            let column = i % columns, rowStart = i - column
            if i > 0 { add(cell, .width, .equal, cells[0], .width) }
            if column == 0 {
                add(cell, .leading, .equal, edges, .leading, pad)
            } else {
                add(cell, .leading, .equal, cells[i - 1], .trailing, gap)
            }
            if column == columns - 1 { add(cell, .trailing, .equal, edges, .trailing, -pad) }
            if rowStart == 0 {
                add(cell, .top, .equal, edges, .top, pad)
            } else {
                if column == 0 { add(cell, .top, .equal, container, .top, priority: 1) } else { add(cell, .top, .equal, cells[rowStart], .top) }
                for above in cells[(rowStart - columns)..<rowStart] { add(cell, .top, .greaterThanOrEqual, above, .bottom, gap) }
            }
            if i >= count - columns { add(cell, .bottom, .lessThanOrEqual, edges, .bottom, -pad) }
        }
        return container
    }

    // MARK: Stack views

    /// A stack view of either axis: `fill` (one flexible view when the stack is stretched),
    /// `fillEqually` or `equalSpacing` when it is stretched; `fill` alignment when stretched
    /// across, else leading or centre. Leading and centre hug the arranged views across (the
    /// stack's spanning fit, @49), so a `leftover` stack only fills.
    mutating func stack(in parent: View, h: SizeSource, v: SizeSource, views: Int) -> View {
        let stack = StackView()
        stack.identifier = "v\(scene.views.count)"
        stack.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(stack)
        scene.views.append(stack)
        budget -= 1
        containers.append(stack)
        record(stack, h: h, v: v)
        stack.axis = random.chance(0.5) ? .horizontal : .vertical
        let horizontal = stack.axis == .horizontal
        let main = horizontal ? h : v, cross = horizontal ? v : h
        let count = childCount(views)
        // Equal spacing stretches the gaps, so it needs two views; one view fills the stack.
        stack.distribution = main.isParent ? random.pick(count > 1 ? [.fill, .fillEqually, .equalSpacing] : [.fill]) : .fill
        switch cross {
        case .own: stack.alignment = random.pick([.leading, .center])
        case .parent: stack.alignment = random.pick([.fill, .leading, .center])
        case .leftover: stack.alignment = .fill
        }
        stack.spacing = Double(random.int(0...3) * 4)
        let flexible = main.isParent && stack.distribution == .fill ? random.int(0...(count - 1)) : -1
        for (i, share) in split(views - 1, into: count).enumerated() {
            let childMain: SizeSource = i == flexible ? .leftover : stack.distribution == .fillEqually ? main : .own
            let childCross: SizeSource = stack.alignment == .fill ? cross : .own
            let (ch, cv) = horizontal ? (childMain, childCross) : (childCross, childMain)
            let child = node(in: stack, h: ch, v: cv, views: share)
            stack.addArrangedSubview(child)
            if i != flexible { places[ObjectIdentifier(child)] = .stack(stack) }
        }
        return stack
    }

    // MARK: Across subtrees

    /// Groups of 2 to 6 leaves anywhere in the tree get equal widths (a form's label column
    /// aligned across sections): each takes the widest one's intrinsic width.
    mutating func alignAcrossSubtrees() {
        var pool = alignable
        for _ in 0..<(alignable.count / 8) where pool.count >= 2 {
            let group = random.sample(pool, min(pool.count, random.int(2...6)))
            pool.removeAll { view in group.contains { $0 === view } }
            for other in group.dropFirst() { add(other, .width, .equal, group[0], .width) }
        }
    }
}
