/// What a layout reported: what it logged, the sets of required constraints that could not all
/// hold, and the views and guides left ambiguous with what they miss. Made by
/// ``View/layoutOutcome(naming:of:)`` (``Scene/layoutOutcome()`` for a scene); scene files
/// name items and constraints by their ids (`LoadedScene.layout()` in PlumbScene).
public struct LayoutOutcome: Sendable {
    /// One set of required constraints that could not all hold, and the one broken to recover.
    public struct Conflict: Hashable, Sendable {
        /// The constraints of the set: ids, source text, or the engine's text for generated ones.
        public var conflicting: [String]
        /// The broken constraint, named the same way.
        public var broken: String
        /// Creates a conflict record.
        public init(conflicting: [String], broken: String) {
            self.conflicting = conflicting
            self.broken = broken
        }
    }
    /// Everything logged while activating and laying out, in order.
    public var messages: [LayoutMessage]
    /// The unsatisfiable sets.
    public var conflicts: [Conflict]
    /// The names of ambiguous views and guides (their identifiers), in tree order, or in file
    /// order for a scene file.
    public var ambiguous: [String]
    /// The variables that can move, by view or guide name.
    public var ambiguousVariables: [String: [AmbiguousVariable]]
    /// What each ambiguous view or guide needs constraints for, in Interface Builder's words, by name.
    public var missingConstraints: [String: [MissingConstraint]] = [:]
    /// The active constraints that name each ambiguous view or guide, as UIKit describes
    /// them (with `(at file:line:col)`), by name.
    public var ambiguousItemConstraints: [String: [String]] = [:]

    /// Creates an outcome.
    public init(messages: [LayoutMessage], conflicts: [Conflict], ambiguous: [String],
                ambiguousVariables: [String: [AmbiguousVariable]], missingConstraints: [String: [MissingConstraint]] = [:],
                ambiguousItemConstraints: [String: [String]] = [:]) {
        self.messages = messages
        self.conflicts = conflicts
        self.ambiguous = ambiguous
        self.ambiguousVariables = ambiguousVariables
        self.missingConstraints = missingConstraints
        self.ambiguousItemConstraints = ambiguousItemConstraints
    }

    /// True when the layout is unsatisfiable or ambiguous (exit status 1).
    public var hasProblems: Bool { !conflicts.isEmpty || !ambiguous.isEmpty }
}
