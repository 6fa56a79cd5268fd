/// SplitMix64 (Steele, Lea & Flood): tiny, fast, and fully deterministic across platforms.
/// The tests never touch the system RNG, so a printed seed always reproduces a failure.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state.
    public var state: UInt64

    /// Starts from a seed.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (the modulo bias is irrelevant for test generation).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A uniform double in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One element of `items`, chosen uniformly.
    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// `count` distinct elements of `items`, in random order.
    public mutating func sample<T>(_ items: [T], _ count: Int) -> [T] {
        var pool = items
        var out: [T] = []
        for _ in 0..<min(count, pool.count) { out.append(pool.remove(at: int(0...(pool.count - 1)))) }
        return out
    }
}
