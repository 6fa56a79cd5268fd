/// A point in points (not pixels).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal position.
    public var x: Double
    /// The vertical position.
    public var y: Double
    /// Creates a point from x and y.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    /// `(x, y)`, with whole numbers printed without `.0`.
    public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double
    /// Creates a size from a width and a height.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// Zero width and zero height.
    public static let zero = Size(width: 0, height: 0)
    /// UIKit's size notation: `{w, h}`.
    public var description: String { "{\(formatPoints(width)), \(formatPoints(height))}" }
}

/// A rectangle: origin plus size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size
    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from its top-left corner's coordinates and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge's x.
    public var minX: Double { origin.x }
    /// The top edge's y.
    public var minY: Double { origin.y }
    /// The width (`size.width`).
    public var width: Double { size.width }
    /// The height (`size.height`).
    public var height: Double { size.height }
    /// The right edge's x.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge's y.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre's x.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre's y.
    public var midY: Double { origin.y + size.height / 2 }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (grown for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// UIKit's frame notation: `(x y; w h)`.
    public var description: String {
        "(\(formatPoints(minX)) \(formatPoints(minY)); \(formatPoints(width)) \(formatPoints(height)))"
    }
}

/// Insets on the four physical edges (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset of the top edge.
    public var top: Double
    /// Inset of the left edge.
    public var left: Double
    /// Inset of the bottom edge.
    public var bottom: Double
    /// Inset of the right edge.
    public var right: Double
    /// Creates insets; edges not given are zero.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
    /// No inset on any edge.
    public static let zero = EdgeInsets()
    /// True when every inset is a finite number.
    public var isFinite: Bool { [top, left, bottom, right].allSatisfy(\.isFinite) }
    /// UIKit's insets notation: `{top, left, bottom, right}`.
    public var description: String {
        "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
    }
}

/// Insets on leading and trailing edges, which swap under right-to-left layout
/// (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Inset of the top edge.
    public var top: Double
    /// Inset of the leading edge.
    public var leading: Double
    /// Inset of the bottom edge.
    public var bottom: Double
    /// Inset of the trailing edge.
    public var trailing: Double
    /// Creates insets; edges not given are zero.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }
    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets()

    /// The physical insets for a layout direction.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

/// Which way text runs, and so which side is leading.
public enum LayoutDirection: Sendable, Hashable {
    /// Leading is left, as in English.
    case leftToRight
    /// Leading is right, as in Arabic or Hebrew.
    case rightToLeft
}

/// Prints a number of points the way UIKit logs do: no trailing `.0` for whole numbers.
public func formatPoints(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return value == 0 ? "0" : String(Int(value))
    }
    return String(value)
}
