import Foundation
import Plumb

/// The part of the plane worth drawing: the canvas grown by a margin on every side.
///
/// Geometry far larger than the image (a guide 9e18 points tall, a view at infinity) is cut to
/// this area before it is drawn, so that no outline, dash, hatch or arc costs more than the image
/// does, and no coordinate overflows Cairo's fixed-point numbers. Inside the area nothing
/// changes, so ordinary scenes draw exactly as before. NaN geometry is not drawn at all.
struct DrawableArea: Equatable {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double

    /// The smallest margin around the canvas, in points.
    static let minimumMargin = 64.0

    /// The area of `canvas` grown on every side by the canvas's larger side (at least
    /// ``minimumMargin``), so strokes, dashes and labels just off the canvas keep their shape.
    init(around canvas: Rect) {
        let margin = Swift.max(Self.minimumMargin, Self.finite(Swift.max(canvas.width, canvas.height)))
        self.init(minX: Self.finite(canvas.minX) - margin, minY: Self.finite(canvas.minY) - margin,
                  maxX: Self.finite(canvas.maxX) + margin, maxY: Self.finite(canvas.maxY) + margin)
    }

    /// An area from its edges.
    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = Swift.max(minX, maxX)
        self.maxY = Swift.max(minY, maxY)
    }

    /// The area as a rectangle.
    var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }

    /// The rectangle with both corners moved into the area (a rectangle wholly outside becomes an
    /// empty one on the area's edge); nil when an edge is NaN. Edges inside the area stay where
    /// they are, so what shows on the canvas is unchanged.
    func clamp(_ rect: Rect) -> Rect? {
        guard let low = clamp(Point(x: rect.minX, y: rect.minY)), let high = clamp(Point(x: rect.maxX, y: rect.maxY)) else {
            return nil
        }
        return Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }

    /// The nearest point of the area; nil for a NaN coordinate.
    func clamp(_ point: Point) -> Point? {
        guard !point.x.isNaN, !point.y.isNaN else { return nil }
        return Point(x: Swift.min(Swift.max(point.x, minX), maxX), y: Swift.min(Swift.max(point.y, minY), maxY))
    }

    /// True when the point lies in the area.
    func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// True when the rectangle overlaps the area (touching counts).
    func intersects(_ rect: Rect) -> Bool {
        rect.maxX >= minX && rect.minX <= maxX && rect.maxY >= minY && rect.minY <= maxY
    }

    /// The path with every point moved into the area, and every arc that leaves it replaced by a
    /// line through its ends; the path itself when it already lies inside (the usual case); nil
    /// when a coordinate is NaN. Rectangles and horizontal or vertical lines keep their visible
    /// parts exactly.
    func clamp(_ path: Path) -> Path? {
        guard !path.elements.allSatisfy(isInside) else { return path }
        var result = Path()
        for element in path.elements {
            switch element {
            case let .move(point):
                guard let point = clamp(point) else { return nil }
                result.move(to: point)
            case let .line(point):
                guard let point = clamp(point) else { return nil }
                result.addLine(to: point)
            case let .arc(center, radius, start, end):
                if isInside(element) {
                    result.addArc(center: center, radius: radius, startAngle: start, endAngle: end)
                    continue
                }
                let ends = [start, end].map { Point(x: center.x + radius * cos($0), y: center.y + radius * sin($0)) }
                guard let first = clamp(ends[0]), let last = clamp(ends[1]) else { return nil }
                if result.elements.isEmpty { result.move(to: first) } else { result.addLine(to: first) }
                result.addLine(to: last)
            case .close:
                result.close()
            }
        }
        return result
    }

    private func isInside(_ element: Path.Element) -> Bool {
        switch element {
        case let .move(point), let .line(point): return contains(point)
        case let .arc(center, radius, start, end):
            return radius.isFinite && start.isFinite && end.isFinite
                && contains(Point(x: center.x - radius, y: center.y - radius))
                && contains(Point(x: center.x + radius, y: center.y + radius))
        case .close: return true
        }
    }

    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
