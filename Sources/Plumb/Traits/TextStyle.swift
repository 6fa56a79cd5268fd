/// UIKit's text styles (`UIFont.TextStyle`): fonts named for what the text is, whose size
/// follows the Dynamic Type size (``ContentSizeCategory``). The sizes are Apple's published
/// table (``DynamicTypeSizes``).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// The styles, largest first, named as UIKit names them (`title1` is SwiftUI's `title`).
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's size, leading and weight at a Dynamic Type size.
    public func metrics(for category: ContentSizeCategory) -> TextStyleMetrics {
        DynamicTypeSizes.metrics(self, category)
    }
}

/// One cell of the Dynamic Type table: a text style's point size, leading and weight at one size.
public struct TextStyleMetrics: Sendable, Hashable {
    /// The font size in points.
    public var size: Double
    /// The distance from one baseline to the next that Apple recommends, in points. Plumb keeps
    /// it for reference; text is laid out with the font's own line height, as UILabel does.
    public var leading: Double
    /// The weight.
    public var weight: TextWeight

    /// Creates a cell.
    public init(size: Double, leading: Double, weight: TextWeight) {
        self.size = size
        self.leading = leading
        self.weight = weight
    }
}

/// The weights the iOS text styles use. With the fonts pinned to DejaVu, regular is
/// DejaVu Sans and semibold (and bold) are DejaVu Sans Bold, the one heavier face it has.
public enum TextWeight: String, Sendable, Hashable {
    /// Regular weight: DejaVu Sans.
    case regular
    /// Semibold: drawn with DejaVu Sans Bold.
    case semibold

    /// True when the weight is drawn with the bold face.
    public var isBold: Bool { self != .regular }
}

extension Font {
    /// The font of a text style at a Dynamic Type size (default: the traits' size, else large),
    /// like UIKit's `UIFont.preferredFont(forTextStyle:compatibleWith:)`. The font keeps its
    /// style, so views resolve it again against their own traits when they measure and draw
    /// (as UIKit does with `adjustsFontForContentSizeCategory`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection? = nil) -> Font {
        Font.system().withTextStyle(style, category: traits?.preferredContentSizeCategory ?? .large)
    }

    /// This font at a Dynamic Type size: a text style's font takes the style's size there and
    /// keeps its weight (the style's own, semibold for `headline`, or a bold trait added to it,
    /// as UIKit's `withSymbolicTraits(.traitBold)` survives Dynamic Type); a font without a
    /// style is returned unchanged.
    public func resolved(for category: ContentSizeCategory) -> Font {
        guard let textStyle else { return self }
        return withTextStyle(textStyle, category: category)
    }

    /// The same font with the bold trait (UIKit's `withSymbolicTraits(.traitBold)`); a text
    /// style's font stays that style, so it still follows the Dynamic Type size.
    public func bold() -> Font {
        var font = self
        font.isBold = true
        return font
    }

    private func withTextStyle(_ style: TextStyle, category: ContentSizeCategory) -> Font {
        let metrics = style.metrics(for: category)
        var font = Font(family: family, size: metrics.size, bold: metrics.weight.isBold || isBold)
        font.textStyle = style
        return font
    }
}

extension View {
    /// A font resolved against this view's Dynamic Type size (see ``Font/resolved(for:)``), the
    /// system font named by the family that stands in for it (``effectiveSystemFontFamily``).
    public func resolvedFont(_ font: Font) -> Font {
        var resolved = font.textStyle == nil ? font : font.resolved(for: traitCollection.preferredContentSizeCategory)
        if resolved.isSystemFont { resolved.family = effectiveSystemFontFamily }
        return resolved
    }
}
