import Plumb

/// Scales fonts and values for Dynamic Type the way a text style grows (UIKit's `UIFontMetrics`).
///
/// A value scales by the style's size at the traits' content size over its size at Large
/// (UIKit's default), so at Large every value comes back unchanged. Apple doesn't publish its
/// curve for values other than the styles' sizes; this ratio is Plumb's reading of it.
public struct UIFontMetrics: Sendable, Hashable {
    /// The text style whose growth the metrics follow.
    public let textStyle: TextStyle

    /// Metrics that follow a text style.
    public init(forTextStyle textStyle: TextStyle) { self.textStyle = textStyle }

    /// Metrics that follow the body style (UIKit's `UIFontMetrics.default`).
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `value` scaled for the traits' content size (Large without traits).
    public func scaledValue(for value: Double, compatibleWith traits: TraitCollection? = nil) -> Double {
        value * scale(for: traits?.preferredContentSizeCategory ?? .large)
    }

    /// `font` scaled for the traits' content size (Large without traits).
    public func scaledFont(for font: Font, compatibleWith traits: TraitCollection? = nil) -> Font {
        font.withSize(scaledValue(for: font.size, compatibleWith: traits))
    }

    private func scale(for category: ContentSizeCategory) -> Double {
        textStyle.metrics(for: category).size / textStyle.metrics(for: .large).size
    }
}
