/// Restoring required equalities by translation: when a constraint's constant changes, the
/// cheapest way back to a feasible tableau is often to move a block of free variables by the
/// same amount — a chain of views below a changed spacing shifts down together. The simplex
/// would find the same values by pivoting along the chain, making every row on the way
/// longer; translating moves values only.
extension Tableau {
    /// Tries to bring the dummy row of `target` back to zero by moving external parameters:
    /// one parameter of the target's row, then one of each dummy row that move disturbed, and
    /// so on, breadth first (a row disturbed again is visited again; parameters not moved yet,
    /// and those that leave settled rows alone, are preferred). Restricted rows must stay
    /// within bounds. Tries each parameter of the target's row in turn; returns false, with
    /// every value as it was, when none works within `budget` row visits in all.
    ///
    /// Requires the journal to be on (the caller rolls back on a later failure).
    mutating func translate(_ target: Symbol, budget: Int) -> Bool {
        guard kind(target) == .dummy, isBasic(target), journal != nil else { return false }
        var visits = 0
        settledMarks.removeAll()
        for first in translationCandidates(in: target) where visits < budget {
            let mark = journal!.count
            if translate(target, startingWith: first, visits: &visits, budget: budget) { return true }
            undo(to: mark)
        }
        return false
    }

    private mutating func translate(_ target: Symbol, startingWith first: Symbol,
                                    visits: inout Int, budget: Int) -> Bool {
        movedMarks.removeAll()
        settledMarks.removeAll()
        var queue: [(row: Symbol, choice: Symbol?)] = [(target, first)]
        var head = 0
        while head < queue.count {
            let (basic, choice) = queue[head]
            head += 1
            visits += 1
            guard visits <= budget, isBasic(basic) else { return false }
            let residual = values[Int(basic)]
            if isNearZeroValue(residual) { continue }
            settledMarks.insert(basic)
            let candidates = choice.map { [$0] } ?? translationCandidates(in: basic)
            guard let p = candidates.first(where: { !movedMarks.contains($0) }) ?? candidates.first else { return false }
            let a = rows[slot(of: basic)].coefficient(of: p)
            guard a != 0 else { return false }
            move(p, by: -residual / a)
            movedMarks.insert(p)
            snap(basic, to: 0)
            for slot32 in liveColumn(of: p) {
                let other = basicOf[Int(slot32)]
                guard other != basic, !isWithinBounds(other) else { continue }
                guard kind(other) == .dummy else { return false }
                queue.append((other, nil))
            }
        }
        return true
    }

    /// The external parameters of `basic`'s row that could move to restore it, best first:
    /// those that disturb no row already settled in this translation (so the chase runs on,
    /// away from where it started, instead of undoing itself), then those in the fewest other
    /// equality rows (a sink ends the chase), then the newest (chains run from older views to
    /// newer ones). Parameters in many rows (a window's width) come last, unexamined: walking
    /// their columns on every visit would make a translation quadratic. Parameters that would
    /// change the objective (in a row of an error variable, or weighted in the objective
    /// themselves) are left out.
    private mutating func translationCandidates(in basic: Symbol) -> [Symbol] {
        let row = rows[slot(of: basic)]
        var ranked: [(unsettles: Int, dummies: Int, symbol: Symbol)] = []
        for s in row.symbols where kind(s) == .external && objective.isFree(s) {
            guard columns[Int(s)].count <= Self.cheapColumn else {
                ranked.append((Int.max, Int.max, s))
                continue
            }
            var dummies = 0, unsettles = 0
            var blocked = false
            for slot32 in liveColumn(of: s) {
                let other = basicOf[Int(slot32)]
                if other == basic { continue }
                if kind(other) == .error { blocked = true; break }
                if kind(other) == .dummy { dummies += 1 }
                if settledMarks.contains(other) { unsettles += 1 }
            }
            if !blocked { ranked.append((unsettles, dummies, s)) }
        }
        ranked.sort { ($0.unsettles, $0.dummies, -Int($0.symbol)) < ($1.unsettles, $1.dummies, -Int($1.symbol)) }
        return ranked.map(\.symbol)
    }
}
