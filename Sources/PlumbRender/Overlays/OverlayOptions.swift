/// Which debugging layers to draw over a render (the CLI's `--overlay` list).
public struct OverlayOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Thin solid outlines of every visible view's frame.
    public static let frames = OverlayOptions(rawValue: 1 << 0)
    /// Dashed outlines of every visible view's alignment rectangle.
    public static let alignment = OverlayOptions(rawValue: 1 << 1)
    /// Tinted bands between each container's bounds and its layout margins.
    public static let margins = OverlayOptions(rawValue: 1 << 2)
    /// Hatched layout guides, labelled with their identifiers.
    public static let guides = OverlayOptions(rawValue: 1 << 3)
    /// First and last baselines of views with text.
    public static let baselines = OverlayOptions(rawValue: 1 << 4)
    /// Active constraints, drawn and coloured as Interface Builder draws them.
    public static let constraints = OverlayOptions(rawValue: 1 << 5)
    /// Views with ambiguous layout, filled orange and labelled with their ambiguous variables.
    public static let ambiguity = OverlayOptions(rawValue: 1 << 6)
    /// The safe area of the root (its unsafe bands lightly tinted) and of views with a safe-area guide, dashed.
    public static let safeArea = OverlayOptions(rawValue: 1 << 7)
    /// Each scroll view's whole content area, dashed and labelled with its size; the content
    /// outside the scroll view's frame drawn dimmed instead of clipped.
    public static let scroll = OverlayOptions(rawValue: 1 << 8)
    /// Every overlay.
    public static let all: OverlayOptions = [.scroll, .frames, .alignment, .margins, .safeArea, .guides, .baselines,
                                             .constraints, .ambiguity]

    /// The names the CLI accepts, in the order the legend lists them, with their options.
    public static let named: [(name: String, options: OverlayOptions)] = [
        ("frames", .frames), ("alignment", .alignment), ("margins", .margins), ("safearea", .safeArea), ("guides", .guides),
        ("baselines", .baselines), ("constraints", .constraints), ("ambiguity", .ambiguity), ("scroll", .scroll), ("all", .all),
    ]

    /// Parses the CLI's comma list: "frames,alignment,margins,safearea,guides,baselines,constraints,ambiguity,scroll,all"
    /// (spaces allowed around names, names case-sensitive). An unknown or empty name throws an
    /// ``OverlayListError`` with its character offset in the list and, when one name is close, a suggestion.
    public init(list: String) throws(OverlayListError) {
        self = []
        for (name, offset) in CommaList.items(list) {
            guard let match = OverlayOptions.named.first(where: { $0.name == name }) else {
                throw OverlayListError(name: name, offset: offset, list: list, suggestion: OverlayListError.suggestion(for: name))
            }
            formUnion(match.options)
        }
    }

    /// The names of the single overlays these options contain, in legend order.
    public var names: [String] {
        OverlayOptions.named.filter { $0.options != .all && contains($0.options) }.map(\.name)
    }
}
