/// `Variable.id` → symbol. Ids are handed out in sequence, so a solver's variables usually
/// form a dense range: those go in an array indexed from the first id seen, the rest in a hash
/// table. Reading every value of a large layout then walks memory in order.
///
/// An id far past the array goes to the table, and the array may later grow over it (the ids
/// between arrive): the table is then still asked for an id whose array entry is empty, so an
/// id is found wherever it went. (Before, such an id was lost, and the solver gave its
/// variable a second symbol: a required constraint on it stopped holding.)
struct VariableSymbols {
    private var base = -1
    private var dense: [Int32] = []
    private var sparse = IntTable()

    /// The symbol for the variable id, or nil.
    subscript(id: Int) -> Symbol? {
        let k = id &- base
        if base >= 0 && k >= 0 && k < dense.count {
            let s = dense[k]
            if s >= 0 { return s }
        }
        return sparse.count == 0 ? nil : sparse[id]
    }

    /// Records the symbol for a variable id.
    mutating func set(_ id: Int, _ symbol: Symbol) {
        if base < 0 { base = id }
        let k = id &- base
        // Keep the array at most a few times larger than what it holds.
        if k >= 0 && k < 4 * dense.count + 1024 {
            if k >= dense.count { dense.append(contentsOf: repeatElement(-1, count: k + 1 - dense.count)) }
            dense[k] = symbol
            if sparse.count > 0 { sparse.remove(id) }
        } else {
            sparse.set(id, symbol)
        }
    }

    /// Forgets a variable id; returns its symbol if it had one.
    @discardableResult
    mutating func remove(_ id: Int) -> Symbol? {
        let k = id &- base
        if base >= 0 && k >= 0 && k < dense.count {
            let s = dense[k]
            dense[k] = -1
            if s >= 0 { return s }
        }
        return sparse.count == 0 ? nil : sparse.remove(id)
    }
}
