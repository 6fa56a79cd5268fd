/// Everything Plumb finds wrong with a laid-out tree, whether it was built in Swift or loaded
/// from a scene file: the layout's outcome (what it logged, conflicts, ambiguous views and guides
/// with what they miss), lint, and the checks a variant of a scene gets (conflicts and ambiguity
/// again, truncated and clipped text, text past the safe area, the siblings that overlap).
public struct LayoutDiagnosis: Sendable {
    /// What the layout reported.
    public var outcome: LayoutOutcome
    /// Likely mistakes the layout survives (``View/lintWarnings()``).
    public var lint: [LintWarning]
    /// The variant checks, in the tree's order (``Swift/Array/worstFirst`` ranks them): overlaps
    /// only those new since `baseOverlaps` (none without one).
    public var problems: [VariantProblem]
    /// Every pair of shown siblings that overlap, for comparing variants.
    public var overlaps: Set<VariantProblems.SiblingPair>

    /// Diagnoses the tree of `root`, already laid out with `outcome`; overlaps are problems
    /// when they are not in `baseOverlaps` (the first variant's; nil reports none).
    public init(root: View, outcome: LayoutOutcome, baseOverlaps: Set<VariantProblems.SiblingPair>? = nil) {
        self.outcome = outcome
        lint = root.lintWarnings()
        problems = VariantProblems.find(in: root, outcome: outcome, baseOverlaps: baseOverlaps)
        overlaps = VariantProblems.overlappingSiblings(in: root)
    }
}
