/// A new constant for an eliminated equality, without taking its component apart: the folds
/// made since are replayed in order, each moving the component it folded by what keeps its
/// equality true, and the tableau constraints over moved variables get their new constants.
extension ReducedSolver {
    /// Moves what depends on the link `slot` now that its constant is `value`. Returns false,
    /// with nothing changed, when that is not enough: a redundant equality of the component
    /// would break, or a tableau constraint could not follow. The caller then rebuilds the
    /// component, which finds the solution or reports the conflict.
    mutating func moveDependents(ofLink slot: Int32, to value: Double) -> Bool {
        let record = records[Int(slot)]!
        guard case let .link(anchor, coefficient, order) = record.placement else { return false }
        let rep = aliases.representative[Int(anchor)]
        let members = aliases.members[Int(rep)] + [rep]
        // Each later link of the component, in fold order.
        var later: [(order: Int, slot: Int32, anchor: Int32, coefficient: Double)] = []
        var redundant: [Int32] = []
        for link in aliases.links[Int(rep)] where link != slot {
            guard let other = records[Int(link)] else { continue }
            switch other.placement {
            case let .link(a, c, o) where o > order: later.append((o, link, a, c))
            case .redundant: redundant.append(link)
            default: break
            }
        }
        later.sort { $0.order < $1.order }
        // How far each member moves. The members that came in through a link's fold (its
        // anchor's subtree) move rigidly with the anchor: `t` is the anchor's move.
        var delta: [Int32: Double] = [:]
        func move(subtreeOf a: Int32, by t: Double) {
            guard t != 0 else { return }
            let scaleA = aliases.scale[Int(a)]
            for m in members where aliases.isInSubtree(m, of: a) {
                delta[m, default: 0] += t * aliases.scale[Int(m)] / scaleA
            }
        }
        func residual(_ r: EliminationRecord) -> Double {
            var sum = 0.0
            for term in r.constraint.expression.terms {
                if let s = aliases.slot(ofID: term.variable.id), let d = delta[s] { sum += term.coefficient * d }
            }
            return sum
        }
        // The edited link: its constant grew by value − old.
        move(subtreeOf: anchor, by: -(value - record.constant) / coefficient)
        for link in later {
            let r = residual(records[Int(link.slot)]!)
            if r != 0 { move(subtreeOf: link.anchor, by: -r / link.coefficient) }
        }
        for link in redundant where !isNearZero(residual(records[Int(link)]!)) { return false }
        guard !delta.isEmpty else { return true }
        // Apply, then carry the new offsets into the tableau constraints that read them.
        var old: [(Int32, Double)] = []
        for (m, d) in delta where d != 0 {
            old.append((m, aliases.offset[Int(m)]))
            aliases.shiftOffset(m, by: d)
        }
        var changedRecords: [(Int32, Double)] = []
        var seen = Set<Int32>()
        for use in aliases.uses[Int(rep)] where uses(use, rep) && seen.insert(use).inserted {
            let r = records[Int(use)]!
            let shiftChange = residual(r)
            guard shiftChange != 0, case let .tableau(rewritten, shift, reps) = r.placement else { continue }
            do {
                try core.setConstant(rewritten, to: r.constant + shift + shiftChange)
            } catch {
                // The rigid move is not the way (the tableau would have to move the rest):
                // undo, and let the caller rebuild the component.
                for (m, offset) in old { aliases.shiftOffset(m, by: offset - aliases.offset[Int(m)]) }
                for (u, s) in changedRecords.reversed() {
                    if case let .tableau(rw, _, reps) = records[Int(u)]!.placement {
                        try? core.setConstant(rw, to: records[Int(u)]!.constant + s)
                        records[Int(u)]!.placement = .tableau(rw, shift: s, representatives: reps)
                    }
                }
                return false
            }
            changedRecords.append((use, shift))
            records[Int(use)]!.placement = .tableau(rewritten, shift: shift + shiftChange, representatives: reps)
        }
        for (m, _) in old { movedByLinkEdits.append(aliases.variables[Int(m)].id) }
        return true
    }
}
