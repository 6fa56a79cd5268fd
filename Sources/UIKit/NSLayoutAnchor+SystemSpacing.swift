import Plumb

/// UIKit's standard spacing between sibling views, 8 points: the `-` of the visual format
/// ("the standard space is 8 points between views", Apple's Auto Layout Guide, Visual Format
/// Language). UIKit measures text-to-text spacing from baselines and scales it with Dynamic
/// Type; Plumb uses the fixed 8 points.
/// Each constraint keeps the caller's file and line, for logs, as Plumb's anchors do.
private let systemSpacing: Double = 8

extension XAxisAnchor {
    /// `self == anchor + 8 × multiplier` (UIKit's `constraint(equalToSystemSpacingAfter:multiplier:)`).
    public func constraint(equalToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier, file: file, line: line)
    }
    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier, file: file, line: line)
    }
    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: XAxisAnchor, multiplier: Double,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier, file: file, line: line)
    }
}

extension YAxisAnchor {
    /// `self == anchor + 8 × multiplier` (UIKit's `constraint(equalToSystemSpacingBelow:multiplier:)`).
    public func constraint(equalToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier, file: file, line: line)
    }
    /// `self >= anchor + 8 × multiplier`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier, file: file, line: line)
    }
    /// `self <= anchor + 8 × multiplier`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: YAxisAnchor, multiplier: Double,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: anchor, constant: systemSpacing * multiplier, file: file, line: line)
    }
}
