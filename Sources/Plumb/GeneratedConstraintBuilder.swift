import PlumbSolver

/// Works out the generated constraints an item should have right now.
struct GeneratedConstraintBuilder {
    let engine: LayoutEngine

    /// Every family of generated constraints for `item`, in a fixed order.
    func constraints(for item: LayoutItem) -> [(GeneratedKind, [GeneratedConstraint])] {
        var result: [(GeneratedKind, [GeneratedConstraint])] = [(.nonNegativeSize, nonNegative(item))]
        if let guide = item as? LayoutGuide {
            result.append((.guideAttachment, attachment(of: guide)))
            return result
        }
        guard let view = item as? View else { return result }
        if view === engine.host {
            result.append((.hostOrigin, hostOrigin(view)))
            result.append((.hostSize, hostSize(view)))
        } else {
            result.append((.autoresizing, AutoresizingConstraints(view: view).constraints()))
        }
        result.append((.contentSize, contentSize(view)))
        return result
    }

    private func make(_ kind: GeneratedKind, _ item: LayoutItem, _ constraint: Constraint,
                      _ detail: GeneratedConstraint.Detail) -> GeneratedConstraint {
        GeneratedConstraint(kind: kind, item: item, constraint: constraint, detail: detail)
    }

    private func nonNegative(_ item: LayoutItem) -> [GeneratedConstraint] {
        let v = item.variables
        return [make(.nonNegativeSize, item, v.width >= 0, .bound("width", ">=", 0)),
                make(.nonNegativeSize, item, v.height >= 0, .bound("height", ">=", 0))]
    }

    private func hostOrigin(_ view: View) -> [GeneratedConstraint] {
        let insets = view.alignmentRectInsets
        let v = view.variables
        return [make(.hostOrigin, view, v.minX == insets.left, .bound("minX", "==", insets.left)),
                make(.hostOrigin, view, v.minY == insets.top, .bound("minY", "==", insets.top))]
    }

    private func hostSize(_ view: View) -> [GeneratedConstraint] {
        let insets = view.alignmentRectInsets
        let v = view.variables
        let target: Size
        let priorities: (LayoutPriority, LayoutPriority)
        switch engine.mode {
        case .live:
            guard view.translatesAutoresizingMaskIntoConstraints else { return [] }
            target = view.storedFrame.size
            priorities = (.required, .required)
        case let .fitting(size, horizontal, vertical):
            target = size
            priorities = (horizontal, vertical)
        }
        let width = target.width - insets.left - insets.right
        let height = target.height - insets.top - insets.bottom
        return [make(.hostSize, view, (v.width == width).withStrength(priorities.0.strength), .bound("width", "==", width)),
                make(.hostSize, view, (v.height == height).withStrength(priorities.1.strength), .bound("height", "==", height))]
    }

    private func contentSize(_ view: View) -> [GeneratedConstraint] {
        let size = view.effectiveIntrinsicContentSize
        let v = view.variables
        var result: [GeneratedConstraint] = []
        let axes: [(Double, Variable, LayoutPriority, LayoutPriority, StaticString)] = [
            (size.width, v.width, view.stackTieBreaks[.init(.horizontal, .hugging)] ?? view.horizontalHugging,
             view.stackTieBreaks[.init(.horizontal, .compression)] ?? view.horizontalCompression, "width"),
            (size.height, v.height, view.stackTieBreaks[.init(.vertical, .hugging)] ?? view.verticalHugging,
             view.stackTieBreaks[.init(.vertical, .compression)] ?? view.verticalCompression, "height"),
        ]
        for (value, variable, hugging, compression, name) in axes where value != View.noIntrinsicMetric {
            guard LayoutNumbers.isValidValue(value), value >= 0 else { continue }
            result.append(make(.contentSize, view, (variable <= value).withStrength(hugging.strength),
                               .bound(name, "<=", value, note: "hug:", hugging)))
            result.append(make(.contentSize, view, (variable >= value).withStrength(compression.strength),
                               .bound(name, ">=", value, note: "compression:", compression)))
        }
        return result
    }

    /// System guides follow their view: margins (measured from the safe area, see
    /// ``View/safeAreaAdjustedLayoutMargins``) and safe area inset its frame; a scroll view's
    /// content guide starts at its origin and its frame guide is its frame.
    private func attachment(of guide: LayoutGuide) -> [GeneratedConstraint] {
        guard let view = guide.owningView else { return [] }
        let insets: EdgeInsets
        switch guide.role {
        case .user: return []
        case .layoutMargins: insets = view.safeAreaAdjustedLayoutMargins
        case .safeArea: insets = view.storedSafeAreaInsets
        case .scrollFrame: insets = .zero
        case .scrollContent: insets = .zero
        }
        let frame = FrameExpressions(view: view)
        let g = guide.variables
        var result = [
            make(.guideAttachment, guide, g.minX == frame.minX + insets.left, .attachment("minX", offset: insets.left)),
            make(.guideAttachment, guide, g.minY == frame.minY + insets.top, .attachment("minY", offset: insets.top)),
        ]
        if guide.role != .scrollContent {
            let width = insets.left + insets.right, height = insets.top + insets.bottom
            result.append(make(.guideAttachment, guide, g.width == frame.width - width, .attachment("width", offset: -width)))
            result.append(make(.guideAttachment, guide, g.height == frame.height - height, .attachment("height", offset: -height)))
        }
        return result
    }
}

/// A view's frame (not its alignment rect) as expressions over its engine variables.
struct FrameExpressions {
    let minX: Expression
    let minY: Expression
    let width: Expression
    let height: Expression

    init(view: View) {
        let insets = view.alignmentRectInsets
        let v = view.variables
        minX = Expression([Term(v.minX)], constant: -insets.left)
        minY = Expression([Term(v.minY)], constant: -insets.top)
        width = Expression([Term(v.width)], constant: insets.left + insets.right)
        height = Expression([Term(v.height)], constant: insets.top + insets.bottom)
    }
}
