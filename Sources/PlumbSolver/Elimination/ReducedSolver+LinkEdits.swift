/// A new constant for an eliminated equality, without taking components apart: the folds
/// made since are replayed in order, each moving what it folded by what keeps its equality
/// true, and the tableau constraints over moved variables get their new constants.
extension ReducedSolver {
    /// Moves what depends on the link `slot` now that its constant is `value`. Returns false,
    /// with nothing changed, when that is not enough: a redundant equality would break, or a
    /// tableau constraint could not follow. The caller then rebuilds the component, which
    /// finds the solution or reports the conflict.
    mutating func moveDependents(ofLink slot: Int32, to value: Double) -> Bool {
        let record = records[Int(slot)]!
        guard case let .link(anchor, coefficient, order) = record.placement else { return false }
        var delta: [Int32: Double] = [:]
        // What came in through a fold moves rigidly with its anchor, by `t`.
        func move(subtreeOf a: Int32, by t: Double) {
            let scaleA = aliases.scale[Int(a)]
            for m in aliases.subtree(of: a) { delta[m, default: 0] += t * aliases.scale[Int(m)] / scaleA }
        }
        func residual(_ r: EliminationRecord) -> Double {
            var sum = 0.0
            for term in r.constraint.expression.terms {
                if let s = aliases.slot(ofID: term.variable.id), let d = delta[s] { sum += term.coefficient * d }
            }
            return sum
        }
        move(subtreeOf: anchor, by: -(value - record.constant) / coefficient)
        // Later folds, anywhere: a fold reads the offsets of every variable it names.
        var start = foldLog.count
        var low = 0
        while low < start {
            let mid = (low + start) / 2
            if foldLog[mid].order <= order { low = mid + 1 } else { start = mid }
        }
        for (laterOrder, link) in foldLog[start...] {
            guard let r = records[Int(link)], case let .link(a, c, o) = r.placement, o == laterOrder else { continue }
            let rest = residual(r)
            if rest != 0 { move(subtreeOf: a, by: -rest / c) }
        }
        guard !delta.isEmpty else { return true }
        var touched: [Int32] = []
        for m in delta.keys where !touched.contains(aliases.representative[Int(m)]) {
            touched.append(aliases.representative[Int(m)])
        }
        // A definition written with a moved member's offset moves with it: its constant
        // takes the change of its equality's constant over representatives.
        var redefined: [(x: Int32, old: Double, new: Double)] = []
        for rep in touched {
            for dependent in definitions.dependents[Int(rep)] {
                guard let r = records[Int(dependent)], case let .definition(x) = r.placement,
                      !redefined.contains(where: { $0.x == x }) else { continue }
                let change = residual(r)
                guard change != 0 else { continue }
                guard let a = directForm(r).terms.first(where: { $0.0 == x })?.1 else { return false }
                let old = definitions.constant[Int(x)]
                redefined.append((x, old, old - change / a))
            }
        }
        for rep in touched {
            for link in aliases.links[Int(rep)] {
                guard let r = records[Int(link)], case .redundant = r.placement else { continue }
                if !core.tableau.isNearZeroValue(residual(r)) { return false }
            }
        }
        for (m, d) in delta { aliases.shiftOffset(m, by: d) }
        for (x, _, new) in redefined { definitions.setConstant(x, to: new) }
        var updated: [(slot: Int32, shift: Double)] = []
        var seen = Set<Int32>()
        func undo() {
            for (m, d) in delta { aliases.shiftOffset(m, by: -d) }
            for (x, old, _) in redefined { definitions.setConstant(x, to: old) }
            restoreUses(updated)
        }
        // The tableau constraints expanded through a moved definition take their expansion's
        // constant (which counts the moved offsets too).
        for (x, _, _) in redefined {
            guard redundantDependentsHold(of: x), refreshUses(of: x, seen: &seen, updated: &updated) else {
                undo()
                return false
            }
        }
        // The tableau constraints that read moved variables.
        for rep in touched {
            for use in aliases.uses[Int(rep)] where uses(use, rep) && seen.insert(use).inserted {
                let r = records[Int(use)]!
                let change = residual(r)
                guard change != 0, case let .tableau(rewritten, shift, reps) = r.placement else { continue }
                do {
                    try core.setConstant(rewritten, to: r.constant + shift + change)
                } catch {
                    // The tableau would have to move the rest: undo, and let the caller rebuild.
                    undo()
                    return false
                }
                updated.append((use, shift))
                records[Int(use)]!.placement = .tableau(rewritten, shift: shift + change, representatives: reps)
            }
        }
        for (m, d) in delta where d != 0 { movedByLinkEdits.append(aliases.variables[Int(m)].id) }
        for (x, _, _) in redefined { movedByLinkEdits.append(aliases.variables[Int(x)].id) }
        if !redefined.isEmpty { invalidateDefinedValues() }
        return true
    }
}
