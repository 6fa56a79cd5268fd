/// Turning constraints into tableau rows, and taking them out again.
extension SolverCore {
    /// The symbol for a user variable, made on first use (recorded in `created`).
    mutating func symbol(for variable: Variable, created: inout [Variable]) -> Symbol {
        if let s = symbolOfVariable[variable.id] { return s }
        let s = makeSymbol(.external)
        symbolOfVariable.set(variable.id, s)
        variableOfSymbol[Int(s)] = variable
        created.append(variable)
        return s
    }

    /// The row for `constraint` with basic variables substituted, its marker symbols added, and
    /// its error symbols added to the objective at the constraint's priority. The row's
    /// constant is made non-negative.
    mutating func makeRow(for constraint: Constraint, created: inout [Variable]) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !isNegligible(term.coefficient) {
            tableau.addTerm(symbol(for: term.variable, created: &created), term.coefficient, into: &row)
        }
        let required = constraint.strength.isRequired
        let level = required ? -1 : tableau.objective.level(for: constraint.strength.value)
        func append(_ kind: SymbolKind, _ coefficient: Double) -> Symbol {
            let s = makeSymbol(kind)
            row.append(s, coefficient)
            if kind == .error { tableau.objective.add(s, 1, level: level) }
            return s
        }
        let marker: Symbol, other: Symbol
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr ≤ 0 ⇒ expr + slack = 0;  expr ≥ 0 ⇒ expr − slack = 0 (the error relaxes it).
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = append(.slack, sign)
            other = required ? -1 : append(.error, -sign)
        case .equal:
            if required {
                marker = append(.dummy, 1)
                other = -1
            } else {
                marker = append(.error, -1)
                other = append(.error, 1)
            }
        }
        sequence += 1
        return (row, Tag(constraint: constraint, marker: marker, other: other, sequence: sequence,
                         hasErrorMarker: !required && constraint.relation == .equal,
                         constant: constraint.expression.constant))
    }

    /// Puts the row into the tableau with the constraint's own marker as its basic symbol, so
    /// no other row changes. If that marker is out of bounds (a required constraint not yet
    /// met), parameters are moved, and pivoted where blocked, until it holds; if it cannot
    /// hold, every step is undone and the error names the conflicting constraints.
    mutating func install(_ row: inout Row, tag: Tag) throws(SolverError) {
        let subject = chooseSubject(row, tag: tag)
        solve(&row, for: subject)
        tableau.substitute(subject, by: row)  // only the objective can hold a new error symbol
        tableau.insertRow(row, basic: subject)
        guard !tableau.isWithinBounds(subject) else { return }
        tableau.journal = []
        // A new equality between blocks that sit apart (a subtree constrained in its new
        // superview) holds by moving one block, without pivots, when that block moves alone.
        if triesTranslation, tableau.kind(subject) == .dummy,
           tableau.translate(subject, budget: Self.installTranslationBudget) {
            tableau.journal = nil
            return
        }
        if let proof = tableau.restore(subject) {
            tableau.rollBack()
            _ = tableau.removeRow(of: subject)
            undoObjectiveTerms(tag)
            throw unsatisfiable(tag.constraint, proof: proof)
        }
        tableau.journal = nil
    }

    /// How many rows a translation may visit when a constraint is added: enough to move a
    /// subtree of dozens of views, small enough that a failed try (most of a build's) costs
    /// little. A larger subtree is restored by pivots.
    static let installTranslationBudget = 128

    /// Removes the error terms `makeRow` put into the objective (the errors are parameters).
    private mutating func undoObjectiveTerms(_ tag: Tag) {
        guard !tag.constraint.strength.isRequired else { return }
        let level = tableau.objective.level(for: tag.constraint.strength.value)
        tag.forEachError { tableau.objective.add($0, -1, level: level) }
    }

    /// The row's basic symbol. Usually the constraint's own marker: for a pair (slack and
    /// error, or two errors) the one whose value comes out non-negative; otherwise the only
    /// marker. But an optional equality that already holds (an edit variable at its current
    /// value) takes an external variable, the one in the fewest rows: its value doesn't change,
    /// and the objective gets no weight on a free variable, which would cost pivots.
    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol {
        guard tag.other >= 0 else { return tag.marker }
        let value = tableau.evaluate(row)
        if tableau.kind(tag.marker) == .error && tableau.isNearZeroValue(value) {
            var best: Symbol = -1
            for s in row.symbols where tableau.kind(s) == .external {
                if best < 0 || tableau.column(of: s).count < tableau.column(of: best).count { best = s }
            }
            if best >= 0 { return best }
        }
        // As the subject, marker m takes the value −value / (its coefficient).
        let markerValue = -value / row.coefficient(of: tag.marker)
        return markerValue >= 0 ? tag.marker : tag.other
    }

    /// Rewrites `0 = row` as `subject = …`.
    private func solve(_ row: inout Row, for subject: Symbol) {
        let k = row.index(of: subject)
        let factor = -1 / row.coefficient(at: k)
        row.remove(at: k)
        row.constant *= factor
        row.scaleCoefficients(by: factor)
    }

    /// The error for a required constraint that cannot hold: `proof` holds the symbols whose
    /// constraints, with the new one, have no common solution.
    func unsatisfiable(_ constraint: Constraint, proof: [Symbol]) -> SolverError {
        var ids = Set<ObjectIdentifier>()
        var found: [Tag] = []
        for s in proof {
            guard let tag = owningTag(of: s), tag.constraint.strength.isRequired,
                  ids.insert(ObjectIdentifier(tag.constraint)).inserted else { continue }
            found.append(tag)
        }
        found.sort { $0.sequence < $1.sequence }
        return .unsatisfiable(constraint, conflicts: [constraint] + found.map(\.constraint))
    }

    /// Takes a constraint's error symbols out of the objective.
    mutating func removeObjectiveTerms(_ tag: Tag) {
        guard !tag.constraint.strength.isRequired else { return }
        let level = tableau.objective.level(for: tag.constraint.strength.value)
        tag.forEachError { s in
            if let row = tableau.row(of: s) {
                tableau.objective.add(row, -1, level: level)
            } else {
                tableau.objective.add(s, -1, level: level)
            }
        }
    }

    /// The row to pivot a removed constraint's marker into before dropping that row. Best is a
    /// row whose basic symbol can become a parameter where it stands (external, dummy, or at
    /// 0), so nothing moves; else, as in kiwi, the restricted row that the marker's move
    /// keeps feasible. Returns the slot and how far the marker must move.
    mutating func markerLeavingSlot(_ marker: Symbol) -> (slot: Int, move: Double)? {
        var first = -1, second = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for (k, slot32) in tableau.liveColumn(of: marker).enumerated() {
            let slot = Int(slot32)
            let basic = tableau.basicOf[slot]
            let value = tableau.value(of: basic)
            if tableau.kind(basic) == .external || tableau.kind(basic) == .dummy || tableau.isNearZeroValue(value) {
                return (slot, 0)
            }
            let c = tableau.liveCoefficients[k]
            if c < 0 {
                if value / -c < r1 { r1 = value / -c; first = slot }
            } else if value / c < r2 {
                r2 = value / c
                second = slot
            }
        }
        if first >= 0 { return (first, r1) }
        if second >= 0 { return (second, -r2) }
        return nil
    }
}
