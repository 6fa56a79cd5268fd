/// The solver's front: required equalities between two representatives are eliminated (see
/// ``Aliases``); everything else goes, rewritten over representatives, to the simplex core.
/// Values, errors and listings are given in terms of the caller's own variables and constraints.
struct ReducedSolver {
    var core = SolverCore()
    var aliases = Aliases()
    /// Representatives defined by required equalities over more than two of them.
    var definitions = Definitions()
    /// Records taken out by removals of definitions, to place again before the next use.
    var replaceLater: [Int32] = []
    /// Cached values of defined representatives, valid while their stamp is the generation.
    var definedValueCache: [Double] = []
    var definedValueStamp: [Int] = []
    var valueGeneration = 0
    /// The value of each defined representative when changes were last taken (NaN: unknown).
    var reportedDefinedValue: [Double] = []
    var records: [EliminationRecord?] = []
    var recordSlots = IntTable()
    var freeRecords = FreeSlots()
    /// Rewritten constraint → its record slot.
    var recordOfRewritten = IntTable()
    var sequence = 0
    /// True after components changed shape: every value may have changed.
    var structureChanged = false
    /// Folds made so far, and the links in the order they folded (entries of links since
    /// taken apart are stale).
    var foldCount = 0
    var foldLog: [(order: Int, slot: Int32)] = []
    /// Variables moved by edits of eliminated equalities since changes were last taken.
    var movedByLinkEdits: [Int] = []
    /// Components whose eliminated equalities were removed, to rebuild before the next use.
    var doomed: [Int32] = []
    /// True while `ConflictSet` only asks whether constraints fit: an unsatisfiable error then
    /// names the constraint alone, without the eliminated equalities that prove it.
    var omitsProofs = false
    /// Variables edited through an equality of their own (eliminated ones), by `Variable.id`.
    var editRecords = IntTable()
    /// The core's own edit equalities (for listings), with their order of addition.
    var coreEdits = IntTable()
    var coreEditList: [(Int, Constraint)?] = []

    @inline(__always) static func key(_ constraint: Constraint) -> Int { Int(bitPattern: ObjectIdentifier(constraint)) }

    func record(of constraint: Constraint) -> Int32? { recordSlots[Self.key(constraint)] }

