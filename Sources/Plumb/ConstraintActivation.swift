import Synchronization

/// Activation and deactivation: validation, installation on the nearest common ancestor, and
/// one engine batch per call.
enum ConstraintActivation {
    private static let counter = Atomic<Int>(0)

    static func activate(_ constraints: [LayoutConstraint], source: SourceLocation?) {
        var byEngine: [(LayoutEngine, [LayoutConstraint])] = []
        for constraint in constraints where constraint.container == nil {
            if let problem = constraint.problem {
                LayoutLog.error(problem)
                continue
            }
            guard let container = container(for: constraint) else { continue }
            if constraint.source == nil { constraint.source = source }
            warnAboutZeroMultiplier(constraint)
            constraint.activationOrder = counter.add(1, ordering: .relaxed).newValue
            constraint.container = container
            container.installedConstraints.append(constraint)
            constraint.firstItem.references.append(constraint)
            constraint.secondItem?.references.append(constraint)
            container.setNeedsLayout()
            // Trees without an engine yet pick their constraints up when one is made.
            guard let engine = container.rootView.hostedEngine else { continue }
            if let index = byEngine.firstIndex(where: { $0.0 === engine }) {
                byEngine[index].1.append(constraint)
            } else {
                byEngine.append((engine, [constraint]))
            }
        }
        for (engine, list) in byEngine {
            engine.batch { for constraint in list { engine.add(constraint) } }
        }
    }

    static func deactivate(_ constraints: [LayoutConstraint]) {
        var engines: [LayoutEngine] = []
        for constraint in constraints {
            guard let container = constraint.container else { continue }
            if let engine = container.rootView.hostedEngine {
                engine.remove(constraint)
                if !engines.contains(where: { $0 === engine }) { engines.append(engine) }
            }
            container.installedConstraints.remove(constraint)
            constraint.container = nil
            container.setNeedsLayout()
        }
        for engine in engines { engine.retryBroken() }
    }

    /// The nearest common ancestor of the constraint's items, or nil after reporting why not.
    private static func container(for constraint: LayoutConstraint) -> View? {
        guard let first = constraint.firstItem.treeView else {
            LayoutLog.error(.itemNotInHierarchy(constraint: constraint.equationDescription, item: constraint.firstItem.debugName))
            return nil
        }
        guard let secondItem = constraint.secondItem else { return first }
        guard let second = secondItem.treeView else {
            LayoutLog.error(.itemNotInHierarchy(constraint: constraint.equationDescription, item: secondItem.debugName))
            return nil
        }
        guard let ancestor = first.nearestCommonAncestor(with: second) else {
            LayoutLog.error(.noCommonAncestor(constraint: constraint.equationDescription))
            return nil
        }
        return ancestor
    }

    private static func warnAboutZeroMultiplier(_ constraint: LayoutConstraint) {
        guard constraint.multiplier == 0, constraint.secondItem != nil, constraint.priority.isRequired,
              constraint.firstAttribute.isDimension else { return }
        LayoutLog.warning("Warning: \(constraint) has multiplier 0, so it fixes \(constraint.firstItem.debugName).\(constraint.firstAttribute) to \(formatPoints(constraint.constant)) whatever \(constraint.secondItem!.debugName) does; use a constant constraint if that is what you mean.")
    }
}
