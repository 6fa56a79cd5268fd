/// A hash table from `Int` keys to `Int32` values: open addressing with linear probing and
/// backward-shift deletion. Much faster than `Dictionary` for the solver's integer ids, and its
/// behaviour does not depend on a per-process hash seed.
struct IntTable {
    private var keys: [Int]
    private var values: [Int32]
    private var mask: Int
    private(set) var count = 0
    private static let empty = Int.min

    init() {
        keys = Array(repeating: IntTable.empty, count: 16)
        values = Array(repeating: 0, count: 16)
        mask = 15
    }

    @inline(__always) private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The value for `key`, or nil.
    subscript(key: Int) -> Int32? {
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == IntTable.empty { return nil }
            i = (i + 1) & mask
        }
    }

    /// Sets the value for `key`.
    mutating func set(_ key: Int, _ value: Int32) {
        precondition(key != IntTable.empty)
        if (count + 1) * 2 > keys.count { grow() }
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { values[i] = value; return }
            if k == IntTable.empty {
                keys[i] = key
                values[i] = value
                count += 1
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Removes `key` and returns its value, if it was there.
    @discardableResult
    mutating func remove(_ key: Int) -> Int32? {
        var i = home(key)
        while keys[i] != key {
            if keys[i] == IntTable.empty { return nil }
            i = (i + 1) & mask
        }
        let removed = values[i]
        count -= 1
        // Shift later members of the probe run back so that lookups still find them.
        var hole = i
        var j = (i + 1) & mask
        while keys[j] != IntTable.empty {
            let h = home(keys[j])
            let movable = hole <= j ? (h <= hole || h > j) : (h <= hole && h > j)
            if movable {
                keys[hole] = keys[j]
                values[hole] = values[j]
                hole = j
            }
            j = (j + 1) & mask
        }
        keys[hole] = IntTable.empty
        return removed
    }

    /// Every (key, value) pair, in table order.
    var pairs: [(key: Int, value: Int32)] {
        keys.indices.filter { keys[$0] != IntTable.empty }.map { (keys[$0], values[$0]) }
    }

    private mutating func grow() {
        let old = pairs
        keys = Array(repeating: IntTable.empty, count: keys.count * 2)
        values = Array(repeating: 0, count: keys.count)
        mask = keys.count - 1
        count = 0
        for (k, v) in old { set(k, v) }
    }
}
