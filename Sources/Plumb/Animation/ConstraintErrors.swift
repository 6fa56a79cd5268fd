import PlumbSolver

/// Measures how far a frame's geometry misses each constraint of a scene. The
/// constraints are turned into the engine's own equations once (margins, baselines, leading and
/// trailing, multipliers read in the container's coordinates), then evaluated on the frame's
/// alignment rectangles, with each animated constant at its value for the frame.
struct ConstraintErrors {
    /// One measured constraint: its equation `Σ coefficient × item component + constant REL 0`.
    struct Entry {
        let constraint: LayoutConstraint
        let name: String
        /// (item index, component 0…3 for minX, minY, width, height, coefficient).
        let terms: [(item: Int, component: Int, coefficient: Double)]
        let constant: Double
        let relation: Relation
        /// +1, or −1 when right-to-left layout mirrors the constant.
        let sign: Double
        /// The constraint's constant when the equation was made.
        let builtConstant: Double
        /// True for a required constraint.
        let isRequired: Bool
    }

    /// Misses smaller than this, in points, are rounding, not violations.
    static let tolerance = 1e-3

    let entries: [Entry]
    /// Each entry's constant change, if its constant animates (see ``animate(_:)``).
    private var changeOfEntry: [ConstantChange?]

    /// The active constraints installed in the tree that the engine has not broken, in
    /// activation order, that involve only recorded items.
    init(root: View, items: AnimatedItems) {
        let constraints = root.subtreeViews.flatMap(\.constraints)
            .filter { !$0.isBroken }
            .sorted { $0.activationOrder < $1.activationOrder }
        var index: [Int: (item: Int, component: Int)] = [:]
        for (position, item) in items.items.enumerated() {
            let ids = item.variables.ids
            index[ids.minX] = (position, 0)
            index[ids.minY] = (position, 1)
            index[ids.width] = (position, 2)
            index[ids.height] = (position, 3)
        }
        let entries: [Entry] = constraints.compactMap { constraint in
            let solved = AttributeExpression.solverConstraint(for: constraint, strength: .required)
            var terms: [(item: Int, component: Int, coefficient: Double)] = []
            for term in solved.expression.terms {
                guard let place = index[term.variable.id] else { return nil }
                terms.append((place.item, place.component, term.coefficient))
            }
            let mirrored = constraint.isMirrored(in: constraint.engineDirection)
            return Entry(constraint: constraint, name: Self.name(of: constraint), terms: terms,
                         constant: solved.expression.constant, relation: solved.relation, sign: mirrored ? -1 : 1,
                         builtConstant: constraint.constant, isRequired: constraint.priority.isRequired)
        }
        self.entries = entries
        changeOfEntry = Array(repeating: nil, count: entries.count)
    }

    /// Notes the constraints whose constants animate, from where to where.
    mutating func animate(_ changes: [(constraint: LayoutConstraint, change: ConstantChange)]) {
        var byConstraint: [ObjectIdentifier: ConstantChange] = [:]
        for (constraint, change) in changes { byConstraint[ObjectIdentifier(constraint)] = change }
        changeOfEntry = entries.map { byConstraint[ObjectIdentifier($0.constraint)] }
    }

    /// The constraints that the drawn rectangles `shown` miss by more (beyond ``tolerance``)
    /// than the layout the engine solves for the same moment, `solved`, does; with changed
    /// constants at `progress`. A required constraint's solved miss is 0; an optional one may
    /// miss in the solved layout too, and only the excess counts.
    func violations(of shown: [Rect], solved: [Rect], progress: Double) -> [ConstraintViolation] {
        guard shown != solved else { return [] }
        var found: [ConstraintViolation] = []
        for position in entries.indices {
            let miss = error(of: position, rects: shown, progress: progress)
            guard miss > Self.tolerance else { continue }
            let entry = entries[position]
            let excess = miss - error(of: position, rects: solved, progress: progress)
            if excess > Self.tolerance {
                found.append(ConstraintViolation(index: position, name: entry.name, error: excess, isRequired: entry.isRequired))
            }
        }
        return found
    }

    /// A frame after the change, measured: `shown` is drawn, `solved` is the engine's layout
    /// for the same moment, for which the engine broke `broken`.
    func frame(_ index: Int, time: Double, progress: Double, shown: FrameGeometry, solved: [Rect], broken: [String]) -> AnimationFrame {
        AnimationFrame(index: index, time: time, progress: progress, geometry: shown, isAfterChange: true,
                       violations: violations(of: shown.alignmentRects, solved: solved, progress: progress),
                       requiredError: requiredError(of: shown.alignmentRects, progress: progress), brokenConstraints: broken,
                       solvedRects: solved)
    }

    /// How frames name a constraint: its identifier, else its equation.
    static func name(of constraint: LayoutConstraint) -> String {
        constraint.identifier ?? ConstraintFormatting.equation(constraint)
    }

    /// The largest miss of any required constraint by `rects`, with changed constants at `progress`.
    func requiredError(of rects: [Rect], progress: Double) -> Double {
        var worst = 0.0
        for position in entries.indices where entries[position].isRequired {
            worst = max(worst, error(of: position, rects: rects, progress: progress))
        }
        return worst
    }

    /// How far `rects` miss entry `position`'s constraint.
    func error(of position: Int, rects: [Rect], progress: Double) -> Double {
        let entry = entries[position]
        var value = entry.constant
        if let change = changeOfEntry[position] {
            // The equation holds −constant (mirrored: +constant); move it to the frame's constant.
            value += entry.sign * (entry.builtConstant - change.value(at: progress))
        }
        for term in entry.terms {
            let rect = rects[term.item]
            let component: Double
            switch term.component {
            case 0: component = rect.minX
            case 1: component = rect.minY
            case 2: component = rect.width
            default: component = rect.height
            }
            value += term.coefficient * component
        }
        switch entry.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}
