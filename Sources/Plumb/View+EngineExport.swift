extension View {
    /// The tree's engine constraints as plain text, one per line, for comparing Plumb with
    /// other solvers.
    ///
    /// Brings the engine up to date first (creating it if the tree has none yet), then writes
    /// every solver constraint in the order the engine added it, then every variable those
    /// constraints use:
    ///
    ///     c STRENGTH RELATION CONSTANT ID:COEFFICIENT ID:COEFFICIENT ...
    ///     v ID VALUE NAME
    ///
    /// A `c` line is the constraint `Σ COEFFICIENT·variable(ID) + CONSTANT  RELATION  0` at
    /// `STRENGTH` (1...1000, 1000 required; Plumb's priorities are strict). `RELATION` is
    /// `==`, `<=` or `>=`; `CONSTANT` is the one in force (a constant changed in place shows
    /// its new value). A `v` line gives a variable's current value and its name (the rest of
    /// the line). Lines starting with `#` are comments. Numbers round-trip exactly.
    public func engineConstraintsText() -> String {
        let engine = self.engine
        engine.sync()
        let solver = engine.solver
        let constraints = solver.constraints
        var lines: [String] = []
        lines.reserveCapacity(constraints.count + constraints.count / 2 + 2)
        lines.append("# Plumb engine constraints: \(constraints.count); a line is `c STRENGTH RELATION CONSTANT ID:COEFFICIENT ...` (expression RELATION 0), then `v ID VALUE NAME` per variable")
        var seen: Set<Int> = []
        var variables: [(Int, String, Double)] = []
        for constraint in constraints {
            let expression = constraint.expression
            let constant = solver.constant(of: constraint) ?? expression.constant
            var line = "c \(constraint.strength.value) \(constraint.relation) \(constant)"
            for term in expression.terms {
                line += " \(term.variable.id):\(term.coefficient)"
                if seen.insert(term.variable.id).inserted {
                    variables.append((term.variable.id, term.variable.name, solver.value(of: term.variable)))
                }
            }
            lines.append(line)
        }
        for (id, name, value) in variables {
            lines.append("v \(id) \(value) \(name.split(whereSeparator: \.isNewline).joined(separator: " "))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
