/// What the reduced solver keeps for one constraint it holds.
struct EliminationRecord {
    /// The constraint as the caller made it.
    let constraint: Constraint
    /// Its constant in force (its expression's, until `setConstant`).
    var constant: Double
    /// Order of addition, for listings.
    let sequence: Int
    /// Where it went.
    var placement: Placement
    /// True for the equality behind an edit of an eliminated variable.
    let isEdit: Bool
    /// The alias slots of its variables, each once.
    let slots: [Int32]

    /// Where a constraint lives.
    enum Placement {
        /// Not placed (between being taken out and put back).
        case pending
        /// In the tableau, rewritten over representatives; the rewritten constant is the
        /// constant in force plus `shift`.
        case tableau(Constraint, shift: Double, representatives: [Int32])
        /// Eliminated: it folded one component into another; `anchor` is the representative it
        /// folded (a member of the component now), `coefficient` the anchor's coefficient in
        /// the rewritten equality, and `order` when the fold happened (folds count up).
        case link(anchor: Int32, coefficient: Double, order: Int)
        /// Eliminated: it already held once its variables were replaced (it adds nothing).
        /// `anchors` are its variables: it belongs to each of their components.
        case redundant(anchors: [Int32])
        /// Eliminated: it defines the representative `rep` (see ``Definitions``).
        case definition(rep: Int32)
    }

    var isRequiredEquality: Bool { constraint.strength.isRequired && constraint.relation == .equal }

    /// The variables whose components the eliminated constraint belongs to.
    var anchors: [Int32] {
        switch placement {
        case let .link(anchor, _, _): return [anchor]
        case let .redundant(anchors): return anchors
        default: return []
        }
    }

    /// True when the constraint is eliminated.
    var isEliminated: Bool {
        switch placement {
        case .link, .redundant, .definition: return true
        default: return false
        }
    }
}
