/// A recorded layout animation: its frames, from the scene before the change (frame 0) to the
/// scene after it (the last frame), made by ``Scene/animate(duration:curve:fps:mode:_:)``.
public struct LayoutAnimation {
    /// The length in seconds.
    public let duration: Double
    /// How progress follows time.
    public let curve: AnimationCurve
    /// Frames per second.
    public let fps: Double
    /// How the in-between frames were made.
    public let mode: AnimationMode
    /// The frames, `duration × fps` steps plus the first.
    public let frames: [AnimationFrame]
    /// The constraints the frames are measured against (those of the scene after the change;
    /// frame 0 is measured against the scene before it), named by identifier or equation.
    public let measuredConstraints: [String]
    /// The solver work the in-between frames cost: constants changed in place, and constraints
    /// added or removed (none when only constants and the window size change).
    public let engineWork: EngineCounters
    /// The scene's width and height at the start and at the end.
    public let startSize: Size
    public let endSize: Size

    /// The views' and guides' order in ``FrameGeometry``.
    let items: AnimatedItems
    /// The views' hidden flags and checkbox states before and after the change.
    let before: SceneState
    let after: SceneState
    /// What the block changed.
    let changes: SceneChanges
    /// Measures the frames after the first.
    let errors: ConstraintErrors
    /// The constraints the engine broke at each frame's moment.
    let broken: [[LayoutConstraint]]

    /// The largest miss of any required constraint over all frames, in points.
    public var maximumRequiredError: Double { frames.map(\.requiredError).max() ?? 0 }

    /// The frames with violations.
    public var violatingFrames: [Int] { frames.filter { !$0.violations.isEmpty }.map(\.index) }

    /// The frames whose moment the constraints can't all hold at (the engine broke one to lay it out).
    public var breakingFrames: [Int] { frames.filter { !$0.brokenConstraints.isEmpty }.map(\.index) }

    /// The required constraints the engine broke to lay out a frame's moment, in activation order.
    public func brokenConstraints(at frame: Int) -> [LayoutConstraint] {
        broken.indices.contains(frame) ? broken[frame] : []
    }

    /// Where a view (its frame, in its superview's coordinates) or a layout guide (its layout
    /// frame, in its owning view's coordinates) is drawn in a frame; nil for an item the scene
    /// didn't have when the animation began.
    public func frame(of item: LayoutItem, at frame: Int) -> Rect? {
        guard frames.indices.contains(frame), let index = items.index(of: item) else { return nil }
        return frames[frame].geometry.frames[index]
    }

    /// An item's alignment rectangle in a frame, in root coordinates, not snapped to pixels.
    public func alignmentRect(of item: LayoutItem, at frame: Int) -> Rect? {
        guard frames.indices.contains(frame), let index = items.index(of: item) else { return nil }
        return frames[frame].geometry.alignmentRects[index]
    }

    /// The constraint a violation names, in the scene that recorded the animation.
    public func constraint(of violation: ConstraintViolation) -> LayoutConstraint {
        errors.entries[violation.index].constraint
    }

    /// The same change as Core Animation would show it: the first and last frames of this
    /// recording, with every frame between interpolated from them and measured again.
    public func interpolated() -> LayoutAnimation {
        guard mode != .interpolated, let first = frames.first, let last = frames.last else { return self }
        let made = frames.map { frame -> AnimationFrame in
            guard frame.index > 0 else { return frame }
            let geometry = frame.index == last.index ? last.geometry
                : FrameGeometry.interpolated(from: first.geometry, to: last.geometry, fraction: frame.progress)
            return errors.frame(frame.index, time: frame.time, progress: frame.progress, shown: geometry, solved: frame.solvedRects,
                                broken: frame.brokenConstraints)
        }
        return LayoutAnimation(duration: duration, curve: curve, fps: fps, mode: .interpolated, frames: made,
                               measuredConstraints: measuredConstraints, engineWork: engineWork,
                               startSize: startSize, endSize: endSize, items: items, before: before, after: after, changes: changes, errors: errors,
                               broken: broken)
    }
}
