/// All four edges of an item, optionally inset: `a.edges == b.edges.inset(by: 8)`.
public struct EdgesAnchor {
    /// The item whose edges these are.
    public let item: LayoutItem
    /// Insets applied when this is the right side: top and leading move in, bottom and trailing move in.
    public var insets = DirectionalEdgeInsets.zero

    /// The same edges, inset (positive values move each edge inwards).
    public func inset(by insets: DirectionalEdgeInsets) -> EdgesAnchor {
        var copy = self
        copy.insets = insets
        return copy
    }
    /// The same edges, inset by the same amount on every side.
    public func inset(by value: Double) -> EdgesAnchor { inset(by: DirectionalEdgeInsets(all: value)) }
}

/// Both centres of an item, optionally offset.
public struct CenterAnchor {
    /// The item whose centre this is.
    public let item: LayoutItem
    /// How far the centre is moved, in points.
    public var offset = Point.zero

    /// The centre moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> CenterAnchor {
        CenterAnchor(item: item, offset: Point(x: offset.x + dx, y: offset.y + dy))
    }
}

/// Width and height of an item together.
public struct SizeAnchor {
    /// The item whose size this is.
    public let item: LayoutItem
    /// Factor applied to width and height when this is the right side.
    public var multiplier: Double = 1
    /// Points added to width and height when this is the right side.
    public var constant = Size.zero
}

extension LayoutItem {
    /// Top, leading, bottom and trailing together.
    public var edges: EdgesAnchor { EdgesAnchor(item: self) }
    /// centerX and centerY together.
    @_disfavoredOverload public var center: CenterAnchor { CenterAnchor(item: self) }
    /// Width and height together.
    public var size: SizeAnchor { SizeAnchor(item: self) }
}

private func pair(_ lhs: LayoutItem, _ rhs: LayoutItem, _ relation: LayoutRelation,
                  _ parts: [(LayoutAttribute, Double, Double)]) -> [LayoutConstraint] {
    parts.map { attribute, multiplier, constant in
        LayoutConstraint(lhs, attribute, relation, rhs, attribute, multiplier: multiplier, constant: constant, source: nil)
    }
}

/// Four constraints: top, leading, bottom, trailing (insets move the left side's edges inwards).
public func == (lhs: EdgesAnchor, rhs: EdgesAnchor) -> [LayoutConstraint] {
    let i = rhs.insets
    return pair(lhs.item, rhs.item, .equal,
                [(.top, 1, i.top), (.leading, 1, i.leading), (.bottom, 1, -i.bottom), (.trailing, 1, -i.trailing)])
}

/// Keeps the left side inside the right side: edges at least `insets` in.
public func <= (lhs: EdgesAnchor, rhs: EdgesAnchor) -> [LayoutConstraint] {
    let i = rhs.insets
    return [LayoutConstraint(lhs.item, .top, .greaterThanOrEqual, rhs.item, .top, multiplier: 1, constant: i.top, source: nil),
            LayoutConstraint(lhs.item, .leading, .greaterThanOrEqual, rhs.item, .leading, multiplier: 1, constant: i.leading, source: nil),
            LayoutConstraint(lhs.item, .bottom, .lessThanOrEqual, rhs.item, .bottom, multiplier: 1, constant: -i.bottom, source: nil),
            LayoutConstraint(lhs.item, .trailing, .lessThanOrEqual, rhs.item, .trailing, multiplier: 1, constant: -i.trailing, source: nil)]
}

/// Two constraints: centerX and centerY.
public func == (lhs: CenterAnchor, rhs: CenterAnchor) -> [LayoutConstraint] {
    pair(lhs.item, rhs.item, .equal, [(.centerX, 1, rhs.offset.x - lhs.offset.x), (.centerY, 1, rhs.offset.y - lhs.offset.y)])
}

/// Two constraints: width and height.
public func == (lhs: SizeAnchor, rhs: SizeAnchor) -> [LayoutConstraint] {
    pair(lhs.item, rhs.item, .equal, [(.width, rhs.multiplier, rhs.constant.width), (.height, rhs.multiplier, rhs.constant.height)])
}

/// Two constraints: a fixed width and height.
public func == (lhs: SizeAnchor, rhs: Size) -> [LayoutConstraint] {
    [lhs.item.widthAnchor == rhs.width, lhs.item.heightAnchor == rhs.height]
}
/// At least this size.
public func >= (lhs: SizeAnchor, rhs: Size) -> [LayoutConstraint] {
    [lhs.item.widthAnchor >= rhs.width, lhs.item.heightAnchor >= rhs.height]
}
/// At most this size.
public func <= (lhs: SizeAnchor, rhs: Size) -> [LayoutConstraint] {
    [lhs.item.widthAnchor <= rhs.width, lhs.item.heightAnchor <= rhs.height]
}

/// A scaled size: `a.size == b.size * 0.5`.
public func * (lhs: SizeAnchor, rhs: Double) -> SizeAnchor {
    SizeAnchor(item: lhs.item, multiplier: lhs.multiplier * rhs, constant: Size(width: lhs.constant.width * rhs, height: lhs.constant.height * rhs))
}
/// A grown size: `a.size == b.size + Size(width: 10, height: 10)`.
public func + (lhs: SizeAnchor, rhs: Size) -> SizeAnchor {
    SizeAnchor(item: lhs.item, multiplier: lhs.multiplier,
               constant: Size(width: lhs.constant.width + rhs.width, height: lhs.constant.height + rhs.height))
}
