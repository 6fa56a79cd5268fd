/// The solver's bookkeeping: which constraints it holds, and which constraint each marker
/// symbol belongs to. Integer tables and slot arrays, not dictionaries: this is on every call.
extension SolverCore {
    @inline(__always) static func key(_ constraint: Constraint) -> Int {
        Int(bitPattern: ObjectIdentifier(constraint))
    }

    /// What the solver keeps for `constraint`, if it holds it.
    func tag(of constraint: Constraint) -> Tag? {
        guard let slot = tagSlots[SolverCore.key(constraint)] else { return nil }
        return tagList[Int(slot)]
    }

    /// The constraint whose marker or error `symbol` is.
    func owningTag(of symbol: Symbol) -> Tag? {
        let slot = ownerSlot[Int(symbol)]
        return slot < 0 ? nil : tagList[Int(slot)]
    }

    /// Records a newly added constraint and its markers.
    mutating func insertTag(_ tag: Tag) {
        let slot = freeTagSlots.insert(tag, into: &tagList)
        tagSlots.set(SolverCore.key(tag.constraint), slot)
        ownerSlot[Int(tag.marker)] = slot
        if tag.other >= 0 { ownerSlot[Int(tag.other)] = slot }
    }

    /// Forgets a constraint and its markers; returns what was kept for it.
    mutating func removeTag(of constraint: Constraint) -> Tag? {
        guard let slot = tagSlots.remove(SolverCore.key(constraint)), let tag = tagList[Int(slot)] else { return nil }
        freeTagSlots.release(slot, in: &tagList)
        ownerSlot[Int(tag.marker)] = -1
        if tag.other >= 0 { ownerSlot[Int(tag.other)] = -1 }
        return tag
    }

    /// Every constraint held, in the order they were added.
    var allTags: [Tag] { tagList.compactMap { $0 }.sorted { $0.sequence < $1.sequence } }

    /// Makes a tableau symbol and the per-symbol bookkeeping that goes with it.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let s = tableau.makeSymbol(kind)
        ownerSlot.append(-1)
        variableOfSymbol.append(nil)
        return s
    }
}
