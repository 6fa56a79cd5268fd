/// An outline to fill, stroke or clip to: straight lines, arcs and closed subpaths, in points.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A circular arc around `center`, from `startAngle` to `endAngle` (radians, clockwise on screen).
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)
        /// Closes the subpath.
        case close
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle, with rounded corners when `cornerRadius` is positive.
    public init(rect: Rect, cornerRadius: Double = 0) {
        addRect(rect, cornerRadius: cornerRadius)
    }

    /// A circle of `radius` around `center`.
    public init(circleAround center: Point, radius: Double) {
        elements = [.move(Point(x: center.x + radius, y: center.y)),
                    .arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi), .close]
    }

    /// A straight segment.
    public init(line from: Point, to: Point) {
        elements = [.move(from), .line(to)]
    }

    /// Starts a new subpath.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// Adds a straight line.
    public mutating func addLine(to point: Point) { elements.append(.line(point)) }
    /// Adds an arc.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle))
    }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// Adds a closed rectangle, with corners rounded by at most half the shorter side.
    public mutating func addRect(_ rect: Rect, cornerRadius: Double = 0) {
        let radius = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            elements += [.move(rect.origin), .line(Point(x: rect.maxX, y: rect.minY)),
                         .line(Point(x: rect.maxX, y: rect.maxY)), .line(Point(x: rect.minX, y: rect.maxY)), .close]
            return
        }
        let half = Double.pi / 2
        elements += [
            .move(Point(x: rect.minX + radius, y: rect.minY)),
            .arc(center: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: -half, endAngle: 0),
            .arc(center: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: 0, endAngle: half),
            .arc(center: Point(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: half, endAngle: 2 * half),
            .arc(center: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: 2 * half, endAngle: 3 * half),
            .close,
        ]
    }

    /// Appends another path's elements.
    public mutating func append(_ other: Path) { elements += other.elements }
}
