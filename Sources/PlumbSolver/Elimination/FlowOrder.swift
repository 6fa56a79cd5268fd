/// The order a batch's required equalities reach the tableau: each one after the equalities
/// that determine the variables it reads ("block triangular" order).
///
/// Positions are in root coordinates, so a constraint that settles a size late (a container's
/// last edge, after its children's subtrees) moves every row built on that size, and phase
/// one pivots through all of them. Which way sizes flow depends on the scene: down from a
/// fixed window through a tree of containers, up from content through a feed's cells. So the
/// order comes from the system itself: every equality is matched with an unknown variable
/// it determines (variables with a tableau row already, or pinned by a one-variable
/// equality or preference of the batch, are known), and an equality goes after those
/// matched with the variables it reads. Equalities that determine each other (a row of
/// equal widths closed on both sides) form one block, placed together in batch order.
struct FlowOrder {
    /// Per equality: its unknown variables (local indices), in term order.
    private var unknowns: [[Int32]] = []
    /// Per local variable: the equality it is matched with, or -1.
    private var matchOfVariable: [Int32] = []
    /// Per equality: its matched variable, or -1.
    private var matchOfEquality: [Int32] = []

    /// The indices of `terms` (each an equality's representatives, in batch order) in flow
    /// order; `isKnown` says which representatives are determined already. `fresh` is true
    /// for an equality whose matched variable no equality before it reads: moving that
    /// variable alone meets it. The others close a block (or read only known variables), and
    /// only pivots meet them.
    static func order(_ terms: [[Int32]], isKnown: (Int32) -> Bool) -> [(index: Int, fresh: Bool)] {
        var flow = FlowOrder()
        flow.collectUnknowns(terms, isKnown: isKnown)
        flow.match()
        var seen = Array(repeating: false, count: flow.matchOfVariable.count)
        return flow.blocksInDependencyOrder().map { e in
            let v = flow.matchOfEquality[e]
            let fresh = v >= 0 && !seen[Int(v)]
            for u in flow.unknowns[e] { seen[Int(u)] = true }
            return (e, fresh)
        }
    }

    private mutating func collectUnknowns(_ terms: [[Int32]], isKnown: (Int32) -> Bool) {
        var local: [Int32: Int32] = [:]
        unknowns.reserveCapacity(terms.count)
        for reps in terms {
            var mine: [Int32] = []
            for rep in reps where !isKnown(rep) {
                let v = local[rep] ?? {
                    let v = Int32(local.count)
                    local[rep] = v
                    return v
                }()
                mine.append(v)
            }
            unknowns.append(mine)
        }
        matchOfVariable = Array(repeating: -1, count: local.count)
        matchOfEquality = Array(repeating: -1, count: terms.count)
    }

    /// Each equality takes the first free unknown it names (the view it constrains comes first
    /// in `a.leading == b.trailing + 8`); one left without tries to free one by an augmenting
    /// path of bounded length.
    private mutating func match() {
        for e in unknowns.indices {
            for v in unknowns[e] where matchOfVariable[Int(v)] < 0 {
                matchOfVariable[Int(v)] = Int32(e)
                matchOfEquality[e] = v
                break
            }
        }
        var visited = Array(repeating: UInt32(0), count: matchOfVariable.count)
        var stamp: UInt32 = 0
        for e in unknowns.indices where matchOfEquality[e] < 0 && !unknowns[e].isEmpty {
            stamp &+= 1
            var budget = Self.augmentingBudget
            _ = augment(from: e, visited: &visited, stamp: stamp, budget: &budget)
        }
    }

    /// How many variables one augmenting search may visit: enough to shift a match along a
    /// chain of a few equalities, small enough that a hopeless search costs little.
    static let augmentingBudget = 64

    /// Kuhn's augmenting path from equality `e`, as an explicit stack (chains can be long).
    private mutating func augment(from e: Int, visited: inout [UInt32], stamp: UInt32, budget: inout Int) -> Bool {
        // Each frame: an equality and the next of its unknowns to try.
        var stack: [(equality: Int, next: Int)] = [(e, 0)]
        var path: [Int32] = []  // the variable each frame (but the last) is trying to take
        while let (current, next) = stack.last {
            guard next < unknowns[current].count, budget > 0 else {
                stack.removeLast()
                if !path.isEmpty { path.removeLast() }
                continue
            }
            stack[stack.count - 1].next += 1
            let v = unknowns[current][next]
            guard visited[Int(v)] != stamp else { continue }
            visited[Int(v)] = stamp
            budget -= 1
            let owner = matchOfVariable[Int(v)]
            path.append(v)
            if owner < 0 {
                // Free: shift every match along the path.
                for (frame, variable) in zip(stack, path) {
                    matchOfVariable[Int(variable)] = Int32(frame.equality)
                    matchOfEquality[frame.equality] = variable
                }
                return true
            }
            stack.append((Int(owner), 0))
        }
        return false
    }

    /// Tarjan's strongly connected components over "reads a variable matched with", iterative;
    /// a component is emitted after every component it reads from. Roots and neighbours are
    /// taken in batch order, and each block keeps batch order.
    private func blocksInDependencyOrder() -> [Int] {
        let count = unknowns.count
        var index = Array(repeating: -1, count: count), low = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var componentStack: [Int] = []
        var order: [Int] = []
        order.reserveCapacity(count)
        var nextIndex = 0
        var frames: [(node: Int, next: Int)] = []
        for root in 0..<count where index[root] < 0 {
            frames.append((root, 0))
            index[root] = nextIndex; low[root] = nextIndex; nextIndex += 1
            componentStack.append(root); onStack[root] = true
            while let (node, next) = frames.last {
                if next < unknowns[node].count {
                    frames[frames.count - 1].next += 1
                    let target = Int(matchOfVariable[Int(unknowns[node][next])])
                    guard target >= 0, target != node else { continue }
                    if index[target] < 0 {
                        index[target] = nextIndex; low[target] = nextIndex; nextIndex += 1
                        componentStack.append(target); onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], index[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == index[node] else { continue }
                let start = order.count
                while let member = componentStack.popLast() {
                    onStack[member] = false
                    order.append(member)
                    if member == node { break }
                }
                order[start...].sort()
            }
        }
        return order
    }
}
