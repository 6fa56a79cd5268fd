import Plumb

/// A font: Plumb's `Font` under UIKit's name. The system font is drawn in the family that
/// stands in for San Francisco on Linux (`Font.systemFamilyStandIn`), so widths differ from a
/// device's; sizes and the text styles' Dynamic Type table are Apple's.
public typealias UIFont = Font

extension Font {
    /// UIKit's text styles (`UIFont.TextStyle.body`, …).
    public typealias TextStyle = Plumb.TextStyle

    /// A font weight, by UIKit's raw values (`UIFont.Weight.regular` is 0, `.bold` 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight's value, −1 (ultra light) … 1 (black).
        public var rawValue: Double
        /// A weight from its value.
        public init(rawValue: Double) { self.rawValue = rawValue }

        // The values UIKit's headers (UIFontDescriptor.h) give the named weights.

        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// Plumb's fonts have two faces, regular and bold: semibold and heavier draw bold (as
        /// Plumb's headline style, semibold on iOS, does).
        var isBold: Bool { rawValue >= Weight.semibold.rawValue }
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: systemFamilyName, size: size, bold: weight.isBold)
    }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: Double) -> Font { boldSystem(size: size) }

    /// The font's size in points.
    public var pointSize: Double { size }

    /// The same font at another size (UIKit's `withSize(_:)`).
    public func withSize(_ fontSize: Double) -> Font {
        var font = self
        font.size = fontSize
        return font
    }

    /// The default size for labels, 17 points (UIKit's `UIFont.labelFontSize`).
    public static let labelFontSize: Double = 17
    /// The default size for buttons, 18 points (UIKit's `UIFont.buttonFontSize`).
    public static let buttonFontSize: Double = 18
    /// The default system font size, 14 points (UIKit's `UIFont.systemFontSize`).
    public static let systemFontSize: Double = 14
}
