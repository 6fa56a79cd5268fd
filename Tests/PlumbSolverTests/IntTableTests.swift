import Testing
@testable import PlumbSolver

/// The solver's id table against a Dictionary, under random inserts, updates and removals.
@Suite struct IntTableTests {
    @Test func behavesLikeADictionary() {
        var table = IntTable()
        var reference: [Int: Int32] = [:]
        var state: UInt64 = 0x1234_5678_9ABC_DEF0
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for step in 0..<50_000 {
            // Keys from a small range collide and cluster; some are negative or huge.
            let key = step % 7 == 0 ? Int(bitPattern: UInt(next())) : Int(next() % 600) - 300
            switch next() % 3 {
            case 0, 1:
                let value = Int32(truncatingIfNeeded: next())
                table.set(key, value)
                reference[key] = value
            default:
                #expect(table.remove(key) == reference.removeValue(forKey: key))
            }
            if step % 997 == 0 {
                #expect(table.count == reference.count)
                for (k, v) in reference { #expect(table[k] == v) }
            }
        }
        #expect(Dictionary(uniqueKeysWithValues: table.pairs.map { ($0.key, $0.value) }) == reference)
    }
}
