/// An object the engine keeps a record for: it stores the index of its record once (its
/// slot), so finding the record is an array access, not a hash of its identity.
protocol EngineSlotted: AnyObject {
    /// The object's slot in the live engine of its tree; -1 when it has none.
    var engineSlot: Int { get set }
}

/// Records indexed by slot, with the freed slots reused.
///
/// A tree's live engine owns its objects' `engineSlot`. A sizing engine
/// (`systemLayoutSizeFitting`) registers objects the live engine may be holding at the same
/// time, so it keeps its own index of their slots instead (`privateIndex`).
struct EngineSlots<Record> {
    /// Each slot's owner and record; nil for a free slot.
    private(set) var entries: [(owner: ObjectIdentifier, record: Record)?] = []
    private var free: [Int] = []
    /// The slots of a sizing engine's objects, which leave their own `engineSlot` alone.
    private var privateIndex: [ObjectIdentifier: Int]?
    /// How many slots are in use.
    private(set) var count = 0

    init(ownsObjectSlots: Bool) {
        privateIndex = ownsObjectSlots ? nil : [:]
    }

    /// The object's slot here, if it has a record.
    @inline(__always)
    func slot(of object: some EngineSlotted) -> Int? {
        if let privateIndex { return privateIndex[ObjectIdentifier(object)] }
        let slot = object.engineSlot
        guard slot >= 0, slot < entries.count, entries[slot]?.owner == ObjectIdentifier(object) else { return nil }
        return slot
    }

    /// Makes a record for an object without one; returns its slot.
    mutating func insert(_ record: Record, for object: some EngineSlotted) -> Int {
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            entries[slot] = (ObjectIdentifier(object), record)
        } else {
            slot = entries.count
            entries.append((ObjectIdentifier(object), record))
        }
        if privateIndex != nil { privateIndex![ObjectIdentifier(object)] = slot } else { object.engineSlot = slot }
        count += 1
        return slot
    }

    /// Drops an object's record; returns it.
    mutating func remove(_ object: some EngineSlotted) -> Record? {
        guard let slot = slot(of: object), let entry = entries[slot] else { return nil }
        entries[slot] = nil
        free.append(slot)
        if privateIndex != nil { privateIndex![ObjectIdentifier(object)] = nil } else { object.engineSlot = -1 }
        count -= 1
        return entry.record
    }

    /// The record at a slot in use.
    subscript(slot: Int) -> Record {
        get { entries[slot].unsafelyUnwrapped.record }
        _modify { yield &entries[slot]!.record }
    }

    /// The slots in use, in slot order.
    var usedSlots: [Int] { entries.indices.filter { entries[$0] != nil } }
}
