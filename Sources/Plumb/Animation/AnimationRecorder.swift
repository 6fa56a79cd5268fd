/// Records a ``LayoutAnimation``: lays the scene out, runs the animation block, and makes the
/// frames between the two states in the requested mode.
struct AnimationRecorder {
    let scene: Scene
    let duration: Double
    let curve: AnimationCurve
    let fps: Double
    let mode: AnimationMode

    /// The most frames one animation records.
    static let maximumSteps = 10_000

    /// The number of steps after frame 0: `duration × fps`, rounded, at least 1.
    var steps: Int { min(Self.maximumSteps, max(1, Int((duration * fps).rounded()))) }

    func record(_ changes: () -> Void) -> LayoutAnimation {
        let fitted = (width: scene.width == nil, height: scene.height == nil)
        scene.layout()
        let root = scene.root
        let engine = root.engine
        let items = AnimatedItems(root: root)
        let startSize = root.frame.size
        // A fitted axis is held at its fitted size while the frames are made, so that each
        // frame re-solves the tree's own engine instead of fitting it anew.
        scene.width = startSize.width
        scene.height = startSize.height
        let before = SceneState(scene, views: items.views)
        let start = items.geometry(engine: engine)
        let startErrors = ConstraintErrors(root: root, items: items)
        var broken = [engine.brokenConstraints]
        let first = AnimationFrame(index: 0, time: 0, progress: 0, geometry: start, isAfterChange: false, violations: [],
                                   requiredError: startErrors.requiredError(of: start.alignmentRects, progress: 0),
                                   brokenConstraints: broken[0].map(ConstraintErrors.name(of:)), solvedRects: start.alignmentRects)

        changes()
        root.updateConstraintsIfNeeded()
        let endSize = settledEndSize(fitted: fitted, startSize: startSize)
        let after = SceneState(scene, views: items.views)
        let changed = SceneChanges(from: before, to: after)
        scene.layout()
        var errors = ConstraintErrors(root: root, items: items)
        errors.animate(changed.constants)

        // Activations, deactivations and hidden views change the solution at once; the frames
        // close that jump along the curve, as UIKit animates `layoutIfNeeded()`.
        var jump: FrameGeometry?
        if changed.jumps {
            setState(changed, size: startSize, endSize: endSize, progress: 0)
            jump = items.geometry(engine: engine)
        }
        // Every step re-solves the engine with the constants (and window size) of its moment:
        // the frames of a constraint animation, and what an interpolated frame is measured by.
        var frames = [first]
        let counted = engine.counters
        // The end's layout above logged its conflicts; a moment on the way that can't hold its
        // constraints either lists them on its frame instead of logging them again.
        LayoutLog.$sink.withValue(CollectingSink()) {
            for step in 1...steps {
                let fraction = Double(step) / Double(steps)
                let progress = step == steps ? 1 : curve.progress(at: fraction)
                setState(changed, size: startSize, endSize: endSize, progress: progress)
                let solved = items.geometry(engine: engine)
                let shown = jump.map { solved.shifted(by: 1 - progress, from: start, to: $0) } ?? solved
                // What the engine broke to solve this moment: the frame shows a layout that isn't the one written.
                broken.append(engine.brokenConstraints)
                frames.append(errors.frame(step, time: duration * fraction, progress: progress, shown: shown, solved: solved.alignmentRects,
                                           broken: broken[step].map(ConstraintErrors.name(of:))))
            }
        }
        let work = EngineCounters(additions: engine.counters.additions - counted.additions,
                                  removals: engine.counters.removals - counted.removals,
                                  constantUpdates: engine.counters.constantUpdates - counted.constantUpdates)
        if fitted.width { scene.width = nil }
        if fitted.height { scene.height = nil }
        let recorded = LayoutAnimation(duration: duration, curve: curve, fps: fps, mode: .constraints, frames: frames,
                                       measuredConstraints: errors.entries.map(\.name), engineWork: work,
                                       startSize: startSize, endSize: endSize, items: items, before: before, after: after,
                                       changes: changed, errors: errors, broken: broken)
        return mode == .interpolated ? recorded.interpolated() : recorded
    }

    /// The window size after the block: what it set, or the content's fitted size on an axis
    /// that was fitted and that the block left alone.
    private func settledEndSize(fitted: (width: Bool, height: Bool), startSize: Size) -> Size {
        let refit = (width: fitted.width && scene.width == startSize.width, height: fitted.height && scene.height == startSize.height)
        if refit.width || refit.height {
            if refit.width { scene.width = nil }
            if refit.height { scene.height = nil }
            scene.layout()
            scene.width = scene.root.frame.width
            scene.height = scene.root.frame.height
        }
        return Size(width: scene.width ?? startSize.width, height: scene.height ?? startSize.height)
    }

    /// Puts the changed constants and the window size at `progress` and lays the scene out.
    /// Constraints broken for another moment (the end's, when it can't hold) are tried again,
    /// so that each frame breaks only what its own moment can't hold.
    private func setState(_ changed: SceneChanges, size start: Size, endSize end: Size, progress: Double) {
        changed.applyConstants(at: progress)
        scene.width = progress >= 1 ? end.width : start.width + (end.width - start.width) * progress
        scene.height = progress >= 1 ? end.height : start.height + (end.height - start.height) * progress
        scene.layout()
        let engine = scene.root.engine
        let broken = engine.brokenConstraints.count
        guard broken > 0 else { return }
        engine.retryBroken()
        if engine.brokenConstraints.count < broken {
            scene.root.setNeedsLayout()
            scene.layout()
        }
    }
}
