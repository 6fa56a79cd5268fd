/// How much a constraint matters: an Auto Layout priority from 1 to 1000.
///
/// Priorities are strict: a constraint at priority p is never given up for any number of
/// constraints below p. 1000 is required.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The priority, 1...1000.
    public let value: Double

    /// Creates a strength; the solver rejects values outside 1...1000.
    public init(_ value: Double) { self.value = value }
    /// Lets an integer literal stand for a strength: `~ 250`.
    public init(integerLiteral value: Int) { self.value = Double(value) }
    /// Lets a decimal literal stand for a strength: `~ 999.5`.
    public init(floatLiteral value: Double) { self.value = value }

    /// 1000: must hold.
    public static let required = Strength(1000)
    /// 750, UIKit's `defaultHigh`.
    public static let high = Strength(750)
    /// 250, UIKit's `defaultLow`.
    public static let low = Strength(250)
    /// 50, UIKit's `fittingSizeLevel`.
    public static let fittingSize = Strength(50)

    /// True for 1000.
    public var isRequired: Bool { value >= 1000 }
    /// True for a finite value in 1...1000.
    public var isValid: Bool { value.isFinite && value >= 1 && value <= 1000 }

    /// Orders strengths by value.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
    /// The value, without `.0` for whole numbers.
    public var description: String { formatNumber(value) }
}
