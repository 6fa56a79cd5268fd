/// How much a layout constraint matters, 1...1000 (UIKit's `UILayoutPriority`).
///
/// Priorities are strict: a constraint at priority p is never traded away for any number of
/// constraints below p.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority value; valid values are 1...1000.
    public var rawValue: Float

    /// Creates a priority from a value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a raw value (UIKit's `UILayoutPriority(rawValue:)`).
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Lets an integer literal stand for a priority: `~ 999`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }
    /// Lets a decimal literal stand for a priority: `~ 999.5`.
    public init(floatLiteral value: Double) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting` uses for the target size by default.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// True for 1000.
    public var isRequired: Bool { rawValue >= 1000 }
    /// True for a finite value in 1...1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 1 && rawValue <= 1000 }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// Steps up from a named level: `.defaultLow + 1` is 251.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// Steps down from a named level: `.required - 1` is 999.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The value, with no `.0` for whole numbers.
    public var description: String { formatPoints(Double(rawValue)) }
}
