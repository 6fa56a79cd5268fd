extension View {
    /// Asks for ``updateConstraints()`` in the next update-constraints pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        rootView.updateConstraintsPending = true
        noteInvalidation()
    }

    /// Asks for ``updateConstraints()`` on every view of the subtree (it joined a new tree).
    func setNeedsUpdateConstraintsInSubtree() {
        for view in subtreeViews { view.needsUpdateConstraints = true }
        rootView.updateConstraintsPending = true
        noteInvalidation()
    }

    /// Asks for ``layoutSubviews()`` in the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        noteInvalidation()
    }

    /// Runs the update-constraints pass and the layout pass now, if anything asked for them.
    /// It runs for the whole tree, because constraints can tie any views of a tree together.
    public func layoutIfNeeded() { LayoutPass.run(rootView) }

    /// Runs pending ``updateConstraints()`` calls in this subtree now (leaves first, one batch).
    public func updateConstraintsIfNeeded() {
        let engine = self.engine
        engine.batch { LayoutPass.updateConstraints(in: self) }
    }

    /// The frame the engine has for this view right now, in its superview's coordinates,
    /// before any layout pass copies it into ``frame``.
    public var engineFrame: Rect {
        let engine = self.engine
        let own = frame(forAlignmentRect: engine.alignmentRect(of: self))
        guard let parent = superview else { return own }
        let outer = parent.frame(forAlignmentRect: engine.alignmentRect(of: parent))
        return own.offsetBy(dx: -outer.minX, dy: -outer.minY)
    }

    /// The smallest (or largest) size that satisfies the view's constraints, with the target
    /// size held at the given priorities (UIKit's `systemLayoutSizeFitting`). Pending
    /// constraint updates run first (stack views make their constraints then); only the view's
    /// own subtree takes part.
    public func systemLayoutSizeFitting(_ targetSize: Size,
                                        withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
                                        verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel) -> Size {
        guard targetSize.width.isFinite, targetSize.height.isFinite else {
            LayoutLog.error(.nonFiniteNumber(what: "fitting target size of \(debugName)",
                                             value: targetSize.width.isFinite ? targetSize.height : targetSize.width))
            return frame.size
        }
        // Without making the tree's own engine: it would start from the frame the fitting is for.
        if let hosted = rootView.hostedEngine {
            hosted.batch { LayoutPass.updateConstraints(in: self) }
        } else {
            LayoutPass.updateConstraints(in: self)
        }
        let engine = LayoutEngine(host: self, mode: .fitting(targetSize, horizontal: horizontal, vertical: vertical))
        engine.adopt(subtree: self)
        for _ in 0..<LayoutPass.maxRemeasureRounds {
            var changed = false
            for view in subtreeViews where view._remeasureAfterLayout(width: engine.alignmentRect(of: view).width) {
                engine.markDirty(view)
                changed = true
            }
            if !changed { break }
        }
        return frame(forAlignmentRect: engine.alignmentRect(of: self)).size
    }

    /// Sets the frame from the layout pass, without turning it back into autoresizing constraints.
    func setFrameFromLayout(_ newFrame: Rect) {
        guard newFrame != storedFrame else { return }
        storedFrame = newFrame
        needsLayout = true
    }

    private func noteInvalidation() {
        // A tree without a layout root has never been laid out: its work is pending already.
        guard let state = rootView.storedLayoutRoot else { return }
        state.layoutWorkPending = true
        if state.isInLayoutPass { state.lastInvalidator = state.viewBeingLaidOut ?? self }
    }
}
