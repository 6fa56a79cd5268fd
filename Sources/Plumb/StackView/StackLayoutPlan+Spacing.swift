extension StackLayoutPlan {
    /// `UISV-spacing` between neighbouring visible views: `next.leading == view.trailing + s`
    /// (`>=` under the equal-spacing distributions). With baseline-relative arrangement in a
    /// vertical stack it runs from the last baseline to the next view's first baseline.
    mutating func addSpacing() {
        let relation: LayoutRelation = switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally: .equal
        case .equalSpacing, .equalCentering: .greaterThanOrEqual
        }
        let baselines = stack.isBaselineRelativeArrangement && axis == .vertical
        for (view, next) in zip(visible, visible.dropFirst()) {
            let gap = stack.effectiveSpacing(after: view)
            if baselines {
                add(next, .firstBaseline, relation, view, .lastBaseline, constant: gap, "UISV-spacing")
            } else {
                add(next, along.leading, relation, view, along.trailing, constant: gap, "UISV-spacing")
            }
        }
    }
}
