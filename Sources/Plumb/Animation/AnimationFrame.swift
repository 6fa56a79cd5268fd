/// One recorded frame of a ``LayoutAnimation``.
public struct AnimationFrame: Sendable, Hashable {
    /// The frame's number, from 0.
    public let index: Int
    /// Seconds since the animation began.
    public let time: Double
    /// How far along the curve the frame is, 0…1.
    public let progress: Double
    /// Where every item is drawn.
    public let geometry: FrameGeometry
    /// False on frame 0 (the scene before the change); true once the discrete changes (hidden
    /// views, checkbox states, activated and deactivated constraints) have happened.
    public let isAfterChange: Bool
    /// The constraints this frame misses by more than the layout the constraints give at the
    /// same moment does. Empty on every frame of a constraint animation without activations,
    /// and at both ends of every animation.
    public let violations: [ConstraintViolation]
    /// The largest miss of any required constraint by the drawn rectangles, in points.
    public let requiredError: Double
    /// The required constraints the engine broke to lay this moment out, because they could not
    /// all hold (named by identifier or equation): the frame shows a layout that isn't the one
    /// written. Empty while the constraints can all hold.
    public let brokenConstraints: [String]
    /// The alignment rectangles the engine solves for this moment (equal to the drawn ones in a
    /// constraint animation without activations).
    let solvedRects: [Rect]

    /// True when the frame misses a constraint or shows a moment whose constraints can't all hold.
    public var hasProblems: Bool { !violations.isEmpty || !brokenConstraints.isEmpty }

    /// The largest violation, in points (0 when there is none).
    public var maximumViolation: Double { violations.map(\.error).max() ?? 0 }
}
