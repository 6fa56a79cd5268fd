/// Required equalities that define a representative (see ``Definitions``): making them,
/// expanding them into tableau constraints, taking them back, and their values.
extension ReducedSolver {
    /// A linear form over representatives.
    typealias Form = (terms: [(Int32, Double)], constant: Double)

    // MARK: Expanding

    /// `form` with every defined representative replaced by its definition, newest first, so
    /// that terms cancel as early as they can; also the defined representatives it went
    /// through. The result names free representatives only.
    func expand(_ form: Form) -> (form: Form, through: [Int32]) {
        var hasDefined = false
        for (rep, _) in form.terms where definitions.isDefined(rep) { hasDefined = true; break }
        guard hasDefined else { return (form, []) }
        var coefficient: [Int32: Double] = [:]
        var appearance: [Int32] = []
        var queue = DefinitionQueue()
        var constant = form.constant
        func add(_ rep: Int32, _ c: Double) {
            if let old = coefficient[rep] {
                let sum = old + c
                coefficient[rep] = cancels(sum, old, c) ? 0 : sum
            } else {
                coefficient[rep] = c
                appearance.append(rep)
                if definitions.isDefined(rep) { queue.push(rep, order: definitions.order[Int(rep)]) }
            }
        }
        for (rep, c) in form.terms { add(rep, c) }
        var through: [Int32] = []
        while let d = queue.pop() {
            let a = coefficient[d] ?? 0
            coefficient[d] = 0
            guard !isNegligible(a) else { continue }
            through.append(d)
            constant += a * definitions.constant[Int(d)]
            for (source, c) in definitions.terms[Int(d)] { add(source, a * c) }
        }
        var terms: [(Int32, Double)] = []
        for rep in appearance {
            let c = coefficient[rep]!
            if !isNegligible(c) && !definitions.isDefined(rep) { terms.append((rep, c)) }
        }
        return ((terms, constant), through)
    }

    // MARK: Defining

    /// Defines a representative of the required equality `slot` by it, when one may be: it
    /// appears in the equality itself, no tableau constraint or definition reads it, and the
    /// core does not edit it. `direct` is the equality over representatives. The chosen one
    /// is in no definition, so expanding the others cannot cancel it: the equality is neither
    /// redundant nor contradictory, whatever they expand to. Returns false (nothing changed)
    /// when none may be.
    mutating func define(_ slot: Int32, direct: Form) -> Bool {
        guard direct.terms.count >= 2 else { return false }
        var chosen: (rep: Int32, coefficient: Double)?
        for (rep, a) in direct.terms where isDefinable(rep) && !isNegligible(a) {
            chosen = (rep, a)
            break
        }
        guard let (x, a) = chosen else { return false }
        // a·x + Σ c·s + k = 0, so x = Σ (−c/a)·s − k/a.
        var terms: [(Int32, Double)] = []
        for (rep, c) in direct.terms where rep != x { terms.append((rep, -c / a)) }
        definitions.define(x, terms: terms, constant: -direct.constant / a, record: slot)
        records[Int(slot)]!.placement = .definition(rep: x)
        for rep in aliases.representatives(of: records[Int(slot)]!.slots) {
            definitions.addDependent(slot, of: rep)
            definitions.compactReaders(of: rep)
        }
        structureChanged = true
        return true
    }

    /// True when `rep` may be defined: free, in no tableau constraint, not edited, and read
    /// by no definition (which keeps the definitions acyclic).
    func isDefinable(_ rep: Int32) -> Bool {
        aliases.isRepresentative(rep) && aliases.isFoldable(rep) && !definitions.isDefined(rep) && !definitions.isRead(rep)
    }

    /// True when the component of `rep` may be folded into another: as ``Aliases/isFoldable``,
    /// and neither defined nor read by a definition (whose terms name it).
    func mayAbsorb(_ rep: Int32) -> Bool {
        aliases.isFoldable(rep) && !definitions.isDefined(rep) && !definitions.isRead(rep)
    }

    // MARK: New constants

