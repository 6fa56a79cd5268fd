/// The environment a layout is built for, as UIKit's `UITraitCollection` describes it: size
/// classes per axis, the preferred text size, the appearance and the layout direction.
public struct TraitCollection: Sendable, Hashable {
    /// The horizontal size class (compact on an iPhone in portrait).
    public var horizontalSizeClass: SizeClass
    /// The vertical size class (compact on most iPhones in landscape).
    public var verticalSizeClass: SizeClass
    /// The Dynamic Type size that text styles scale to (default `.large`, UIKit's default).
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle

    /// Creates traits; every one defaults to UIKit's default (unspecified size classes, large text, light).
    public init(horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
                preferredContentSizeCategory: ContentSizeCategory = .large, userInterfaceStyle: UserInterfaceStyle = .light) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
    }
}

/// UIKit's size classes.
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    /// Not known (no device given).
    case unspecified
    /// Constrained space.
    case compact
    /// Expansive space.
    case regular
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

/// The Dynamic Type sizes, from extra small to the five accessibility sizes, spelled as the
/// CLI takes them (`XS` … `XXXL`, `AX1` … `AX5`).
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    case extraSmall = "XS", small = "S", medium = "M", large = "L", extraLarge = "XL"
    case extraExtraLarge = "XXL", extraExtraExtraLarge = "XXXL"
    case accessibilityMedium = "AX1", accessibilityLarge = "AX2", accessibilityExtraLarge = "AX3"
    case accessibilityExtraExtraLarge = "AX4", accessibilityExtraExtraExtraLarge = "AX5"

    /// True for the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders the sizes from smallest to largest.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
