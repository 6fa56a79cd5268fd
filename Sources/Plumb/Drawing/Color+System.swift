/// UIKit's semantic and system colours, each with its light and dark value.
///
/// Sources (docs/TRAITS.md has the tables): the twelve system colours and the six system grays
/// are the Human Interface Guidelines' Color › Specifications tables, "System colors" and
/// "iOS, iPadOS system gray colors", default light and dark columns, as published from iOS 15
/// until the June 2025 update (https://developer.apple.com/design/human-interface-guidelines/color).
/// The HIG publishes no values for the element colours (labels, fills, backgrounds, separators,
/// link); theirs are UIKit's own, as `UIColor.resolvedColor(with:)` reports them on iOS 13 and later
/// (collected by Noah Gilmore, https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/).
extension Color {
    // MARK: Element colours

    /// The colour for primary text: black, white in the dark appearance. Light #000000, dark #ffffff.
    public static let label = Color(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    /// The colour for secondary text. Light #3c3c43 at 60 %, dark #ebebf5 at 60 %.
    public static let secondaryLabel = Color(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    /// The colour for tertiary text. Light #3c3c43 at 30 %, dark #ebebf5 at 30 %.
    public static let tertiaryLabel = Color(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// The colour for quaternary text. Light #3c3c43 at 18 %, dark #ebebf5 at 18 %.
    public static let quaternaryLabel = Color(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.18))
    /// The colour for placeholder text in text fields. Light #3c3c43 at 30 %, dark #ebebf5 at 30 %.
    public static let placeholderText = Color(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// The colour for links. Light #007aff, dark #0984ff.
    public static let link = Color(light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    /// An overlay fill for thin and small shapes. Light #787880 at 20 %, dark #787880 at 36 %.
    public static let systemFill = Color(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    /// An overlay fill for medium-size shapes. Light #787880 at 16 %, dark #787880 at 32 %.
    public static let secondarySystemFill = Color(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    /// An overlay fill for large shapes. Light #767680 at 12 %, dark #767680 at 24 %.
    public static let tertiarySystemFill = Color(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    /// An overlay fill for large areas with complex content. Light #747480 at 8 %, dark #767680 at 18 %.
    public static let quaternarySystemFill = Color(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))
    /// The main background: white, black in the dark appearance. Light #ffffff, dark #000000.
    public static let systemBackground = Color(light: rgb(255, 255, 255), dark: rgb(0, 0, 0))
    /// Content layered on the main background. Light #f2f2f7, dark #1c1c1e.
    public static let secondarySystemBackground = Color(light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
    /// Content layered on the secondary background. Light #ffffff, dark #2c2c2e.
    public static let tertiarySystemBackground = Color(light: rgb(255, 255, 255), dark: rgb(44, 44, 46))
    /// The main background of a grouped interface. Light #f2f2f7, dark #000000.
    public static let systemGroupedBackground = Color(light: rgb(242, 242, 247), dark: rgb(0, 0, 0))
    /// Content layered on the grouped background. Light #ffffff, dark #1c1c1e.
    public static let secondarySystemGroupedBackground = Color(light: rgb(255, 255, 255), dark: rgb(28, 28, 30))
    /// Content layered on the secondary grouped background. Light #f2f2f7, dark #2c2c2e.
    public static let tertiarySystemGroupedBackground = Color(light: rgb(242, 242, 247), dark: rgb(44, 44, 46))
    /// Thin dividers that let content show through. Light #3c3c43 at 29 %, dark #545458 at 60 %.
    public static let separator = Color(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    /// Opaque dividers. Light #c6c6c8, dark #38383a.
    public static let opaqueSeparator = Color(light: rgb(198, 198, 200), dark: rgb(56, 56, 58))

    // MARK: System colours

    /// The system red: light #ff3b30, dark #ff453a.
    public static let systemRed = Color(light: rgb(255, 59, 48), dark: rgb(255, 69, 58))
    /// The system orange: light #ff9500, dark #ff9f0a.
    public static let systemOrange = Color(light: rgb(255, 149, 0), dark: rgb(255, 159, 10))
    /// The system yellow: light #ffcc00, dark #ffd60a.
    public static let systemYellow = Color(light: rgb(255, 204, 0), dark: rgb(255, 214, 10))
    /// The system green: light #34c759, dark #30d158.
    public static let systemGreen = Color(light: rgb(52, 199, 89), dark: rgb(48, 209, 88))
    /// The system mint: light #00c7be, dark #66d4cf.
    public static let systemMint = Color(light: rgb(0, 199, 190), dark: rgb(102, 212, 207))
    /// The system teal: light #30b0c7, dark #40c8e0.
    public static let systemTeal = Color(light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
    /// The system cyan: light #32ade6, dark #64d2ff.
    public static let systemCyan = Color(light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
    /// The system blue: light #007aff, dark #0a84ff.
    public static let systemBlue = Color(light: rgb(0, 122, 255), dark: rgb(10, 132, 255))
    /// The system indigo: light #5856d6, dark #5e5ce6.
    public static let systemIndigo = Color(light: rgb(88, 86, 214), dark: rgb(94, 92, 230))
    /// The system purple: light #af52de, dark #bf5af2.
    public static let systemPurple = Color(light: rgb(175, 82, 222), dark: rgb(191, 90, 242))
    /// The system pink: light #ff2d55, dark #ff375f.
    public static let systemPink = Color(light: rgb(255, 45, 85), dark: rgb(255, 55, 95))
    /// The system brown: light #a5845e, dark #ac8e68.
    public static let systemBrown = Color(light: rgb(165, 132, 94), dark: rgb(172, 142, 104))
    /// The system gray: light #8e8e93, dark #8e8e93.
    public static let systemGray = Color(light: rgb(142, 142, 147), dark: rgb(142, 142, 147))
    /// System gray 2: light #aeaeb2, dark #636366.
    public static let systemGray2 = Color(light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    /// System gray 3: light #c7c7cc, dark #48484a.
    public static let systemGray3 = Color(light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    /// System gray 4: light #d1d1d6, dark #3a3a3c.
    public static let systemGray4 = Color(light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    /// System gray 5: light #e5e5ea, dark #2c2c2e.
    public static let systemGray5 = Color(light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    /// System gray 6: light #f2f2f7, dark #1c1c1e.
    public static let systemGray6 = Color(light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

    /// Every semantic and system colour by its UIKit name (`label`, `systemBackground`, …), as scene files spell them.
    public static let systemColors: KeyValuePairs<String, Color> = [
        "label": .label,
        "secondaryLabel": .secondaryLabel,
        "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel,
        "placeholderText": .placeholderText,
        "link": .link,
        "systemFill": .systemFill,
        "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill,
        "quaternarySystemFill": .quaternarySystemFill,
        "systemBackground": .systemBackground,
        "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "separator": .separator,
        "opaqueSeparator": .opaqueSeparator,
        "systemRed": .systemRed,
        "systemOrange": .systemOrange,
        "systemYellow": .systemYellow,
        "systemGreen": .systemGreen,
        "systemMint": .systemMint,
        "systemTeal": .systemTeal,
        "systemCyan": .systemCyan,
        "systemBlue": .systemBlue,
        "systemIndigo": .systemIndigo,
        "systemPurple": .systemPurple,
        "systemPink": .systemPink,
        "systemBrown": .systemBrown,
        "systemGray": .systemGray,
        "systemGray2": .systemGray2,
        "systemGray3": .systemGray3,
        "systemGray4": .systemGray4,
        "systemGray5": .systemGray5,
        "systemGray6": .systemGray6,
    ]

    /// A colour from 0...255 components.
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> Color {
        Color(red255: red, green: green, blue: blue, alpha: alpha)
    }

    /// The semantic or system colour with this UIKit name; nil for another name.
    public static func named(_ name: String) -> Color? { systemColors.first { $0.key == name }?.value }
}
