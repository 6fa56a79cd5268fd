extension View {
    /// Likely mistakes in this subtree's layout (what `plumb check` lints): hugging and
    /// compression ties, multiplier 0, required constraints that are always broken, left/right
    /// mixed with leading/trailing on one view, views that translate their autoresizing masks
    /// and also have constraints, visible views of zero size, and ambiguous positions or sizes
    /// held only by inequalities. Lays the tree out first. In tree order, rule by rule.
    public func lintWarnings() -> [LintWarning] {
        rootView.layoutIfNeeded()
        let views = subtreeViews
        let constraints = views.flatMap(\.constraints)
        let byItem = ConstraintsByItem(constraints)
        let ambiguous = ambiguousItemsInSubtree()
        return LayoutLint.zeroMultipliers(constraints)
            + LayoutLint.alwaysBroken(constraints)
            + LayoutLint.mixedDirections(views, byItem)
            + LayoutLint.autoresizingWithConstraints(views, byItem, root: self)
            + LayoutLint.zeroSizes(views, root: self)
            + LayoutLint.contentPriorityTies(ambiguous)
            + LayoutLint.unpinnedInequalities(ambiguous, byItem)
    }
}

/// The lint rules, one function each.
enum LayoutLint {
    static func zeroMultipliers(_ constraints: [LayoutConstraint]) -> [LintWarning] {
        constraints.filter { $0.multiplier == 0 && $0.secondItem != nil }.map {
            LintWarning(kind: .zeroMultiplier,
                        message: "\($0.equationDescription) has multiplier 0, so it ignores \($0.secondItem!.debugName); write a constant instead",
                        location: $0.source, subject: $0.firstItem.identifier)
        }
    }

    static func alwaysBroken(_ constraints: [LayoutConstraint]) -> [LintWarning] {
        constraints.filter { $0.priority.isRequired && $0.isBroken }.map {
            LintWarning(kind: .alwaysBroken,
                        message: "\($0.equationDescription) is required but broken: it conflicts with other required constraints and never holds",
                        location: $0.source, subject: $0.firstItem.identifier)
        }
    }

    static func mixedDirections(_ views: [View], _ byItem: ConstraintsByItem) -> [LintWarning] {
        // Depths in the subtree, so "is `view` above `other`" walks up only the levels between
        // them (a walk to the top from every superview was quadratic in a deep hierarchy).
        var depths: [ObjectIdentifier: Int] = [:]
        for view in views { depths[ObjectIdentifier(view)] = view.superview.flatMap { depths[ObjectIdentifier($0)] }.map { $0 + 1 } ?? 0 }
        func isStrictAncestor(_ view: View, of other: View) -> Bool {
            guard var steps = depths[ObjectIdentifier(other)], let depth = depths[ObjectIdentifier(view)] else { return false }
            var current = other
            while steps > depth, let parent = current.superview {
                if parent === view { return true }
                current = parent
                steps -= 1
            }
            return false
        }
        var warnings: [LintWarning] = []
        for view in views {
            let constraints = byItem[view]
            // Constraints that place the view: it is the first item, or the second with a first
            // item outside its subtree (a container relating children to it isn't placing it).
            func uses(_ constraint: LayoutConstraint, _ test: (LayoutAttribute) -> Bool) -> Bool {
                if constraint.firstItem === view { return test(constraint.firstAttribute) }
                guard constraint.secondItem === view else { return false }
                let firstView = (constraint.firstItem as? View) ?? (constraint.firstItem as? LayoutGuide)?.owningView
                if let firstView, isStrictAncestor(view, of: firstView) { return false }
                return test(constraint.secondAttribute)
            }
            guard let absolute = constraints.first(where: { uses($0, \.isAbsoluteHorizontal) }),
                  let directional = constraints.first(where: { uses($0, \.isDirectional) }) else { continue }
            warnings.append(LintWarning(
                kind: .mixedDirections,
                message: "\(view.debugName) is placed by left/right (\(absolute.equationDescription)) and by leading/trailing (\(directional.equationDescription)); "
                    + "under right-to-left layout they pull different ways",
                location: absolute.source, subject: view.identifier))
        }
        return warnings
    }

