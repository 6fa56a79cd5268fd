/// What makes two generated constraints the same apart from constant and priority.
private struct StackConstraintKey: Hashable {
    let first: ObjectIdentifier
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: ObjectIdentifier?
    let secondAttribute: LayoutAttribute
    let multiplier: Double
    let identifier: String?

    init(_ constraint: LayoutConstraint) {
        first = ObjectIdentifier(constraint.firstItem)
        firstAttribute = constraint.firstAttribute
        relation = constraint.relation
        second = constraint.secondItem.map(ObjectIdentifier.init)
        secondAttribute = constraint.secondAttribute
        multiplier = constraint.multiplier
        identifier = constraint.identifier
    }
}

extension StackArranging {
    /// Replaces the stack's generated constraints with fresh ones, in one engine batch. Only
    /// the difference reaches the engine: a constraint that stays keeps its object (a new
    /// constant or priority is set in place), the others are deactivated or activated.
    func regenerateConstraints() {
        let apply = {
            self.updateSpacerGuides()
            var plan = StackLayoutPlan(stack: self)
            let fresh = plan.build()
            var reusable: [StackConstraintKey: [LayoutConstraint]] = [:]
            for constraint in self.arrangement.generatedConstraints where constraint.isActive {
                reusable[StackConstraintKey(constraint), default: []].append(constraint)
            }
            var result: [LayoutConstraint] = []
            var added: [LayoutConstraint] = []
            result.reserveCapacity(fresh.count)
            for constraint in fresh {
                let key = StackConstraintKey(constraint)
                if var candidates = reusable[key], !candidates.isEmpty {
                    let kept = candidates.removeFirst()
                    reusable[key] = candidates
                    kept.constant = constraint.constant
                    kept.priority = constraint.priority
                    result.append(kept)
                } else {
                    added.append(constraint)
                    result.append(constraint)
                }
            }
            LayoutConstraint.deactivate(reusable.values.flatMap { $0 })
            self.applyTieBreaks(plan.tieBreaks)
            LayoutConstraint.activate(added)
            self.arrangement.generatedConstraints = result
            self.arrangement.intrinsicLengthsUsed = self.currentIntrinsicLengths()
            self.removeUnusedSpacerGuides()
        }
        if let engine = existingEngine { engine.batch(apply) } else { apply() }
    }

    /// Raises the content priorities of the plan's tie-breaks, and puts back those of views
    /// that no longer tie (or have left the stack).
    func applyTieBreaks(_ tieBreaks: [StackTieBreak]) {
        let wanted = Dictionary(grouping: tieBreaks) { ObjectIdentifier($0.view) }
        var changed: [View] = []
        for view in arrangement.tieBrokenViews where wanted[ObjectIdentifier(view)] == nil && !view.stackTieBreaks.isEmpty {
            view.stackTieBreaks = [:]
            changed.append(view)
        }
        for (_, breaks) in wanted {
            let priorities = Dictionary(uniqueKeysWithValues: breaks.map { ($0.key, $0.priority) })
            guard breaks[0].view.stackTieBreaks != priorities else { continue }
            breaks[0].view.stackTieBreaks = priorities
            changed.append(breaks[0].view)
        }
        arrangement.tieBrokenViews = tieBreaks.map(\.view)
        // In the same batch as the stack's constraints: solved with the tie in place, the
        // stack's constraints would leave the solver a degenerate optimum to walk.
        if let engine = existingEngine { for view in changed { engine.syncGenerated(of: view) } }
    }

    /// The visible views' intrinsic lengths along the axis, when the distribution reads them.
    func currentIntrinsicLengths() -> [Double?] {
        switch distribution {
        case .fill, .fillProportionally:
            arrangedSubviews.lazy.filter { !$0.isHidden }.map { StackLayoutPlan.intrinsicLength(of: $0, along: self.axis) }
        case .fillEqually, .equalSpacing, .equalCentering: []
        }
    }

    /// How many spacer guides the distribution needs: one per gap between visible views.
    private var neededSpacerCount: Int {
        switch distribution {
        case .equalSpacing, .equalCentering: max(arrangedSubviews.filter { !$0.isHidden }.count - 1, 0)
        case .fill, .fillEqually, .fillProportionally: 0
        }
    }

    /// Adds the spacer guides the distribution needs (named `UISV-distributing`).
    private func updateSpacerGuides() {
        while arrangement.spacerGuides.count < neededSpacerCount {
            let guide = LayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            arrangement.spacerGuides.append(guide)
        }
    }

    /// Removes spacer guides no longer needed (after their constraints are gone).
    private func removeUnusedSpacerGuides() {
        while arrangement.spacerGuides.count > neededSpacerCount {
            removeLayoutGuide(arrangement.spacerGuides.removeLast())
        }
    }
}