    /// Gives the equality `slot`, which defines `x`, the constant `value` in place: `x` moves,
    /// with what is defined from it, and the tableau constraints expanded through it get their
    /// new constants. Returns false, with nothing changed, when a redundant equality would
    /// break or a tableau constraint cannot follow; the caller then places everything again,
    /// which finds the solution or reports the conflict.
    mutating func shiftDefinition(of x: Int32, by slot: Int32, to value: Double) -> Bool {
        let record = records[Int(slot)]!
        guard let a = directForm(record).terms.first(where: { $0.0 == x })?.1 else { return false }
        let old = definitions.constant[Int(x)]
        definitions.setConstant(x, to: old - (value - record.constant) / a)
        var seen = Set<Int32>()
        var updated: [(slot: Int32, shift: Double)] = []
        guard redundantDependentsHold(of: x), refreshUses(of: x, seen: &seen, updated: &updated) else {
            definitions.setConstant(x, to: old)
            restoreUses(updated)
            return false
        }
        invalidateDefinedValues()
        movedByLinkEdits.append(aliases.variables[Int(x)].id)
        return true
    }

    /// True when every redundant equality that cancelled through the defined `x` still holds.
    func redundantDependentsHold(of x: Int32) -> Bool {
        definitions.dependents[Int(x)].allSatisfy { dependent in
            guard let r = records[Int(dependent)], case .redundant = r.placement else { return true }
            return core.tableau.isNearZeroValue(expand(directForm(r)).form.constant)
        }
    }

    /// Gives the tableau constraints expanded through the defined `x` (those not in `seen`)
    /// the constants their expansion has now, noting each one changed, with its old shift, in
    /// `updated`. Returns false when the core cannot follow; ``restoreUses(_:)`` undoes it.
    mutating func refreshUses(of x: Int32, seen: inout Set<Int32>, updated: inout [(slot: Int32, shift: Double)]) -> Bool {
        for use in aliases.uses[Int(x)] where uses(use, x) && seen.insert(use).inserted {
            let r = records[Int(use)]!
            guard case let .tableau(rewritten, shift, reps) = r.placement else { continue }
            let constant = expand(directForm(r)).form.constant
            guard constant != r.constant + shift else { continue }
            do {
                try core.setConstant(rewritten, to: constant)
            } catch {
                return false
            }
            updated.append((use, shift))
            records[Int(use)]!.placement = .tableau(rewritten, shift: constant - r.constant, representatives: reps)
        }
        return true
    }

    /// Puts back the constants of the tableau constraints in `updated` (newest first), each to
    /// its record's constant plus the shift noted.
    mutating func restoreUses(_ updated: [(slot: Int32, shift: Double)]) {
        for (use, shift) in updated.reversed() {
            guard case let .tableau(rewritten, _, reps) = records[Int(use)]!.placement else { continue }
            try? core.setConstant(rewritten, to: records[Int(use)]!.constant + shift)
            records[Int(use)]!.placement = .tableau(rewritten, shift: shift, representatives: reps)
        }
    }

    // MARK: Taking back

    /// Takes back the definitions of `slots` (those defined) and everything that relied on
    /// `slots`: definitions that read them, redundant equalities that cancelled through them,
    /// tableau constraints expanded through them. Returns the records made pending.
    mutating func undoDefinitions(of slots: [Int32]) -> [Int32] {
        var pending: [Int32] = []
        var work = slots
        while let s = work.popLast() {
            if definitions.isDefined(s) {
                pending += takeOutUses(of: s)
                let record = definitions.undefine(s)
                records[Int(record)]!.placement = .pending
                pending.append(record)
                structureChanged = true
            }
            for dependent in definitions.takeDependents(of: s) {
                guard let record = records[Int(dependent)] else { continue }
                switch record.placement {
                case let .definition(rep): work.append(rep)
                case .redundant:
                    records[Int(dependent)]!.placement = .pending
                    pending.append(dependent)
                default: continue
                }
            }
        }
        return pending
    }

    // MARK: Values

