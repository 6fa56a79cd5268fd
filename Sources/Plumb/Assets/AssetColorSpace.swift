import Foundation

/// The colour spaces a colour set's `color-space` names, and how each reaches the sRGB values
/// Plumb draws with (Apple's Asset Catalog Format Reference, "color-space" in Image Set Type:
/// `srgb`, `display-p3`, `extended-srgb`, `extended-linear-srgb`, `gray-gamma-22`,
/// `extended-gray`).
enum AssetColorSpace: String, CaseIterable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// True for the grey spaces, whose components are `white` and `alpha`.
    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// The sRGB colour for components in this space; values outside sRGB's gamut are clamped
    /// (Plumb draws sRGB only, as a non-wide-colour screen shows it).
    func sRGB(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        switch self {
        case .sRGB, .extendedSRGB, .extendedGray:
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case .extendedLinearSRGB:
            return Color(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), alpha: alpha)
        case .grayGamma22:
            // A 2.2 gamma grey: undo the gamma, then encode with sRGB's curve.
            let linear = Self.encode(pow(max(red, 0), 2.2))
            return Color(red: linear, green: linear, blue: linear, alpha: alpha)
        case .displayP3:
            // Display P3 shares sRGB's transfer curve; its linear values reach linear sRGB
            // through the matrix between the two sets of primaries (P3's from SMPTE EG 432-1,
            // sRGB's from IEC 61966-2-1, both with a D65 white point).
            let r = Self.decode(red), g = Self.decode(green), b = Self.decode(blue)
            return Color(red: Self.encode(1.2249401 * r - 0.2249404 * g),
                         green: Self.encode(-0.0420569 * r + 1.0420571 * g),
                         blue: Self.encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                         alpha: alpha)
        }
    }

    /// sRGB's transfer curve, linear light to encoded value (IEC 61966-2-1).
    static func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The inverse of ``encode(_:)``.
    static func decode(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
