/// `constraintsDetermining` for many groups of variables at once.
extension ReducedSolver {
    /// For each group of variables, the constraints its optimal values depend on: the same
    /// answer as ``constraintsDetermining(_:)`` asked once per group, but each constraint is
    /// probed once (each way) for every group, instead of once per group: a whole tree's
    /// answers cost one probe per constraint.
    ///
    /// A constraint counts for a group when it is connected to one of the group's variables
    /// (the candidates the single query tries) and a small change of its constant moves one of
    /// them, or makes the system infeasible.
    mutating func constraintsDetermining(groups: [[Variable]]) -> [[Constraint]] {
        rebuildDoomed()
        try? core.bringUpToDate()
        let before = groups.map { group in group.map { value(of: $0) } }
        // Connected components of variable slots, joined through the constraints they share.
        var parent = Array(0..<Int32(aliases.variables.count))
        func find(_ slot: Int32) -> Int32 {
            var root = slot
            while parent[Int(root)] != root { root = parent[Int(root)] }
            var current = slot
            while parent[Int(current)] != root { (current, parent[Int(current)]) = (parent[Int(current)], root) }
            return root
        }
        for record in records {
            guard let record, let first = record.slots.first else { continue }
            for slot in record.slots.dropFirst() { parent[Int(find(slot))] = find(first) }
        }
        // Each group's components in the order of its variables: the single query lists the
        // first variable's connected constraints first, then the next one's new ones.
        var groupsByComponent: [Int32: [Int]] = [:]
        var ranks = Array(repeating: [Int32: Int](), count: groups.count)
        for (index, group) in groups.enumerated() {
            for component in group.compactMap({ aliases.slot(ofID: $0.id) }).map(find) where ranks[index][component] == nil {
                ranks[index][component] = ranks[index].count
                groupsByComponent[component, default: []].append(index)
            }
        }
        var found = Array(repeating: [(rank: Int, sequence: Int, constraint: Constraint)](), count: groups.count)
        let candidates = records.compactMap { $0 }.filter { !$0.slots.isEmpty }.sorted { $0.sequence < $1.sequence }
        for record in candidates {
            let component = find(record.slots[0])
            guard let concerned = groupsByComponent[component], let constant = constant(of: record.constraint) else { continue }
            var determined = Set<Int>()
            for delta in [Self.probe, -Self.probe] where determined.count < concerned.count {
                var copy = self
                do {
                    try copy.setConstant(record.constraint, to: constant + delta)
                    try copy.updateVariables()
                } catch {
                    determined.formUnion(concerned)   // the change makes the system infeasible: it binds
                    break
                }
                for index in concerned where !determined.contains(index) {
                    for (variable, value) in zip(groups[index], before[index])
                    where abs(copy.value(of: variable) - value) > Self.probe / 100 {
                        determined.insert(index)
                        break
                    }
                }
            }
            for index in concerned where determined.contains(index) {
                found[index].append((ranks[index][component]!, record.sequence, record.constraint))
            }
        }
        return found.map { entries in entries.sorted { ($0.rank, $0.sequence) < ($1.rank, $1.sequence) }.map(\.constraint) }
    }
}
