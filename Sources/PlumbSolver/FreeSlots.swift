/// Reusable numbered slots in an array of optionals: a freed slot is handed out again, so
/// slot numbers stay small and stable while their occupants come and go.
struct FreeSlots {
    private var free: [Int32] = []

    /// Stores `item` in a free slot of `items` (or a new one at the end) and returns the slot.
    mutating func insert<Element>(_ item: Element, into items: inout [Element?]) -> Int32 {
        if let slot = free.popLast() {
            items[Int(slot)] = item
            return slot
        }
        items.append(item)
        return Int32(items.count - 1)
    }

    /// Empties `slot` of `items` for reuse.
    mutating func release<Element>(_ slot: Int32, in items: inout [Element?]) {
        items[Int(slot)] = nil
        free.append(slot)
    }
}