    /// The value of a defined representative, from its sources' values (cached until the
    /// next change).
    mutating func definedValue(_ d: Int32) -> Double {
        if definedValueStamp.count < aliases.count {
            definedValueStamp += Array(repeating: -1, count: aliases.count - definedValueStamp.count)
            definedValueCache += Array(repeating: 0, count: aliases.count - definedValueCache.count)
        }
        var stack = [d]
        while let top = stack.last {
            if definedValueStamp[Int(top)] == valueGeneration { stack.removeLast(); continue }
            var missing = false
            for (source, _) in definitions.terms[Int(top)]
            where definitions.isDefined(source) && definedValueStamp[Int(source)] != valueGeneration {
                stack.append(source)
                missing = true
            }
            if missing { continue }
            var value = definitions.constant[Int(top)]
            for (source, c) in definitions.terms[Int(top)] {
                value += c * (definitions.isDefined(source) ? definedValueCache[Int(source)]
                                                              : core.value(ofVariableID: aliases.variables[Int(source)].id))
            }
            definedValueCache[Int(top)] = value
            definedValueStamp[Int(top)] = valueGeneration
            stack.removeLast()
        }
        return definedValueCache[Int(d)]
    }

    /// Forgets the cached values of defined representatives (something may have moved).
    mutating func invalidateDefinedValues() { valueGeneration &+= 1 }

    /// True when the defined representative's value differs from the one last reported (and
    /// notes the new one): a source that moved need not move what it defines.
    mutating func definedValueMoved(_ d: Int32) -> Bool {
        if reportedDefinedValue.count < aliases.count {
            reportedDefinedValue += Array(repeating: .nan, count: aliases.count - reportedDefinedValue.count)
        }
        let value = definedValue(d)
        guard reportedDefinedValue[Int(d)] != value else { return false }
        reportedDefinedValue[Int(d)] = value
        return true
    }

    /// The defined representatives that read, directly or not, one of `slots`.
    func definedReaders(of slots: [Int32]) -> [Int32] {
        var found: [Int32] = []
        var seen = Set<Int32>()
        var work = slots
        while let s = work.popLast() {
            guard Int(s) < definitions.readers.count else { continue }
            for r in definitions.liveReaders(of: s) where seen.insert(r).inserted {
                found.append(r)
                work.append(r)
            }
        }
        return found
    }

    // MARK: Proofs

    /// The defining equalities (record slots) that the representatives `reps` rest on,
    /// directly or through other definitions.
    func definingRecords(of reps: [Int32]) -> [Int32] {
        var found: [Int32] = []
        var seen = Set<Int32>()
        var work = reps
        while let s = work.popLast() {
            guard definitions.isDefined(s), seen.insert(s).inserted else { continue }
            let record = definitions.record[Int(s)]
            found.append(record)
            for (source, _) in definitions.terms[Int(s)] { work.append(source) }
            for slot in records[Int(record)]?.slots ?? [] { work.append(aliases.representative[Int(slot)]) }
        }
        return found
    }

    // MARK: Introspection

    /// A copy of the core in which each defined representative among `reps` has a variable of
    /// its own, tied to its expansion; with the variable to ask for each of `reps`.
    func coreAnswering(_ reps: [Int32]) -> (SolverCore, [Variable]) {
        var copy = core
        var asked: [Variable] = []
        var made: [Int32: Variable] = [:]
        var added: [Constraint] = []
        for rep in reps {
            guard definitions.isDefined(rep) else { asked.append(aliases.variables[Int(rep)]); continue }
            if let v = made[rep] { asked.append(v); continue }
            let v = Variable()
            let (form, _) = expand(([(rep, 1)], 0))
            var terms = [Term(v, 1)]
            for (s, c) in form.terms { terms.append(Term(aliases.variables[Int(s)], -c)) }
            added.append(Constraint(Expression(terms, constant: -form.constant), .equal))
            made[rep] = v
            asked.append(v)
        }
        if !added.isEmpty {
            try? copy.add(added)
            try? copy.bringUpToDate()
        }
        return (copy, asked)
    }
}

/// A max-heap of defined representatives by order of definition.
struct DefinitionQueue {
    private var heap: [(order: Int, rep: Int32)] = []

    mutating func push(_ rep: Int32, order: Int) {
        heap.append((order, rep))
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[parent].order < heap[i].order else { break }
            heap.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var largest = i
                if l < heap.count && heap[l].order > heap[largest].order { largest = l }
                if r < heap.count && heap[r].order > heap[largest].order { largest = r }
                guard largest != i else { break }
                heap.swapAt(i, largest)
                i = largest
            }
        }
        return top.rep
    }
}