    static func autoresizingWithConstraints(_ views: [View], _ byItem: ConstraintsByItem, root: View) -> [LintWarning] {
        views.filter { $0 !== root && $0.translatesAutoresizingMaskIntoConstraints }.compactMap { view in
            guard let constraint = byItem[view].first else { return nil }
            return LintWarning(
                kind: .autoresizingWithConstraints,
                message: "\(view.debugName) translates its autoresizing mask into constraints and is also constrained by "
                    + "\(constraint.equationDescription); turn translatesAutoresizingMaskIntoConstraints off",
                location: constraint.source, subject: view.identifier)
        }
    }

    /// `views` lists the subtree of `root` parents first, so whether each is hidden in the tree
    /// follows from its superview's answer, without a walk to the top per view.
    static func zeroSizes(_ views: [View], root: View) -> [LintWarning] {
        var hiddenInTree = Set<ObjectIdentifier>()
        for view in views {
            let hiddenAbove = view === root ? root.superview?.isHiddenInTree == true
                : view.superview.map { hiddenInTree.contains(ObjectIdentifier($0)) } ?? false
            if view.isHidden || hiddenAbove { hiddenInTree.insert(ObjectIdentifier(view)) }
        }
        return views.filter {
            $0 !== root && !hiddenInTree.contains(ObjectIdentifier($0)) && ($0.frame.width == 0 || $0.frame.height == 0)
        }.map { view in
            LintWarning(kind: .zeroSize, message: "\(view.debugName) is laid out at \(view.frame): it has no "
                        + (view.frame.width == 0 ? "width" : "height") + " and can't be seen", subject: view.identifier)
        }
    }

    /// Views on one axis, ambiguous in size there, with intrinsic sizes and equal hugging (or
    /// compression) priorities: the engine can't tell which should give.
    static func contentPriorityTies(_ ambiguous: [AmbiguousItem]) -> [LintWarning] {
        var warnings: [LintWarning] = []
        for axis in [LayoutAxis.horizontal, .vertical] {
            let size = axis == .horizontal ? "width" : "height"
            let views = ambiguous.compactMap { entry -> View? in
                guard let view = entry.item as? View, entry.variables.contains(where: { $0.name.hasSuffix(".\(size)") }) else { return nil }
                let intrinsic = view.effectiveIntrinsicContentSize
                return (axis == .horizontal ? intrinsic.width : intrinsic.height) == View.noIntrinsicMetric ? nil : view
            }
            for (index, first) in views.enumerated() {
                for second in views[(index + 1)...] where first.superview === second.superview {
                    for (name, priority) in [("hugging", View.contentHuggingPriority), ("compression resistance", View.contentCompressionResistancePriority)]
                    where priority(first)(axis) == priority(second)(axis) {
                        warnings.append(LintWarning(
                            kind: .contentPriorityTie,
                            message: "\(first.debugName) and \(second.debugName) have the same \(axis) \(name) priority "
                                + "(\(priority(first)(axis))), so their \(size)s are ambiguous; raise one by 1",
                            subject: first.identifier))
                    }
                }
            }
        }
        return warnings
    }

    /// Ambiguous variables whose item has only inequalities on that axis (and no intrinsic size).
    static func unpinnedInequalities(_ ambiguous: [AmbiguousItem], _ byItem: ConstraintsByItem) -> [LintWarning] {
        ambiguous.compactMap { entry in
            let item = entry.item
            let horizontal = entry.variables.contains { $0.name.hasSuffix(".minX") || $0.name.hasSuffix(".width") }
            let axis: LayoutAxis = horizontal ? .horizontal : .vertical
            let own = byItem[item].filter {
                ($0.firstItem === item && $0.firstAttribute.axis == axis) || ($0.secondItem === item && $0.secondAttribute.axis == axis)
            }
            guard !own.isEmpty, own.allSatisfy({ $0.relation != .equal }) else { return nil }
            return LintWarning(
                kind: .unpinnedInequalities,
                message: "\(item.debugName) is held \(axis == .horizontal ? "horizontally" : "vertically") only by inequalities "
                    + "(\(own.map(\.equationDescription).joined(separator: ", "))), so it can slide between them; add an equality or a preference",
                location: own[0].source, subject: item.identifier)
        }
    }
}

extension View {
    /// True when this view or one of its ancestors is hidden.
    var isHiddenInTree: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return true }
            view = current.superview
        }
        return false
    }
}
