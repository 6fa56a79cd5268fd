import PlumbSolver

/// Items joining and leaving the engine, and their generated constraints.
extension LayoutEngine {

    /// Registers every item of a subtree, and every constraint installed inside it.
    func adopt(subtree root: View) {
        batch {
            let views = root.subtreeViews
            for view in views {
                register(view)
                for guide in view.layoutGuides { register(guide) }
            }
            var constraints = views.flatMap(\.constraints)
            constraints.sort { $0.activationOrder < $1.activationOrder }
            for constraint in constraints { add(constraint) }
        }
    }

    /// Removes a subtree's items and constraints from the solver (it is leaving the tree).
    func release(subtree root: View) {
        for view in root.subtreeViews {
            for constraint in view.constraints { remove(constraint) }
            for guide in view.layoutGuides { unregister(guide) }
            unregister(view)
        }
        retryBroken()
    }

    func register(_ item: LayoutItem) {
        let id = ObjectIdentifier(item)
        guard records[id] == nil else { return }
        records[id] = ItemRecord(item: item)
        let ids = item.variables.ids
        for variable in [ids.minX, ids.minY, ids.width, ids.height] { itemOfVariable[variable] = id }
        batch { syncGenerated(of: item) }
    }

    func unregister(_ item: LayoutItem) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(item)) else { return }
        let ids = item.variables.ids
        for variable in [ids.minX, ids.minY, ids.width, ids.height] { itemOfVariable[variable] = nil }
        for list in record.generated.values { for generated in list { removeSolverConstraint(generated.constraint) } }
        dirtyItems.remove(ObjectIdentifier(item))
    }

    func isRegistered(_ item: LayoutItem) -> Bool { records[ObjectIdentifier(item)] != nil }

    /// Notes that an item's generated constraints (frame, mask, intrinsic size, margins…) are stale.
    func markDirty(_ item: LayoutItem) {
        guard records[ObjectIdentifier(item)] != nil else { return }
        dirtyItems.insert(ObjectIdentifier(item))
    }

    /// The layout direction changed somewhere: every direction-dependent constraint is rebuilt at the next sync.
    func directionDidChange() { needsFullRefresh = true }

    /// Brings generated constraints up to date with the items (one batch).
    func sync() {
        guard !dirtyItems.isEmpty || needsFullRefresh else { return }
        batch {
            if needsFullRefresh {
                needsFullRefresh = false
                dirtyItems = Set(records.keys)
                for (constraint, _) in installed.values { refresh(constraint) }
            }
            let items = dirtyItems.compactMap { records[$0]?.item }.sorted { $0.variables.minX.id < $1.variables.minX.id }
            dirtyItems = []
            var baselinesMoved = false
            for item in items {
                if syncGenerated(of: item), item is View { baselinesMoved = true }
            }
            if baselinesMoved {
                for constraint in baselineConstraints.values.sorted(by: { $0.activationOrder < $1.activationOrder }) {
                    refresh(constraint)
                }
            }
        }
        // Generated constraints that went away (a cleared autoresizing flag) may free broken ones.
        if removedSinceRetry { retryBroken() }
    }

    /// Hands a new generated constraint to the solver (in the current batch).
    private func install(_ generated: GeneratedConstraint) {
        owners[ObjectIdentifier(generated.constraint)] = .generated(generated)
        enqueue(.generated(generated))
    }

    /// Reconciles one item's generated constraints; returns whether its content size changed.
    @discardableResult
    func syncGenerated(of item: LayoutItem) -> Bool {
        let id = ObjectIdentifier(item)
        guard var record = records[id] else { return false }
        var contentChanged = false
        for (kind, wanted) in GeneratedConstraintBuilder(engine: self).constraints(for: item) {
            let existing = record.generated[kind] ?? []
            guard existing.count == wanted.count else {
                for old in existing { removeSolverConstraint(old.constraint) }
                for new in wanted { install(new) }
                record.generated[kind] = wanted
                if kind == .contentSize { contentChanged = true }
                continue
            }
            // Same count: each constraint of the same shape keeps its place (a new constant is
            // set in place); only the ones whose shape changed (a priority, say) are replaced.
            var kept = existing
            for (index, (old, new)) in zip(existing, wanted).enumerated() {
                if old.hasSameShape(as: new.constraint) {
                    guard currentConstant(of: old.constraint) != new.constraint.expression.constant else { continue }
                    setSolverConstant(old.constraint, to: new.constraint.expression.constant)
                } else {
                    removeSolverConstraint(old.constraint)
                    install(new)
                    kept[index] = new
                }
                if kind == .contentSize { contentChanged = true }
            }
            record.generated[kind] = kept
        }
        records[id] = record
        return contentChanged || item is Label
    }
}
