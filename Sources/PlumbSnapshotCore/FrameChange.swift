import Plumb

/// How one view's frame differs between two layouts, matched by its key (its identifier): it
/// moved, was resized, is new or is gone. A snapshot failure says which views moved with these,
/// and so does `plumb diff`.
public struct FrameChange: Sendable, Equatable {
    /// The view's key.
    public let key: String
    /// Its frame before; nil when the view is new.
    public let old: Rect?
    /// Its frame after; nil when the view is gone.
    public let new: Rect?

    /// Creates a change.
    public init(key: String, old: Rect?, new: Rect?) {
        self.key = key
        self.old = old
        self.new = new
    }

    /// True when the view is only in the second layout.
    public var isAdded: Bool { old == nil && new != nil }
    /// True when the view is only in the first layout.
    public var isRemoved: Bool { old != nil && new == nil }
    /// True when the view's origin changed.
    public var isMoved: Bool { guard let old, let new else { return false }; return old.origin != new.origin }
    /// True when the view's size changed.
    public var isResized: Bool { guard let old, let new else { return false }; return old.size != new.size }

    /// How far the origin moved (new minus old); nil unless the view is in both layouts.
    public var offset: Point? {
        guard let old, let new else { return nil }
        return Point(x: new.minX - old.minX, y: new.minY - old.minY)
    }

    /// How much the size changed (new minus old); nil unless the view is in both layouts.
    public var growth: Size? {
        guard let old, let new else { return nil }
        return Size(width: new.width - old.width, height: new.height - old.height)
    }

    /// `title moved from (16 20) to (16 28) and resized from 100×20 to 120×20`, `title is new`,
    /// `title is gone`.
    public var sentence: String {
        guard let old, let new else { return "\(key) " + (old == nil ? "is new" : "is gone") }
        var parts: [String] = []
        if isMoved {
            parts.append("moved from (\(formatPoints(old.minX)) \(formatPoints(old.minY))) to (\(formatPoints(new.minX)) \(formatPoints(new.minY)))")
        }
        if isResized {
            parts.append("resized from \(formatPoints(old.width))×\(formatPoints(old.height)) to \(formatPoints(new.width))×\(formatPoints(new.height))")
        }
        return "\(key) " + parts.joined(separator: " and ")
    }

    /// The views whose frames differ between two layouts (each a frame by key), by key: in
    /// `order` first (keys it lacks follow, sorted), so a caller can keep a file's order.
    public static func between(_ old: [String: Rect], _ new: [String: Rect], order: [String] = []) -> [FrameChange] {
        let all = Set(old.keys).union(new.keys)
        let ordered = order.filter(all.contains)
        let rest = all.subtracting(ordered).sorted()
        var seen = Set<String>()
        return (ordered + rest).compactMap { key in
            guard seen.insert(key).inserted, old[key] != new[key] else { return nil }
            return FrameChange(key: key, old: old[key], new: new[key])
        }
    }
}
