/// A likely mistake in a layout that Plumb can lay out anyway: what `plumb check` reports
/// besides conflicts and ambiguity.
public struct LintWarning: Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Two views tie on hugging or compression resistance along an axis where one must give.
        case contentPriorityTie
        /// A constraint with a second item and multiplier 0: it ignores its second item.
        case zeroMultiplier
        /// A required constraint that is broken: it never holds.
        case alwaysBroken
        /// A view constrained by left/right and by leading/trailing on the same axis.
        case mixedDirections
        /// A view placed by its autoresizing mask that also has constraints.
        case autoresizingWithConstraints
        /// A visible view laid out with no width or no height.
        case zeroSize
        /// An ambiguous position or size held only by inequalities.
        case unpinnedInequalities
    }

    /// The kind.
    public var kind: Kind
    /// One sentence naming the views and constraints involved.
    public var message: String
    /// Where the constraint involved was written (`#fileID:#line`, or the scene file's line).
    public var location: SourceLocation?
    /// The identifier of the view or guide the warning is about (the first, when it names
    /// two), when it has one: a scene file points a warning without a ``location`` at where
    /// that item is declared.
    public var subject: String?

    /// Creates a warning.
    public init(kind: Kind, message: String, location: SourceLocation? = nil, subject: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.subject = subject
    }

    /// `file:line: warning: message [kind]`, without the location when there is none.
    public var description: String {
        (location.map { "\($0): " } ?? "") + "warning: \(message) [\(kind.rawValue)]"
    }
}
