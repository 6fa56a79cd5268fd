import Foundation

/// WCAG 2.x contrast (Web Content Accessibility Guidelines 2.1, success criterion 1.4.3
/// "Contrast (Minimum)", level AA, and its definitions of "relative luminance", "contrast
/// ratio" and "large scale" text): the ratio is (L1 + 0.05) / (L2 + 0.05), L1 the lighter
/// colour's relative luminance; AA asks 4.5:1 of text and 3:1 of large text (at least 18
/// points, or 14 points bold): https://www.w3.org/TR/WCAG21/#contrast-minimum and
/// https://www.w3.org/TR/WCAG21/#dfn-relative-luminance.
public enum ContrastRatio {
    /// WCAG AA's minimum for text (4.5:1).
    public static let normalTextMinimum = 4.5
    /// WCAG AA's minimum for large text (3:1).
    public static let largeTextMinimum = 3.0

    /// WCAG's relative luminance of an opaque sRGB colour: each channel linearised (c / 12.92
    /// at or below 0.04045, else ((c + 0.055) / 1.055)^2.4), then 0.2126 R + 0.7152 G + 0.0722 B.
    public static func relativeLuminance(of color: Color) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The contrast ratio of two opaque colours, 1 to 21, whichever is lighter.
    public static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = relativeLuminance(of: a), lb = relativeLuminance(of: b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `top` drawn over the opaque `bottom` (source-over, per sRGB channel, as the renderer
    /// blends): an opaque colour.
    public static func composite(_ top: Color, over bottom: Color) -> Color {
        func blend(_ t: Double, _ b: Double) -> Double { t * top.alpha + b * (1 - top.alpha) }
        return Color(red: blend(top.red, bottom.red), green: blend(top.green, bottom.green), blue: blend(top.blue, bottom.blue))
    }

    /// True for WCAG's large-scale text: at least 18 points, or at least 14 points bold.
    public static func isLargeText(_ font: Font) -> Bool { font.size >= 18 || (font.isBold && font.size >= 14) }

    /// The ratio WCAG AA asks of text in `font`: 3 for large text, else 4.5.
    public static func requiredMinimum(for font: Font) -> Double { isLargeText(font) ? largeTextMinimum : normalTextMinimum }
}
