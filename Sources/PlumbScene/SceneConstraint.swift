import Plumb

/// A constraint made from a scene file, with the name logs and `plumb layout --json` use.
public struct SceneConstraint {
    /// The constraint.
    public let constraint: LayoutConstraint
    /// Its `id`, or the source text it was written as.
    public let name: String
    /// Where it was written.
    public let location: SourceLocation
    /// False for entries with `active: false`.
    public let isActive: Bool
}
