/// An sRGB colour with alpha, each component in 0...1. A dynamic colour (``init(light:dark:)``,
/// and UIKit's semantic colours such as ``label`` and ``systemBackground``) also has a value for
/// the dark appearance; its components are the light value, and ``resolved(for:)`` picks one.
/// Views draw their colours resolved against their ``View/traitCollection``.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double
    /// The dark appearance's components, when they differ from the light ones.
    private var darkValue: DarkValue?

    /// The components of a dynamic colour's dark value.
    private struct DarkValue: Hashable, Sendable {
        var red, green, blue, alpha: Double
    }

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

    /// A dynamic colour: `light` in the light appearance, `dark` in the dark one (each taken
    /// in its own appearance when it is dynamic itself).
    public init(light: Color, dark: Color) {
        let light = light.resolved(for: .light), dark = dark.resolved(for: .dark)
        self = light
        if dark != light { darkValue = DarkValue(red: dark.red, green: dark.green, blue: dark.blue, alpha: dark.alpha) }
    }

    /// True when the colour has a different value in the dark appearance.
    public var isDynamic: Bool { darkValue != nil }

    /// The plain colour drawn in an appearance.
    public func resolved(for style: UserInterfaceStyle) -> Color {
        guard let darkValue else { return self }
        if style == .light { return Color(red: red, green: green, blue: blue, alpha: alpha) }
        return Color(red: darkValue.red, green: darkValue.green, blue: darkValue.blue, alpha: darkValue.alpha)
    }

    /// The same colour with another opacity (in both appearances).
    public func withAlpha(_ alpha: Double) -> Color {
        let light = Color(red: red, green: green, blue: blue, alpha: alpha)
        return isDynamic ? Color(light: light, dark: resolved(for: .dark).withAlpha(alpha)) : light
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque; a dynamic colour as the scene file spells it,
    /// `{light: "#rrggbb", dark: "#rrggbb"}`.
    public var description: String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        let light = "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
        guard isDynamic else { return light }
        return "{light: \"\(light)\", dark: \"\(resolved(for: .dark).description)\"}"
    }

    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
