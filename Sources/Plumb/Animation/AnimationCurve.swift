/// How an animation's progress follows time, as UIKit's `UIView.AnimationCurve`: linear, or a
/// cubic Bézier timing curve from (0, 0) to (1, 1) with Core Animation's control points.
public enum AnimationCurve: String, Sendable, Hashable, CaseIterable {
    /// Constant speed.
    case linear
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    case easeIn
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    case easeOut
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1).
    case easeInOut

    /// The Bézier curve's two inner control points.
    public var controlPoints: (Point, Point) {
        switch self {
        case .linear: return (Point(x: 0, y: 0), Point(x: 1, y: 1))
        case .easeIn: return (Point(x: 0.42, y: 0), Point(x: 1, y: 1))
        case .easeOut: return (Point(x: 0, y: 0), Point(x: 0.58, y: 1))
        case .easeInOut: return (Point(x: 0.42, y: 0), Point(x: 0.58, y: 1))
        }
    }

    /// The progress (0...1) at `time` (0...1, clamped): the curve's y where its x is `time`.
    public func progress(at time: Double) -> Double {
        let t = min(1, max(0, time))
        guard self != .linear else { return t }
        let (p1, p2) = controlPoints
        let u = Self.parameter(forX: t, p1.x, p2.x)
        return Self.bezier(u, p1.y, p2.y)
    }

    /// One coordinate of the cubic Bézier from 0 to 1 with inner control values `a` and `b`.
    static func bezier(_ u: Double, _ a: Double, _ b: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u
    }

    /// The Bézier parameter whose x is `x`: Newton's method, then bisection when it stalls.
    /// x(u) is increasing for control x values in 0...1, so the root is unique.
    static func parameter(forX x: Double, _ a: Double, _ b: Double) -> Double {
        var u = x
        for _ in 0..<8 {
            let error = bezier(u, a, b) - x
            if abs(error) < 1e-12 { return u }
            let v = 1 - u
            let slope = 3 * v * v * a + 6 * v * u * (b - a) + 3 * u * u * (1 - b)
            if abs(slope) < 1e-9 { break }
            u -= error / slope
        }
        var low = 0.0, high = 1.0
        u = min(1, max(0, u))
        for _ in 0..<60 {
            let value = bezier(u, a, b)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }
}
