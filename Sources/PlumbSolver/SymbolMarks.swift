/// A set of symbols that empties in O(1): each symbol's stamp says whether it is in the set
/// of the current round. For the hot loops that would otherwise hash.
struct SymbolMarks {
    private var stamps: [UInt32] = []
    private var round: UInt32 = 1

    /// Empties the set.
    mutating func removeAll() {
        round &+= 1
        if round == 0 {
            stamps = Array(repeating: 0, count: stamps.count)
            round = 1
        }
    }

    func contains(_ s: Symbol) -> Bool { Int(s) < stamps.count && stamps[Int(s)] == round }

    mutating func insert(_ s: Symbol) {
        if Int(s) >= stamps.count { stamps.append(contentsOf: repeatElement(0, count: Int(s) + 1 - stamps.count)) }
        stamps[Int(s)] = round
    }
}
