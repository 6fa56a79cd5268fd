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
        guard items.slot(of: item) == nil else { return }
        let slot = items.insert(ItemRecord(item: item), for: item)
        let ids = item.variables.ids
        for variable in [ids.minX, ids.minY, ids.width, ids.height] { slotOfVariable[variable] = slot }
        batch { syncGenerated(of: item) }
    }

    func unregister(_ item: LayoutItem) {
        guard let record = items.remove(item) else { return }
        let ids = item.variables.ids
        for variable in [ids.minX, ids.minY, ids.width, ids.height] { slotOfVariable[variable] = nil }
        for list in record.generated.values { for generated in list { removeSolverConstraint(generated.constraint) } }
    }

    func isRegistered(_ item: LayoutItem) -> Bool { items.slot(of: item) != nil }

    /// Drops the cached snapped frame of a view whose alignment insets changed.
    func forgetRootFrame(of view: View) {
        guard let slot = items.slot(of: view) else { return }
        items[slot].rootFrameRevision = -1
    }

    /// Notes that an item's generated constraints (frame, mask, intrinsic size, margins…) are stale.
    func markDirty(_ item: LayoutItem) {
        guard let slot = items.slot(of: item) else { return }
        markDirty(slot: slot)
    }

    private func markDirty(slot: Int) {
        guard !items[slot].isDirty else { return }
        items[slot].isDirty = true
        dirtySlots.append(slot)
    }

    /// The layout direction changed somewhere: every direction-dependent constraint is rebuilt at the next sync.
    func directionDidChange() { needsFullRefresh = true }

    /// Brings generated constraints up to date with the items (one batch).
    func sync() {
        guard !dirtySlots.isEmpty || needsFullRefresh else { return }
        batch {
            if needsFullRefresh {
                needsFullRefresh = false
                for slot in items.usedSlots { markDirty(slot: slot) }
                for slot in installed.usedSlots { refresh(installed[slot].constraint) }
            }
            // A slot freed (and perhaps reused) since it was marked is no longer flagged.
            var stale: [LayoutItem] = []
            for slot in dirtySlots where items.entries[slot] != nil && items[slot].isDirty {
                items[slot].isDirty = false
                stale.append(items[slot].item)
            }
            dirtySlots = []
            stale.sort { $0.variables.minX.id < $1.variables.minX.id }
            var baselinesMoved = false
            for item in stale {
                if syncGenerated(of: item), item is View { baselinesMoved = true }
            }
            if baselinesMoved {
                let constraints = baselineSlots.map { installed[$0].constraint }
                for constraint in constraints.sorted(by: { $0.activationOrder < $1.activationOrder }) {
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
        guard let slot = items.slot(of: item) else { return false }
        var record = items[slot]
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
        items[slot] = record
        return contentChanged || item._baselinesMoveWithContent
    }
}
