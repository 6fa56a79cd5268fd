/// The constraints installed on a view, in activation order, with removal in O(1): a removed
/// constraint leaves a hole (its slot is kept in the constraint), and the holes are squeezed
/// out once they are the majority.
struct InstalledConstraints {
    private(set) var slots: [LayoutConstraint?] = []
    private var holes = 0

    /// The constraints, in the order they were installed.
    var all: [LayoutConstraint] { holes == 0 ? slots.map { $0! } : slots.compactMap { $0 } }

    mutating func append(_ constraint: LayoutConstraint) {
        constraint.slotInContainer = slots.count
        slots.append(constraint)
    }

    mutating func remove(_ constraint: LayoutConstraint) {
        let slot = constraint.slotInContainer
        guard slot >= 0, slot < slots.count, slots[slot] === constraint else { return }
        slots[slot] = nil
        constraint.slotInContainer = -1
        holes += 1
        guard holes > 16, holes * 2 > slots.count else { return }
        let kept: [LayoutConstraint] = slots.compactMap { $0 }
        for (i, c) in kept.enumerated() { c.slotInContainer = i }
        slots = kept
        holes = 0
    }
}

/// The active constraints that name an item, held weakly and cleaned lazily: what
/// `removeFromSuperview` needs to find the constraints that leave with a subtree without
/// scanning every constraint above it.
struct ConstraintReferences {
    private struct Entry { weak var constraint: LayoutConstraint? }
    private var entries: [Entry] = []

    /// The constraints that still name the item and are active.
    var active: [LayoutConstraint] { entries.compactMap { $0.constraint }.filter { $0.installedView != nil } }

    mutating func append(_ constraint: LayoutConstraint) {
        if entries.count >= 32, entries.count.nonzeroBitCount == 1 {
            // At each power of two, drop what is gone or inactive: amortised O(1).
            entries.removeAll { $0.constraint?.installedView == nil }
        }
        entries.append(Entry(constraint: constraint))
    }
}
