/// Variables eliminated by required equalities: each variable the solver has seen is
/// `scale · representative + offset`, where the representative stands for its whole
/// component (the variables tied together by eliminated equalities).
///
/// A required equality that, once its variables are replaced by their representatives,
/// relates just two representatives never becomes a tableau row: one component is folded
/// into the other. Insets, alignments, equal sizes and chains of them (a deep hierarchy, a
/// tree of containers) then cost a few multiplications instead of rows the simplex must walk.
struct Aliases {
    /// Slot → the variable.
    private(set) var variables: [Variable] = []
    /// `Variable.id` → slot.
    private var slotOfID = IntTable()
    /// Slot → its representative's slot (itself for a representative).
    private(set) var representative: [Int32] = []
    /// Slot → `scale` and `offset`: variable = scale · representative + offset.
    private(set) var scale: [Double] = []
    private(set) var offset: [Double] = []
    /// Representative slot → the other members of its component.
    private(set) var members: [[Int32]] = []
    /// Representative slot → the eliminated equalities (record slots) of its component.
    private(set) var links: [[Int32]] = []
    /// Representative slot → the tableau constraints (record slots) that mention the
    /// component, with how many there are. The list is lazy: entries may be stale.
    private(set) var uses: [[Int32]] = []
    private(set) var useCount: [Int32] = []
    /// Representative slot → eliminated equalities folded into other components whose rewriting
    /// read this one (through a term that cancelled out): when this component is taken apart,
    /// theirs must be too. Lazy: entries may be stale.
    private(set) var readers: [[Int32]] = []
    /// Slot → true while the solver edits the variable directly (it must stay a representative).
    var isEdited: [Bool] = []
    /// Slot → when it was a representative folded into another: that representative and the
    /// equality that did it (its record slot); -1 otherwise.
    private(set) var foldedInto: [(into: Int32, link: Int32)] = []
    /// Slot → the representatives folded directly into it while it was one.
    private(set) var foldedHere: [[Int32]] = []

    var count: Int { variables.count }

    /// The slot of a variable, if it has one.
    @inline(__always) func slot(ofID id: Int) -> Int32? { slotOfID[id] }

    /// The slot of `variable`, made on first sight.
    mutating func slot(of variable: Variable) -> Int32 {
        if let s = slotOfID[variable.id] { return s }
        let s = Int32(variables.count)
        slotOfID.set(variable.id, s)
        variables.append(variable)
        representative.append(s)
        scale.append(1)
        offset.append(0)
        members.append([])
        links.append([])
        uses.append([])
        useCount.append(0)
        readers.append([])
        isEdited.append(false)
        foldedInto.append((-1, -1))
        foldedHere.append([])
        return s
    }

    @inline(__always) func isRepresentative(_ s: Int32) -> Bool { representative[Int(s)] == s }

    /// The representatives of `slots`, each once, in order of first appearance.
    func representatives(of slots: [Int32]) -> [Int32] {
        var reps: [Int32] = []
        for s in slots where !reps.contains(representative[Int(s)]) { reps.append(representative[Int(s)]) }
        return reps
    }

    /// The component's size (its representative and its other members).
    func size(_ rep: Int32) -> Int { members[Int(rep)].count + 1 }

    /// True when the component of `rep` may be folded into another: no tableau constraint
    /// mentions it (so the fold can contradict nothing) and the core does not edit it.
    func isFoldable(_ rep: Int32) -> Bool { !isEdited[Int(rep)] && useCount[Int(rep)] == 0 }

    // MARK: Bookkeeping

    mutating func addLink(_ record: Int32, to rep: Int32) { links[Int(rep)].append(record) }

    mutating func removeLink(_ record: Int32, from rep: Int32) {
        if let i = links[Int(rep)].lastIndex(of: record) { links[Int(rep)].remove(at: i) }
    }

    mutating func addUse(_ record: Int32, of rep: Int32) {
        uses[Int(rep)].append(record)
        useCount[Int(rep)] += 1
    }

    mutating func removeUse(of rep: Int32) { useCount[Int(rep)] -= 1 }

    mutating func addReader(_ record: Int32, of rep: Int32) { readers[Int(rep)].append(record) }

    /// Takes the component's reader list (the caller filters stale entries).
    mutating func takeReaders(of rep: Int32) -> [Int32] {
        let list = readers[Int(rep)]
        readers[Int(rep)] = []
        return list
    }

    /// Takes the component's use list (the caller filters stale entries).
    mutating func takeUses(of rep: Int32) -> [Int32] {
        let list = uses[Int(rep)]
        uses[Int(rep)] = []
        return list
    }

    /// Replaces the component's use list (after dropping stale entries).
    mutating func setUses(of rep: Int32, to list: [Int32]) { uses[Int(rep)] = list }

    // MARK: Folding and dissolving

    /// Folds the component of `absorbed` into that of `keeper`, given absorbed = ratio ·
    /// keeper + shift, because of the equality `link`. No tableau constraint may mention the
    /// absorbed component.
    mutating func fold(_ absorbed: Int32, into keeper: Int32, ratio: Double, shift: Double, link: Int32) {
        let a = Int(absorbed), k = Int(keeper)
        let moving = members[a] + [absorbed]
        members[a] = []
        for m in moving {
            let i = Int(m)
            representative[i] = keeper
            offset[i] = scale[i] * shift + offset[i]
            scale[i] *= ratio
        }
        members[k] += moving
        links[k] += links[a]
        links[k].append(link)
        links[a] = []
        uses[a] = []
        useCount[a] = 0
        foldedInto[a] = (keeper, link)
        foldedHere[k].append(absorbed)
    }

    /// Moves a member by `delta` (its offset from the representative).
    mutating func shiftOffset(_ slot: Int32, by delta: Double) { offset[Int(slot)] += delta }

    /// `anchor` and every member that came into the component through its fold: they move
    /// together when that fold's equality changes.
    func subtree(of anchor: Int32) -> [Int32] {
        var result: [Int32] = []
        var stack = [anchor]
        while let s = stack.popLast() {
            result.append(s)
            stack.append(contentsOf: foldedHere[Int(s)])
        }
        return result
    }

    /// Makes every member of the component its own representative again (the caller has
    /// taken its equalities and uses to put back).
    mutating func dissolve(_ rep: Int32) {
        let r = Int(rep)
        for m in members[r] + [rep] {
            let i = Int(m)
            representative[i] = m
            scale[i] = 1
            offset[i] = 0
            foldedInto[i] = (-1, -1)
            foldedHere[i] = []
        }
        members[r] = []
        links[r] = []
        uses[r] = []
        useCount[r] = 0
        readers[r] = []
    }

    /// The equalities that justify `slot`'s scale and offset: the ones that folded its
    /// representatives on the way to the current one, and, for each, what justifies the
    /// other variables it related. `variablesOf` gives a record's variable slots.
    func justification(of slot: Int32, variablesOf: (Int32) -> [Int32]) -> [Int32] {
        var found: [Int32] = []
        var seenLinks = Set<Int32>()
        var seenSlots = Set<Int32>()
        var queue = [slot]
        while let s = queue.popLast() {
            guard seenSlots.insert(s).inserted else { continue }
            // Every member was once a representative and was folded: walk its chain of folds
            // up to the current representative.
            var current = s
            while case let (into, link) = foldedInto[Int(current)], link >= 0 {
                if seenLinks.insert(link).inserted {
                    found.append(link)
                    queue.append(contentsOf: variablesOf(link))
                }
                current = into
            }
        }
        return found
    }
}
