import Foundation

/// How far multipliers compound along chains of constraints.
///
/// Each multiplier is bounded on its own (``LayoutNumbers/multiplierMagnitudes``), but a chain
/// `v0.width == 1e6 × v1.width`, `v1.width == 1e6 × v2.width`, … compounds: 53 links reach
/// 10³¹⁸, past any `Double`. This tracks, for every attribute connected to others by
/// constraints, the decimal order of magnitude it has relative to the others (the sum of
/// `log₁₀|multiplier|` along the chain), and refuses a constraint that would spread one
/// connected set of attributes over more than ``largestSpread`` orders of magnitude.
///
/// A weighted union-find: linear in the constraints, whatever the shape of the chains.
public struct MultiplierReach {
    /// The most orders of magnitude multipliers may compound to along any chain: 10¹².
    /// Values then stay within 10⁷ × 10¹² points, well inside the solver's range.
    public static let largestSpread = 12.0

    private var index: [Key: Int] = [:]
    private var parent: [Int] = []
    /// Each node's order of magnitude relative to its parent.
    private var offset: [Double] = []
    /// For each root, the least and greatest order of magnitude in its set, relative to it.
    private var low: [Double] = [], high: [Double] = []

    private struct Key: Hashable {
        let item: ObjectIdentifier
        let attribute: LayoutAttribute
    }

    /// Creates an empty record.
    public init() {}

    /// Records `constraint`; returns the spread it would reach in orders of magnitude when that
    /// passes ``largestSpread`` (the constraint is then not recorded), or nil.
    public mutating func add(_ constraint: LayoutConstraint) -> Double? {
        guard let second = constraint.secondItem, constraint.multiplier != 0,
              constraint.multiplier.isFinite else { return nil }
        let a = node(constraint.firstItem, constraint.firstAttribute)
        let b = node(second, constraint.secondAttribute)
        // first = m × second + c: first is log₁₀|m| orders above second.
        let weight = log10(abs(constraint.multiplier))
        let (ra, pa) = find(a), (rb, pb) = find(b)
        guard ra != rb else { return nil }
        let shift = pa - weight - pb  // rb's order relative to ra
        let newLow = min(low[ra], shift + low[rb]), newHigh = max(high[ra], shift + high[rb])
        guard newHigh - newLow <= Self.largestSpread + 1e-9 else { return newHigh - newLow }
        parent[rb] = ra
        offset[rb] = shift
        (low[ra], high[ra]) = (newLow, newHigh)
        return nil
    }

    private mutating func node(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Int {
        let key = Key(item: ObjectIdentifier(item), attribute: attribute)
        if let found = index[key] { return found }
        let n = parent.count
        index[key] = n
        parent.append(n)
        offset.append(0)
        low.append(0)
        high.append(0)
        return n
    }

    /// The root of `n`'s set and `n`'s order relative to it; compresses the path.
    private mutating func find(_ n: Int) -> (root: Int, order: Double) {
        var path: [Int] = []
        var root = n
        while parent[root] != root {
            path.append(root)
            root = parent[root]
        }
        // Walk back from the node nearest the root, so each offset becomes relative to the root.
        var order = 0.0
        for node in path.reversed() {
            order += offset[node]
            offset[node] = order
            parent[node] = root
        }
        return (root, n == root ? 0 : offset[n])
    }
}
