/// Options for ``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:file:line:)``
/// (UIKit's `NSLayoutConstraint.FormatOptions`, with the same raw values).
///
/// An alignment option lines up every pair of consecutive views in the format on an edge that
/// is perpendicular to the format's orientation. A direction option says which way a
/// horizontal format reads; the spacing option says how a vertical format measures the space
/// between views.
public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The bits, as in UIKit; bits Plumb doesn't know are ignored.
    public let rawValue: UInt
    /// Creates options from UIKit's raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align the left edges of all views (vertical formats only).
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align the right edges of all views (vertical formats only).
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align the top edges of all views (horizontal formats only).
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align the bottom edges of all views (horizontal formats only).
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align the leading edges of all views (vertical formats only).
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align the trailing edges of all views (vertical formats only).
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align the horizontal centres of all views (vertical formats only).
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align the vertical centres of all views (horizontal formats only).
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align the last baselines of all views (horizontal formats only).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align the first baselines of all views (horizontal formats only).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// All the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// A horizontal format runs from leading to trailing edge (the default; the empty set).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal format runs from left to right, whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal format runs from right to left, whatever the layout direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// All the direction options.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// Spacing is measured between the views' edges (the default; the empty set).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// In a vertical format, spacing between two views runs from the upper view's last
    /// baseline to the lower view's first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// All the spacing options.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// The alignment options and the attribute each aligns, in UIKit's bit order.
    static let alignments: [(option: FormatOptions, attribute: LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
        (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    /// The attributes the alignment options ask to line up, in UIKit's bit order.
    var alignmentAttributes: [LayoutAttribute] {
        FormatOptions.alignments.filter { contains($0.option) }.map(\.attribute)
    }
}
