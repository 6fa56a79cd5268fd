/// A part of a view or layout guide that a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Edges, sizes and centres.
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// Text baselines (views only).
    case lastBaseline, firstBaseline
    /// Edges of the layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// Centres within the layout margins.
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute

    /// UIKit's `baseline`: the last baseline.
    public static let baseline = LayoutAttribute.lastBaseline

    /// Which axis the attribute lies on; nil for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// True for width and height.
    public var isDimension: Bool { self == .width || self == .height }

    /// True for the four edges, by side or by reading direction (not margins or baselines).
    public var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }

    /// True for leading and trailing (and their margins), which flip under right-to-left layout.
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// True for left and right (and their margins), which never flip.
    public var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// True for the margin attributes, which act on the layout margins guide.
    public var isMargin: Bool { marginFree != self }

    /// The plain attribute a margin attribute stands for on the layout margins guide.
    public var marginFree: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// The attribute's name, e.g. `centerX`.
    public var description: String { rawValue }
}

/// The horizontal or vertical axis.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// Left to right, and top to bottom.
    case horizontal, vertical
}

/// How the two sides of a constraint compare.
public enum LayoutRelation: String, Sendable, Hashable, CustomStringConvertible {
    /// `<=`, `==` and `>=`.
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The relation with its sides swapped: `<=` becomes `>=` and the other way round.
    public var reversed: LayoutRelation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }

    /// `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    /// The relation's symbol: `<=`, `==` or `>=`.
    public var description: String { symbol }
}