    // MARK: Adding

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        rebuildDoomed()
        invalidateDefinedValues()
        let slot = try makeRecord(constraint, isEdit: false)
        do {
            // One constraint at a time folds too, when it can (a component no tableau row
            // reads yet): a 1,000-deep hierarchy added one by one took 51 s with every
            // equality a row, 10.5 s folded; kiwi's enaml-like benchmark is unchanged.
            try place(slot, mayFold: true)
        } catch {
            dropRecord(slot)
            throw error
        }
        if !core.isBatching { try core.bringUpToDate() }
    }

    /// Adds constraints with one solve at the end. Required equalities are eliminated first,
    /// so that the tableau meets only what is left; on a failure, the constraints placed
    /// before it stay added (``hasConstraint(_:)`` tells which).
    mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        rebuildDoomed()
        invalidateDefinedValues()
        var slots: [Int32] = []
        slots.reserveCapacity(constraints.count)
        var failure: SolverError?
        for constraint in constraints {
            do { slots.append(try makeRecord(constraint, isEdit: false)) } catch { failure = error; break }
        }
        do {
            try placeBatch(slots)
        } catch {
            failure = failure ?? error
        }
        for slot in slots where records[Int(slot)].map({ if case .pending = $0.placement { return true }; return false }) == true {
            dropRecord(slot)
        }
        try core.bringUpToDate()
        if let failure { throw failure }
    }

    /// Places records: required equalities first (folding what folds, twice over, as folds
    /// make more equalities foldable), then the rest in the tableau, single-variable ones first.
    mutating func placeBatch(_ slots: [Int32]) throws(SolverError) {
        let wasBatching = core.isBatching
        core.isBatching = true
        defer { core.isBatching = wasBatching }
        var deferred: [Int32] = []
        var rest: [Int32] = []
        for slot in slots {
            if records[Int(slot)]!.isRequiredEquality {
                if try !fold(slot, mayDefine: false) { deferred.append(slot) }
            } else {
                rest.append(slot)
            }
        }
        var remaining: [(sequence: Int, slot: Int32)] = []
        remaining.reserveCapacity(deferred.count + rest.count)
        for slot in definitionOrder(deferred) where try !fold(slot) { remaining.append((records[Int(slot)]!.sequence, slot)) }
        for slot in rest { remaining.append((records[Int(slot)]!.sequence, slot)) }
        if !deferred.isEmpty { remaining.sort { $0.sequence < $1.sequence } }
        var single: [Int32] = [], multiple: [Int32] = []
        for (_, slot) in remaining {
            if termCount(records[Int(slot)]!) <= 1 { single.append(slot) } else { multiple.append(slot) }
        }
        let ordered = inFlowOrder(multiple, pinnedBy: single)
        // Bounds first, optimised, then the rest: the simplex then keeps positions as
        // parameters and rows stay short.
        for slot in single { try place(slot, mayFold: false) }
        if !single.isEmpty, !multiple.isEmpty { try core.bringUpToDate() }
        defer { core.triesTranslation = true }
        for (slot, fresh) in ordered {
            core.triesTranslation = fresh
            try place(slot, mayFold: false)
        }
    }

    /// The multi-variable records of a batch in the order they should reach the tableau:
    /// required equalities in ``FlowOrder``, then the rest (inequalities, preferences) in
    /// batch order. A representative is known when the tableau uses it already, it is edited,
    /// or a required one-variable equality of the batch pins it (a window's frame). Bounds
    /// and preferences pin nothing: an intrinsic size at 250 gives way to a size that
    /// required constraints bring down from the window.
    private func inFlowOrder(_ multiple: [Int32], pinnedBy single: [Int32]) -> [(slot: Int32, fresh: Bool)] {
        var equalities: [Int32] = [], rest: [(Int32, Bool)] = []
        for slot in multiple {
            if records[Int(slot)]!.isRequiredEquality { equalities.append(slot) } else { rest.append((slot, true)) }
        }
        guard equalities.count > 2 else { return multiple.map { ($0, true) } }
        var pinned = Set<Int32>()
        for slot in single {
            let record = records[Int(slot)]!
            guard record.isRequiredEquality, let (rep, _) = rewrite(record).terms.first else { continue }
            pinned.insert(rep)
        }
        let terms = equalities.map { rewrite(records[Int($0)]!).terms.map(\.0) }
        let order = FlowOrder.order(terms) { rep in
            pinned.contains(rep) || aliases.useCount[Int(rep)] > 0 || aliases.isEdited[Int(rep)]
        }
        return order.map { (equalities[$0.index], $0.fresh) } + rest
    }

    /// The batch's required equalities that did not fold, in the order that defines
    /// representatives from what is known towards what is not (``FlowOrder``), whatever order
    /// the caller used: children given before their parents are then defined in their parents'
    /// terms, as when given after.
    private func definitionOrder(_ slots: [Int32]) -> [Int32] {
        guard slots.count > 2 else { return slots }
        var pinned = Set<Int32>()
        let terms = slots.map { slot in
            let reps = directForm(records[Int(slot)]!).terms.map(\.0)
            if reps.count == 1 { pinned.insert(reps[0]) }
            return reps
        }
        let order = FlowOrder.order(terms) { rep in
            pinned.contains(rep) || aliases.useCount[Int(rep)] > 0 || aliases.isEdited[Int(rep)]
        }
        return order.map { slots[$0.index] }
    }

    /// Eliminates the record if it is a required equality that folds, or that defines a
    /// representative (when `mayDefine`); otherwise leaves it pending and returns false.
    /// Throws when it contradicts what is eliminated already.
    mutating func fold(_ slot: Int32, mayDefine: Bool = true) throws(SolverError) -> Bool {
        let record = records[Int(slot)]!
        let direct = directForm(record)
        if direct.terms.isEmpty {
            guard !record.slots.isEmpty else { return false }
            guard core.tableau.isNearZeroValue(direct.constant) else { throw contradiction(slot) }
            markRedundant(slot, through: [])
            return true
        }
        // Two representatives fold into one component (a defined one keeps); otherwise one
        // representative is defined by the equality. Only an equality that can do neither is
        // expanded, to see whether it is redundant: expanding every equality of a chain would
        // cost the chain's length each.
        guard direct.terms.count == 2, let (absorbed, ca, keeper, ck) = foldChoice(direct) else {
            if mayDefine, define(slot, direct: direct) { return true }
            guard direct.terms.contains(where: { definitions.isDefined($0.0) }) else { return false }
            let (form, through) = expand(direct)
            guard form.terms.isEmpty else { return false }
            guard core.tableau.isNearZeroValue(form.constant) else { throw contradiction(slot) }
            markRedundant(slot, through: through)
            return true
        }
        let form = direct
        // ca·absorbed + ck·keeper + constant = 0. The absorbed component has no tableau
        // constraints, so nothing can contradict the fold. A component whose terms cancelled
        // (a trailing inset after the leading one) still shaped the constant: record the read.
        for rep in aliases.representatives(of: record.slots) where rep != absorbed && rep != keeper {
            aliases.addReader(slot, of: rep)
        }
        aliases.fold(absorbed, into: keeper, ratio: -ck / ca, shift: -form.constant / ca, link: slot)
        foldCount += 1
        records[Int(slot)]!.placement = .link(anchor: absorbed, coefficient: ca, order: foldCount)
        foldLog.append((foldCount, slot))
        structureChanged = true
        return true
    }

    /// Which of a two-term equality's representatives folds into the other, with their
    /// coefficients; nil when neither may be absorbed.
    private func foldChoice(_ form: Form) -> (Int32, Double, Int32, Double)? {
        let (r1, c1) = form.terms[0], (r2, c2) = form.terms[1]
        switch (mayAbsorb(r1), mayAbsorb(r2)) {
        case (true, true): return aliases.size(r1) <= aliases.size(r2) ? (r1, c1, r2, c2) : (r2, c2, r1, c1)
        case (true, false): return (r1, c1, r2, c2)
        case (false, true): return (r2, c2, r1, c1)
        case (false, false): return nil
        }
    }

    /// Records a required equality that holds once its variables are replaced: it belongs to
    /// its variables' components and relies on the definitions it went through.
    private mutating func markRedundant(_ slot: Int32, through: [Int32]) {
        let record = records[Int(slot)]!
        records[Int(slot)]!.placement = .redundant(anchors: record.slots)
        for rep in aliases.representatives(of: record.slots) { aliases.addLink(slot, to: rep) }
        for d in through { definitions.addDependent(slot, of: d) }
    }

    /// Places a pending record: eliminated if it folds (when allowed), else in the tableau.
    mutating func place(_ slot: Int32, mayFold: Bool) throws(SolverError) {
        let record = records[Int(slot)]!
        if mayFold, record.isRequiredEquality, try fold(slot) { return }
        if isUntouched(record) {
            // Its variables are their own representatives: it goes in as it is.
            try putInTableau(slot, record.constraint, shift: 0, representatives: record.slots)
            return
        }
        let (form, through) = expand(directForm(record))
        var terms: [Term] = []
        terms.reserveCapacity(form.terms.count)
        for (rep, coefficient) in form.terms { terms.append(Term(aliases.variables[Int(rep)], coefficient)) }
        // Every component the rewriting read, including those whose terms cancelled out, the
        // definitions it went through and the free representatives they brought in.
        var representatives = aliases.representatives(of: record.slots)
        if !through.isEmpty {
            for rep in through + form.terms.map(\.0) where !representatives.contains(rep) { representatives.append(rep) }
        }
        let original = record.constraint
        let rewritten = Constraint(Expression(terms, constant: form.constant), original.relation,
                                   strength: original.strength, name: original.name)
        try putInTableau(slot, rewritten, shift: form.constant - record.constant, representatives: representatives)
    }

    /// Puts a record in the tableau as `rewritten` (whose constant is the record's plus
    /// `shift`), and notes the components it reads.
    private mutating func putInTableau(_ slot: Int32, _ rewritten: Constraint, shift: Double,
                                       representatives: [Int32]) throws(SolverError) {
        do {
            try core.add(rewritten)
        } catch let SolverError.unsatisfiable(_, conflicts) {
            throw unsatisfiable(slot, coreConflicts: conflicts)
        }
        records[Int(slot)]!.placement = .tableau(rewritten, shift: shift, representatives: representatives)
        recordOfRewritten.set(Self.key(rewritten), slot)
        for rep in representatives {
            aliases.addUse(slot, of: rep)
            // Drop stale entries once they are the majority (amortised O(1)).
            if aliases.uses[Int(rep)].count > 2 * Int(aliases.useCount[Int(rep)]) + 8 {
                let live = aliases.uses[Int(rep)].filter { uses($0, rep) }
                aliases.setUses(of: rep, to: live)
            }
        }
    }

    // MARK: Rewriting

    /// True when the record needs no rewriting: its variables are their own representatives
    /// and its constant is its expression's.
    func isUntouched(_ record: EliminationRecord) -> Bool {
        guard record.constant == record.constraint.expression.constant else { return false }
        for s in record.slots where aliases.representative[Int(s)] != s || definitions.isDefined(s) { return false }
        return true
    }

    /// How many terms the record has over representatives.
    func termCount(_ record: EliminationRecord) -> Int {
        isUntouched(record) ? record.slots.count : rewrite(record).terms.count
    }

    /// A record's expression over free representatives (definitions expanded): merged terms
    /// (cancelled ones dropped) and the constant in force.
    func rewrite(_ record: EliminationRecord) -> Form { expand(directForm(record)).form }

    /// A record's expression over representatives, defined ones kept.
    func directForm(_ record: EliminationRecord) -> Form {
        var terms: [(Int32, Double)] = []
        var constant = record.constant
        for term in record.constraint.expression.terms {
            guard let s = aliases.slot(ofID: term.variable.id) else { continue }
            let rep = aliases.representative[Int(s)]
            let c = term.coefficient * aliases.scale[Int(s)]
            constant += term.coefficient * aliases.offset[Int(s)]
            if let i = terms.firstIndex(where: { $0.0 == rep }) {
                let sum = terms[i].1 + c
                terms[i].1 = cancels(sum, terms[i].1, c) ? 0 : sum
            } else {
                terms.append((rep, c))
            }
        }
        return (terms.filter { !isNegligible($0.1) }, constant)
    }

    // MARK: Records

    mutating func makeRecord(_ constraint: Constraint, isEdit: Bool) throws(SolverError) -> Int32 {
        guard record(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
        try SolverLimits.check(constraint)
        core.tableau.noteMagnitude(constant: constraint.expression.constant,
                                   largestCoefficient: constraint.expression.largestCoefficient)
        guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
        var slots: [Int32] = []
        for term in constraint.expression.terms where !isNegligible(term.coefficient) {
            let s = aliases.slot(of: term.variable)
            if !slots.contains(s) { slots.append(s) }
        }
        sequence += 1
        let record = EliminationRecord(constraint: constraint, constant: constraint.expression.constant,
                                       sequence: sequence, placement: .pending, isEdit: isEdit, slots: slots)
        definitions.grow(to: aliases.count)
        let slot = freeRecords.insert(record, into: &records)
        recordSlots.set(Self.key(constraint), slot)
        return slot
    }

    mutating func dropRecord(_ slot: Int32) {
        guard let record = records[Int(slot)] else { return }
        recordSlots.remove(Self.key(record.constraint))
        freeRecords.release(slot, in: &records)
    }

    /// True when the record is in the tableau and mentions the component of `rep`.
    func uses(_ slot: Int32, _ rep: Int32) -> Bool {
        guard let record = records[Int(slot)], case let .tableau(_, _, reps) = record.placement else { return false }
        return reps.contains(rep)
    }

    /// Takes every tableau constraint that mentions the component of `rep` out of the
    /// tableau; they are left pending, and returned in order of addition.
    mutating func takeOutUses(of rep: Int32) -> [Int32] {
        var seen = Set<Int32>()
        var taken: [Int32] = []
        for slot in aliases.takeUses(of: rep) where uses(slot, rep) && seen.insert(slot).inserted {
            takeOutOfTableau(slot)
            taken.append(slot)
        }
        return taken.sorted { records[Int($0)]!.sequence < records[Int($1)]!.sequence }
    }

    /// Removes a record's rewritten constraint from the tableau; the record becomes pending.
    mutating func takeOutOfTableau(_ slot: Int32) {
        guard case let .tableau(rewritten, _, reps) = records[Int(slot)]!.placement else { return }
        try? core.remove(rewritten)
        recordOfRewritten.remove(Self.key(rewritten))
        for rep in reps { aliases.removeUse(of: rep) }
        records[Int(slot)]!.placement = .pending
    }
}
