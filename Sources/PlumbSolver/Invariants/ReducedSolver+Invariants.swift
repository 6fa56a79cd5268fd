/// The elimination layer's invariants (see `Aliases` and `ReducedSolver`):
/// - each variable's slot is found from its id, and its representative is a representative;
/// - a representative's member list holds exactly the slots it represents;
/// - a tableau constraint's representatives are still representatives, and each
///   representative's use count is the number of tableau constraints that read it;
/// - every required constraint held, eliminated or in the tableau, is met by the values
///   (the end-to-end check: what the caller reads satisfies what the caller required);
/// - definitions are acyclic (each source defined before the definition, or free), and the
///   counts of definitions reading each representative are right.
/// Then the core's own (`SolverCore.checkInvariants`).
extension ReducedSolver {
    mutating func checkInvariants(into report: inout InvariantReport) {
        rebuildDoomed()
        try? core.bringUpToDate()
        var counted = Array(repeating: Int32(0), count: aliases.count)
        for s in 0..<Int32(aliases.count) where !report.isFull {
            let variable = aliases.variables[Int(s)], rep = aliases.representative[Int(s)]
            report.expect(aliases.slot(ofID: variable.id) == s, "\(variable)'s id maps to another alias slot")
            report.expect(aliases.isRepresentative(rep), "\(variable)'s representative \(aliases.variables[Int(rep)]) is not one")
            if rep == s {
                let members = aliases.members[Int(s)]
                report.expect(members.allSatisfy { aliases.representative[Int($0)] == s } && Set(members).count == members.count,
                              "the members listed for \(variable) are not all represented by it, or repeat")
            } else {
                report.expect(aliases.members[Int(rep)].contains(s), "\(variable) is missing from its representative's members")
            }
        }
        for record in records.compactMap({ $0 }) where !report.isFull {
            if case let .tableau(_, _, representatives) = record.placement {
                for rep in representatives {
                    report.expect(aliases.isRepresentative(rep), "\(record.constraint) reads \(aliases.variables[Int(rep)]), no longer a representative")
                    counted[Int(rep)] += 1
                }
            }
            guard record.constraint.strength.isRequired else { continue }
            let (residual, scale) = residual(of: record)
            // Rounding grows with the terms summed, not with their (small) total; and each
            // value is exact only to the solver's zero (`valueEpsilon`), which a coefficient
            // multiplies (10⁸ · 10⁻¹³ of noise is 10⁻⁵).
            let weights = record.constraint.expression.terms.reduce(1) { $0 + abs($1.coefficient) }
            let tolerance = core.tableau.valueEpsilon * weights + 1e-9 * scale
            let met = switch record.constraint.relation {
            case .equal: abs(residual) <= tolerance
            case .lessThanOrEqual: residual <= tolerance
            case .greaterThanOrEqual: residual >= -tolerance
            }
            report.expect(met, "the required \(record.constraint) is off by \(residual)")
        }
        for s in 0..<aliases.count where aliases.isRepresentative(Int32(s)) && !report.isFull {
            report.expect(aliases.useCount[s] == counted[s],
                          "\(aliases.variables[s]) is read by \(counted[s]) tableau constraints, but counts \(aliases.useCount[s])")
        }
        checkDefinitions(into: &report)
        core.checkInvariants(into: &report)
    }

    /// Each defined representative is one, its equality says so, its sources are
    /// representatives defined before it (or free), and read counts match the definitions.
    private func checkDefinitions(into report: inout InvariantReport) {
        var reads = Array(repeating: Int32(0), count: aliases.count)
        for s in 0..<Int32(aliases.count) where definitions.isDefined(s) && !report.isFull {
            let name = aliases.variables[Int(s)]
            report.expect(aliases.isRepresentative(s), "the defined \(name) is not a representative")
            let record = definitions.record[Int(s)]
            var definesIt = false
            if let r = records[Int(record)], case let .definition(rep) = r.placement { definesIt = rep == s }
            report.expect(definesIt, "the equality defining \(name) does not name it")
            for (source, _) in definitions.terms[Int(s)] {
                reads[Int(source)] += 1
                report.expect(aliases.isRepresentative(source), "\(name) is defined by \(aliases.variables[Int(source)]), not a representative")
                report.expect(!definitions.isDefined(source) || definitions.order[Int(source)] < definitions.order[Int(s)],
                              "\(name) is defined by \(aliases.variables[Int(source)]), defined after it")
            }
        }
        for s in 0..<aliases.count where s < definitions.readerCount.count && !report.isFull {
            report.expect(definitions.readerCount[s] == reads[s],
                          "\(aliases.variables[s]) is read by \(reads[s]) definitions, but counts \(definitions.readerCount[s])")
        }
    }

    /// The record's expression at the current values, with its constant in force, and the
    /// sum of its terms' sizes.
    private mutating func residual(of record: EliminationRecord) -> (Double, scale: Double) {
        var sum = record.constant, scale = max(1, abs(record.constant))
        for term in record.constraint.expression.terms {
            let t = term.coefficient * value(of: term.variable)
            sum += t
            scale += abs(t)
        }
        return (sum, scale)
    }
}
