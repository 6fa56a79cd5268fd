/// The layout cycle: the update-constraints pass (leaves first, one engine batch), then the
/// layout pass (parents first), repeated while wrapping labels re-measure or views invalidate
/// layout, and stopped with an error when it does not settle.
enum LayoutPass {
    /// The most passes before the cycle is called a feedback loop.
    static let maxPasses = 100
    /// The most rounds of re-measuring wrapping labels at their solved widths.
    static let maxRemeasureRounds = 8

    static func run(_ root: View) {
        // A tree's first pass: constraints the update pass makes (stack views') join the
        // engine's first batch, so the solver meets the whole layout at once.
        if root.hostedEngine == nil, root.updateConstraintsPending {
            root.updateConstraintsPending = false
            updateConstraints(in: root)
        }
        let engine = root.engine
        let state = root.layoutRoot
        var passes = 0
        var remeasureRounds = 0
        while true {
            passes += 1
            if passes > maxPasses {
                LayoutLog.error(.layoutFeedbackLoop(view: (state.lastInvalidator ?? root).debugName, passes: maxPasses))
                state.layoutWorkPending = false
                state.lastInvalidator = nil
                return
            }
            state.layoutWorkPending = false
            state.lastInvalidator = nil
            if state.updateConstraintsPending {
                state.updateConstraintsPending = false
                engine.batch { updateConstraints(in: root) }
            }
            engine.sync()
            let revision = engine.revision
            state.isInLayoutPass = true
            let remeasuring = layout(root, state: state, engine: engine)
            state.isInLayoutPass = false
            var again = state.layoutWorkPending || engine.revision != revision
            if remeasureRounds < maxRemeasureRounds, remeasure(remeasuring, engine: engine) {
                remeasureRounds += 1
                again = true
            }
            if !again {
                state.lastInvalidator = nil
                return
            }
        }
    }

    /// Calls `updateConstraints()` on every view that asked, children before parents.
    static func updateConstraints(in root: View) {
        for view in root.subtreeViews.reversed() where view.needsUpdateConstraints {
            view.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    /// Calls `layoutSubviews()` parents first on every view that asked, or whose engine values
    /// may have moved. Returns the views to re-measure afterwards (wrapping labels, views that
    /// follow the safe area).
    private static func layout(_ root: View, state: LayoutRoot, engine: LayoutEngine) -> [View] {
        if !root.translatesAutoresizingMaskIntoConstraints {
            let size = snappedRootFrame(of: root, engine: engine).size
            root.storedFrame.size = size
        }
        // After a change the solver could follow (new constants only), lay out just the views
        // whose values moved, and their superviews; otherwise every view.
        let changed = engine.changedItems()
        let everything = changed == nil || state.laidOutRevision < 0
        for item in changed ?? [] { item.engineValuesDidChange() }
        var remeasuring: [View] = []
        var stack: [View] = [root]
        var reportedNonFinite = false
        while let view = stack.popLast() {
            if view !== root, view._remeasuresAfterLayout || view.tracksSafeArea {
                remeasuring.append(view)
            }
            if view.needsLayout || (everything && view.layoutRevision != engine.revision) {
                view.needsLayout = false
                view.layoutRevision = engine.revision
                state.viewBeingLaidOut = view
                view._layoutSubviewsInLayoutPass()
                state.viewBeingLaidOut = nil
                if !reportedNonFinite { reportedNonFinite = reportNonFiniteFrame(of: view) }
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        state.laidOutRevision = engine.revision
        return remeasuring
    }

    /// Logs an error when the solved frame of `view` is not finite (multipliers that compound
    /// past `Double` through the Swift API: scene files refuse such chains at the constraint,
    /// `MultiplierReach`); true when it did. One error per pass: the first view, in tree order.
    private static func reportNonFiniteFrame(of view: View) -> Bool {
        guard let (name, value) = view.frame.nonFiniteComponent else { return false }
        LayoutLog.error(.nonFiniteNumber(what: "\(name) of \(view.debugName)'s frame", value: value))
        return true
    }

    /// The view whose `layoutSubviews()` is running, if a layout pass is under way.
    static func viewBeingLaidOut(in root: View) -> View? { root.storedLayoutRoot?.viewBeingLaidOut }

    /// Re-measures wrapping labels at their solved widths, and derives safe-area insets (for
    /// views with a safe-area guide, or a margins guide measured from the safe area).
    /// Returns whether anything changed.
    private static func remeasure(_ views: [View], engine: LayoutEngine) -> Bool {
        var changed = false
        for view in views {
            let wraps = view._remeasuresAfterLayout
            let hasSafeArea = view.tracksSafeArea
            let rect = engine.alignmentRect(of: view)
            if wraps {
                // The width the label will be drawn at: its alignment rectangle after snapping.
                let drawn = snapped(view.frame(forAlignmentRect: rect), scale: engine.host.contentScaleFactor)
                if view._remeasureAfterLayout(width: view.alignmentRect(forFrame: drawn).width) { changed = true }
            }
            if hasSafeArea, view.updateDerivedSafeAreaInsets(rootFrame: view.frame(forAlignmentRect: rect)) { changed = true }
        }
        return changed
    }

    /// The view's frame in root coordinates, snapped to the root's pixel grid; computed once
    /// per engine revision.
    static func snappedRootFrame(of view: View, engine: LayoutEngine) -> Rect {
        engine.sync()
        let slot = engine.items.slot(of: view)
        if let slot, engine.items[slot].rootFrameRevision == engine.revision { return engine.items[slot].rootFrame }
        let frame = snapped(view.frame(forAlignmentRect: engine.alignmentRect(of: view)), scale: engine.host.contentScaleFactor)
        if let slot {
            engine.items[slot].rootFrame = frame
            engine.items[slot].rootFrameRevision = engine.revision
        }
        return frame
    }

    /// Rounds each edge to the nearest pixel.
    static func snapped(_ rect: Rect, scale: Double) -> Rect {
        guard scale > 0, scale.isFinite else { return rect }
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let minX = snap(rect.minX), minY = snap(rect.minY)
        return Rect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
    }
}
