/// The numbers a layout can mean. Constants, sizes, insets and spacings lie within ±10⁷ points;
/// multipliers are 0 or between 10⁻⁶ and 10⁶ in magnitude. Plumb refuses anything outside with
/// a `LayoutError.numberOutOfRange` (the parsers with an error at the number), so no input
/// reaches the solver's limits (`SolverLimits`) or overflows on the way.
public enum LayoutNumbers {
    /// The largest magnitude of a constant, size, inset or spacing, in points: 10⁷.
    public static let largestValue = 1e7
    /// The magnitudes a non-zero multiplier may have.
    public static let multiplierMagnitudes: ClosedRange<Double> = 1e-6...1e6

    /// True for a finite value within ±`largestValue`.
    public static func isValidValue(_ value: Double) -> Bool { value.isFinite && abs(value) <= largestValue }

    /// True for 0 and for finite multipliers whose magnitude is in `multiplierMagnitudes`.
    public static func isValidMultiplier(_ multiplier: Double) -> Bool {
        multiplier == 0 || multiplierMagnitudes.contains(abs(multiplier))
    }

    /// Why `value` is refused ("... is outside ±10000000 points"), or nil when it is valid.
    static func valueProblem(_ value: Double, what: @autoclosure () -> String) -> LayoutError? {
        guard value.isFinite else { return .nonFiniteNumber(what: what(), value: value) }
        guard abs(value) <= largestValue else { return .numberOutOfRange(what: what(), value: value, range: valueRange) }
        return nil
    }

    /// Why `multiplier` is refused, or nil when it is valid.
    static func multiplierProblem(_ multiplier: Double, what: @autoclosure () -> String) -> LayoutError? {
        guard multiplier.isFinite else { return .nonFiniteNumber(what: what(), value: multiplier) }
        guard isValidMultiplier(multiplier) else {
            return .numberOutOfRange(what: what(), value: multiplier, range: multiplierRange)
        }
        return nil
    }

    /// The parsers' message for a number outside `valueRange`, as written (`text`).
    public static func outOfRangeMessage(_ text: String) -> String {
        "The number \(text) is outside what a layout can mean (\(valueRange))."
    }

    /// The parsers' message for a number that is not finite, as written (`text`).
    public static func notFiniteMessage(_ text: String) -> String { "The number \(text) is not finite." }

    /// The parsers' message for a multiplier outside `multiplierMagnitudes`, as written.
    public static func multiplierOutOfRangeMessage(_ text: String) -> String {
        "The multiplier \(text) is out of range (\(multiplierRange))."
    }

    /// The values' range in words, for messages.
    public static let valueRange = "-10000000...10000000 points"
    /// The multipliers' range in words, for messages.
    public static let multiplierRange = "0, or a magnitude within 0.000001...1000000"
}
