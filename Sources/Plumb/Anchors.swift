/// An anchor: one attribute of one item, typed by axis so that nonsense does not compile.
///
/// The three anchor types share these methods; each relates only to its own type, so an
/// x-axis anchor cannot be related to a y-axis anchor or to a size.
public protocol LayoutAnchor {
    /// The item the anchor belongs to.
    var item: LayoutItem { get }
    /// Which attribute of the item.
    var attribute: LayoutAttribute { get }
}

extension LayoutAnchor {
    /// `self == other + constant`.
    public func constraint(equalTo other: Self, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor: self, relation: .equal, to: other, multiplier: 1, constant: constant,
                         source: SourceLocation(file: file, line: line))
    }

    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: Self, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor: self, relation: .greaterThanOrEqual, to: other, multiplier: 1,
                         constant: constant, source: SourceLocation(file: file, line: line))
    }

    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: Self, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor: self, relation: .lessThanOrEqual, to: other, multiplier: 1,
                         constant: constant, source: SourceLocation(file: file, line: line))
    }
}

/// A horizontal position: leading, trailing, left, right or centerX.
public struct XAxisAnchor: LayoutAnchor {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// Which horizontal attribute of the item.
    public let attribute: LayoutAttribute
}

/// A vertical position: top, bottom, centerY, firstBaseline or lastBaseline.
public struct YAxisAnchor: LayoutAnchor {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// Which vertical attribute of the item.
    public let attribute: LayoutAttribute
}

/// A size: width or height. Only sizes can equal a constant or take a multiplier.
public struct DimensionAnchor: LayoutAnchor {
    /// The item the anchor belongs to.
    public let item: LayoutItem
    /// Which size of the item: width or height.
    public let attribute: LayoutAttribute

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor: self, relation: .equal, constant: constant, source: SourceLocation(file: file, line: line))
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor: self, relation: .greaterThanOrEqual, constant: constant,
                         source: SourceLocation(file: file, line: line))
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor: self, relation: .lessThanOrEqual, constant: constant,
                         source: SourceLocation(file: file, line: line))
    }

    /// `self == multiplier × other + constant`.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor: self, relation: .equal, to: other, multiplier: multiplier, constant: constant,
                         source: SourceLocation(file: file, line: line))
    }

    /// `self >= multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor: self, relation: .greaterThanOrEqual, to: other, multiplier: multiplier,
                         constant: constant, source: SourceLocation(file: file, line: line))
    }

    /// `self <= multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        LayoutConstraint(anchor: self, relation: .lessThanOrEqual, to: other, multiplier: multiplier,
                         constant: constant, source: SourceLocation(file: file, line: line))
    }
}

/// Where in the source a constraint was made: `#fileID:#line`, or a scene file's line.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The source file (`#fileID`) or scene file.
    public var file: String
    /// The line number.
    public var line: Int
    /// The column, when known.
    public var column: Int?
    /// Creates a location from a file, a line and an optional column.
    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file; self.line = line; self.column = column
    }
    /// `file:line`, or `file:line:column` when the column is known.
    public var description: String { column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)" }
}
