import Plumb

/// A sample's animation: the change its scene file's `animation:` key spells, and the same
/// change as a Swift block, with the timing and the modes to show.
public struct SampleAnimation: Sendable {
    /// The changes as `plumb animate --change` spells them (the film's title).
    public let changes: [String]
    /// Seconds.
    public let duration: Double
    /// Frames per second.
    public let fps: Double
    /// The timing curve.
    public let curve: AnimationCurve
    /// True to show Core Animation's interpolation beside the constraint animation.
    public let showsBoth: Bool
    /// The animation block: makes the change on a fresh scene of the sample.
    public let block: @Sendable (Scene) -> Void

    /// Creates a sample animation.
    public init(changes: [String], duration: Double, fps: Double, curve: AnimationCurve = .easeInOut, showsBoth: Bool = false,
                block: @escaping @Sendable (Scene) -> Void) {
        self.changes = changes
        self.duration = duration
        self.fps = fps
        self.curve = curve
        self.showsBoth = showsBoth
        self.block = block
    }

    /// Records the animation on a laid-out scene of the sample: the constraint animation, and
    /// its interpolated twin when ``showsBoth``.
    public func record(on scene: Scene) -> [LayoutAnimation] {
        let recorded = scene.animate(duration: duration, curve: curve, fps: fps, mode: .constraints) { block(scene) }
        return showsBoth ? [recorded, recorded.interpolated()] : [recorded]
    }
}

extension Sample {
    /// The same sample with an animation.
    func animated(_ animation: SampleAnimation) -> Sample {
        var sample = self
        sample.animation = animation
        return sample
    }
}
