/// An sRGB colour with alpha, each component in 0...1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Creates a colour from components in 0...1 (clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
    }

    /// Creates a colour from 0...255 components, as design tools give them.
    public init(red255 red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded = digits.count == 3 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        var channels: [Int] = []
        var index = expanded.startIndex
        while index < expanded.endIndex {
            let next = expanded.index(index, offsetBy: 2)
            channels.append(Int(expanded[index..<next], radix: 16) ?? 0)
            index = next
        }
        self.init(red255: channels[0], green: channels[1], blue: channels[2],
                  alpha: channels.count == 4 ? Double(channels[3]) / 255 : 1)
    }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's system blue, #007aff: tint, and satisfied constraints in Interface Builder.
    public static let systemBlue = Color(red255: 0, green: 122, blue: 255)
    /// UIKit's system orange, #ff9500: ambiguous layout in Interface Builder.
    public static let systemOrange = Color(red255: 255, green: 149, blue: 0)
    /// UIKit's system red, #ff3b30: conflicting constraints in Interface Builder.
    public static let systemRed = Color(red255: 255, green: 59, blue: 48)
    /// UIKit's system green, #34c759.
    public static let systemGreen = Color(red255: 52, green: 199, blue: 89)
    /// UIKit's system grey, #8e8e93.
    public static let systemGray = Color(red255: 142, green: 142, blue: 147)
    /// A light grey for fills, #e5e5ea.
    public static let systemGray5 = Color(red255: 229, green: 229, blue: 234)
    /// UIKit's placeholder text grey (#3c3c43 at 30 %).
    public static let placeholderText = Color(red255: 60, green: 60, blue: 67, alpha: 0.3)
    /// UIKit's separator grey (#3c3c43 at 29 %), used for borders.
    public static let separator = Color(red255: 60, green: 60, blue: 67, alpha: 0.29)
}
