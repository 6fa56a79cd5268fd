/// Finds cycles among declared views' parents in time linear in the number of views.
///
/// Each view has one parent, so following parents from any view either reaches a view known to
/// end at the root (or outside the declared views) or comes back to a view on the current walk:
/// a cycle. Every view is walked over at most once.
struct ParentCycles {
    /// Where each declared view stands: not yet walked, on the walk under way, or known to be in
    /// or to lead to a cycle, or known to reach the root.
    private enum Mark { case walking, onCycle, leadsToCycle, reachesRoot }

    /// The first view in `order` that lies on a cycle, and the cycle from it back to it
    /// (`[a, b, a]`); nil when the parents form a tree.
    let cycle: [String]?
    /// How many steps the walks took: at most one per view. (Tests check it stays linear.)
    let visits: Int

    /// Walks the parents of the views in `order`; a parent missing from `parents` (the root) ends a walk.
    init(order: [String], parents: [String: String]) {
        var marks: [String: Mark] = [:]
        marks.reserveCapacity(parents.count)
        var visits = 0
        for start in order where marks[start] == nil {
            var path: [String] = []
            var current: String? = start
            var outcome = Mark.reachesRoot
            while let id = current, parents[id] != nil {
                if let mark = marks[id] {
                    if mark == .walking {
                        // Back on this walk: the views from `id` on form a cycle.
                        for member in path.reversed() {
                            marks[member] = .onCycle
                            if member == id { break }
                        }
                        outcome = .leadsToCycle
                    } else {
                        outcome = mark == .reachesRoot ? .reachesRoot : .leadsToCycle
                    }
                    break
                }
                visits += 1
                marks[id] = .walking
                path.append(id)
                current = parents[id]
            }
            for member in path where marks[member] == .walking { marks[member] = outcome }
        }
        self.visits = visits
        guard let first = order.first(where: { marks[$0] == .onCycle }) else {
            cycle = nil
            return
        }
        var cycle = [first]
        var current = parents[first]!
        while current != first {
            cycle.append(current)
            current = parents[current]!
        }
        self.cycle = cycle + [first]
    }
}
