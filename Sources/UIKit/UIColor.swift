import Plumb

/// A colour: Plumb's `Color` (sRGB components 0...1, optionally with a dark-appearance value),
/// under UIKit's name. Plumb's system and semantic colours (`.systemBlue`, `.label`,
/// `.systemBackground`, …) carry Apple's published values.
public typealias UIColor = Color

/// Core Graphics' colour, as `layer.borderColor` takes it (`UIColor.cgColor`).
public typealias CGColor = Color

extension Color {
    /// A grey of `white` (0 black, 1 white) and an opacity (UIKit's `init(white:alpha:)`).
    public init(white: Double, alpha: Double) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// The same colour with a new opacity (UIKit's `withAlphaComponent(_:)`).
    public func withAlphaComponent(_ alpha: Double) -> Color { withAlpha(alpha) }

    /// The colour for a layer (UIKit's `cgColor`): the same value here.
    public var cgColor: CGColor { self }

    // UIKit's fixed (non-adaptive) colours, with the components Apple's UIColor reference
    // gives for each ("a color object whose RGB values are 1.0, 0.5, and 0.0" for orange, …).

    /// 1, 0, 0.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// 0, 1, 0.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// 0, 0, 1.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// 0, 1, 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// 1, 1, 0.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// 1, 0, 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// 1, 0.5, 0.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// 0.5, 0, 0.5.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// 0.6, 0.4, 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    /// White 0.5.
    public static let gray = Color(white: 0.5, alpha: 1)
    /// White 1/3.
    public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
    /// White 2/3.
    public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
}
