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
        for rep in touched {
            for link in aliases.links[Int(rep)] {
                guard let r = records[Int(link)], case .redundant = r.placement else { continue }
                if !core.tableau.isNearZeroValue(residual(r)) { return false }
            }
        }
        for (m, d) in delta { aliases.shiftOffset(m, by: d) }
        // The tableau constraints that read moved variables.
        var updated: [(slot: Int32, shift: Double)] = []
        var seen = Set<Int32>()
        for rep in touched {
            for use in aliases.uses[Int(rep)] where uses(use, rep) && seen.insert(use).inserted {
                let r = records[Int(use)]!
                let change = residual(r)
                guard change != 0, case let .tableau(rewritten, shift, reps) = r.placement else { continue }
                do {
                    try core.setConstant(rewritten, to: r.constant + shift + change)
                } catch {
                    // The tableau would have to move the rest: undo, and let the caller rebuild.
                    for (m, d) in delta { aliases.shiftOffset(m, by: -d) }
                    for (u, s) in updated.reversed() {
                        guard case let .tableau(rw, _, rs) = records[Int(u)]!.placement else { continue }
                        try? core.setConstant(rw, to: records[Int(u)]!.constant + s)
                        records[Int(u)]!.placement = .tableau(rw, shift: s, representatives: rs)
                    }
                    return false
                }
                updated.append((use, shift))
                records[Int(use)]!.placement = .tableau(rewritten, shift: shift + change, representatives: reps)
            }
        }
        for (m, d) in delta where d != 0 { movedByLinkEdits.append(aliases.variables[Int(m)].id) }
        return true
    }
}
