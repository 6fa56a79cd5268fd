/// A constraint that an animation frame misses by more than the layout the engine solves for
/// the same moment does, and by how much more.
public struct ConstraintViolation: Sendable, Hashable {
    /// The constraint's position in ``LayoutAnimation/measuredConstraints``.
    public let index: Int
    /// The constraint as its identifier, or its equation, names it.
    public let name: String
    /// How much further than the solved layout the frame misses it, in points (for a required
    /// constraint, the whole miss): the distance between the two sides of an equation, or how
    /// far an inequality is crossed.
    public let error: Double
    /// True for a required constraint; an optional one counts only by its excess.
    public let isRequired: Bool
}
