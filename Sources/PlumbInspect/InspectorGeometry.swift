import Plumb

/// A rectangle in the page's model, written as `[x, y, width, height]` in points.
public struct InspectorRect: Codable, Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The same rectangle as Plumb's `Rect`.
    public init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }

    /// Reads `[x, y, width, height]`.
    public init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        self.init(x: try values.decode(Double.self), y: try values.decode(Double.self),
                  width: try values.decode(Double.self), height: try values.decode(Double.self))
    }

    /// Writes `[x, y, width, height]`.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.unkeyedContainer()
        for value in [x, y, width, height] { try values.encode(value) }
    }
}

/// Insets by physical edge, written as `[top, left, bottom, right]`.
public struct InspectorInsets: Codable, Hashable, Sendable {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double

    /// The same insets as Plumb's `EdgeInsets`.
    public init(_ insets: EdgeInsets) {
        top = insets.top; left = insets.left; bottom = insets.bottom; right = insets.right
    }

    /// Reads `[top, left, bottom, right]`.
    public init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        top = try values.decode(Double.self)
        left = try values.decode(Double.self)
        bottom = try values.decode(Double.self)
        right = try values.decode(Double.self)
    }

    /// Writes `[top, left, bottom, right]`.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.unkeyedContainer()
        for value in [top, left, bottom, right] { try values.encode(value) }
    }
}

/// One value per axis: hugging or compression-resistance priorities, or constraint lists.
public struct InspectorAxes<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    /// The horizontal value.
    public var horizontal: Value
    /// The vertical value.
    public var vertical: Value

    /// Creates a pair.
    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// Where something was written: a scene file's line and column, or a Swift file's line.
public struct InspectorSource: Codable, Hashable, Sendable {
    /// The file as the scene names it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, when known.
    public var column: Int?
    /// The file's absolute path, for links; nil when the file is not a path (a Swift `#fileID`).
    public var path: String?

    /// The location of a Plumb `SourceLocation`; a relative scene-file path is resolved against
    /// `directory` when that file exists.
    public init(_ location: SourceLocation, directory: String?) {
        file = location.file
        line = location.line
        column = location.column
        path = SourcePaths.absolute(location.file, in: directory)
    }
}
