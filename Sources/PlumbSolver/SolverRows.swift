/// Turning constraints into tableau rows, and taking them out again.
extension Solver {
    /// The symbol for a user variable, made on first use (recorded in `created`).
    func symbol(for variable: Variable, created: inout [Variable]) -> Symbol {
        if let s = symbolOfVariable[variable.id] { return s }
        let s = tableau.makeSymbol(.external)
        symbolOfVariable[variable.id] = s
        variableOfSymbol[s] = variable
        created.append(variable)
        return s
    }

    /// The row for `constraint` with basic variables substituted, its marker symbols added, and
    /// its error symbols added to the objective at the constraint's priority. The row's
    /// constant is made non-negative.
    func makeRow(for constraint: Constraint, created: inout [Variable]) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            tableau.addTerm(symbol(for: term.variable, created: &created), term.coefficient, into: &row)
        }
        let required = constraint.strength.isRequired
        let level = required ? -1 : tableau.objective.level(for: constraint.strength.value)
        func append(_ kind: SymbolKind, _ coefficient: Double) -> Symbol {
            let s = tableau.makeSymbol(kind)
            row.symbols.append(s)
            row.coefficients.append(coefficient)
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
        if row.constant < 0 { row.reverseSign() }
        sequence += 1
        return (row, Tag(constraint: constraint, marker: marker, other: other, sequence: sequence))
    }

    /// Puts the row into the tableau, through an artificial variable when no symbol can be
    /// its subject. On failure the tableau is as it was before `makeRow`'s symbols were used.
    func install(_ row: inout Row, tag: Tag) throws(SolverError) {
        var subject = chooseSubject(row, tag: tag)
        if subject < 0 && row.symbols.allSatisfy({ tableau.kind($0) == .dummy }) {
            guard isNearZero(row.constant) else {
                undoObjectiveTerms(tag)
                throw unsatisfiable(tag.constraint, proof: row.symbols)
            }
            subject = tag.marker
        }
        if subject >= 0 {
            solve(&row, for: subject)
            tableau.substitute(subject, by: row)
            tableau.insertRow(row, basic: subject)
            return
        }
        let saved = tableau
        let proof: [Symbol]?
        do {
            proof = try tableau.addWithArtificialVariable(row)
        } catch {
            tableau = saved
            throw error
        }
        if let proof {
            tableau = saved
            undoObjectiveTerms(tag)
            throw unsatisfiable(tag.constraint, proof: proof)
        }
    }

    /// Removes the error terms `makeRow` put into the objective (the errors are parameters).
    private func undoObjectiveTerms(_ tag: Tag) {
        guard !tag.constraint.strength.isRequired else { return }
        let level = tableau.objective.level(for: tag.constraint.strength.value)
        for s in [tag.marker, tag.other] where s >= 0 && tableau.kind(s) == .error {
            tableau.objective.add(s, -1, level: level)
        }
    }

    /// kiwi's rule: an external variable if any (here the one in the fewest rows, then the
    /// oldest); else a slack or error marker whose coefficient is negative, so that it starts
    /// at a non-negative value.
    private func chooseSubject(_ row: Row, tag: Tag) -> Symbol {
        var best: Symbol = -1
        var bestCount = Int.max
        for s in row.symbols where tableau.kind(s) == .external {
            let count = tableau.column(of: s).count
            if count < bestCount || (count == bestCount && s < best) {
                best = s
                bestCount = count
            }
        }
        if best >= 0 { return best }
        for s in [tag.marker, tag.other] where s >= 0 && tableau.kind(s).isRestricted {
            if row.coefficient(of: s) < 0 { return s }
        }
        return -1
    }

    /// Rewrites `0 = row` as `subject = …`.
    private func solve(_ row: inout Row, for subject: Symbol) {
        let k = row.symbols.firstIndex(of: subject)!
        let factor = -1 / row.coefficients[k]
        row.symbols.remove(at: k)
        row.coefficients.remove(at: k)
        row.constant *= factor
        for i in 0..<row.count { row.coefficients[i] *= factor }
    }

    /// The error for a required constraint that cannot hold: `proof` holds the symbols whose
    /// constraints, with the new one, have no common solution.
    private func unsatisfiable(_ constraint: Constraint, proof: [Symbol]) -> SolverError {
        var ids = Set<ObjectIdentifier>()
        var found: [Tag] = []
        for s in proof {
            guard let id = owner[s], let tag = tags[id], tag.constraint.strength.isRequired,
                  ids.insert(id).inserted else { continue }
            found.append(tag)
        }
        found.sort { $0.sequence < $1.sequence }
        return .unsatisfiable(constraint, conflicts: [constraint] + found.map(\.constraint))
    }

    /// Takes a constraint's error symbols out of the objective.
    func removeObjectiveTerms(_ tag: Tag) {
        guard !tag.constraint.strength.isRequired else { return }
        let level = tableau.objective.level(for: tag.constraint.strength.value)
        for s in [tag.marker, tag.other] where s >= 0 && tableau.kind(s) == .error {
            if let row = tableau.row(of: s) {
                tableau.objective.add(row, -1, level: level)
            } else {
                tableau.objective.add(s, -1, level: level)
            }
        }
    }

    /// kiwi's choice of the row to pivot a removed constraint's marker into: the restricted row
    /// that stays feasible, else any restricted row, else an external one.
    func markerLeavingSlot(_ marker: Symbol) -> Int? {
        var first = -1, second = -1, third = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for slot32 in tableau.column(of: marker) {
            let slot = Int(slot32)
            let row = tableau.rows[slot]
            let c = row.coefficient(of: marker)
            if tableau.kind(tableau.basicOf[slot]) == .external {
                if third < 0 { third = slot }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = slot }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = slot }
            }
        }
        for slot in [first, second, third] where slot >= 0 { return slot }
        return nil
    }
}
