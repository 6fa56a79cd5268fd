import Plumb

/// A value tests compare within a tolerance: a number, or geometry compared component by
/// component.
public protocol Approximate {
    /// The largest difference between a component of `self` and the same component of `other`.
    func largestDifference(from other: Self) -> Double
}

extension Double: Approximate {
    public func largestDifference(from other: Double) -> Double { abs(self - other) }
}

extension Point: Approximate {
    public func largestDifference(from other: Point) -> Double { max(abs(x - other.x), abs(y - other.y)) }
}

extension Size: Approximate {
    public func largestDifference(from other: Size) -> Double { max(abs(width - other.width), abs(height - other.height)) }
}

extension Rect: Approximate {
    public func largestDifference(from other: Rect) -> Double {
        max(origin.largestDifference(from: other.origin), size.largestDifference(from: other.size))
    }
}

infix operator ≈: ComparisonPrecedence

/// True when every component is within half a point: the tolerance for sizes that come from
/// Pango's text measurement, whose fractional widths differ a little from one font build to
/// the next. `#expect(frame ≈ Rect(...))` prints both sides when it fails. `#expect` does not
/// know this operator's precedence: parenthesise an operand with arithmetic in it, and give
/// each `≈` an `#expect` of its own rather than joining them with `&&`.
public func ≈ <Value: Approximate>(lhs: Value, rhs: Value) -> Bool { isClose(lhs, rhs, within: 0.5) }

/// True when every component of `lhs` is within `tolerance` of the same one of `rhs`.
public func isClose<Value: Approximate>(_ lhs: Value, _ rhs: Value, within tolerance: Double) -> Bool {
    lhs.largestDifference(from: rhs) <= tolerance
}
