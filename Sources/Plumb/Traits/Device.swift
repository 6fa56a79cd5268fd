/// A device preset: an iPhone or iPad screen in points, its scale, and the safe-area insets a
/// full-screen app's root view gets in portrait and in landscape. ``presets`` lists them;
/// `docs/DEVICES.md` gives the source of every number.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// An iPhone or an iPad.
    public enum Family: String, Sendable, Hashable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// The preset's name, as scene files and `--device` spell it (`iphone-15`).
    public let name: String
    /// Apple's name for the device ("iPhone 15").
    public let displayName: String
    /// Shorter names that also find it (`15`).
    public let aliases: [String]
    /// iPhone or iPad.
    public let family: Family
    /// The screen in points, in portrait.
    public let portraitSize: Size
    /// Pixels per point.
    public let scale: Double
    /// The root's safe-area insets in portrait.
    public let portraitSafeArea: EdgeInsets
    /// The root's safe-area insets in landscape (home indicator at the bottom, the sensor housing on the left).
    public let landscapeSafeArea: EdgeInsets
    /// True for the large phones (Plus and Pro Max) whose width is regular in landscape.
    public let regularWidthInLandscape: Bool

    /// Creates a preset.
    public init(name: String, displayName: String, aliases: [String] = [], family: Family, portraitSize: Size, scale: Double,
                portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, regularWidthInLandscape: Bool = false) {
        self.name = name
        self.displayName = displayName
        self.aliases = aliases
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.regularWidthInLandscape = regularWidthInLandscape
    }

    /// The screen in points in an orientation (landscape swaps width and height).
    public func size(_ orientation: Orientation = .portrait) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The root's safe-area insets in an orientation.
    public func safeArea(_ orientation: Orientation = .portrait) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The size classes of a full-screen app, by UIKit's rules: an iPad is regular both ways; an
    /// iPhone is compact wide and regular tall in portrait, compact both ways in landscape, except
    /// that the Plus and Pro Max phones are regular wide in landscape.
    public func traits(_ orientation: Orientation = .portrait) -> TraitCollection {
        switch (family, orientation) {
        case (.pad, _):
            return TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular)
        case (.phone, .portrait):
            return TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        case (.phone, .landscape):
            return TraitCollection(horizontalSizeClass: regularWidthInLandscape ? .regular : .compact, verticalSizeClass: .compact)
        }
    }

    /// The preset's name.
    public var description: String { name }
}

/// Which way up a device is held.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// Upright (the default).
    case portrait
    /// On its side, home indicator at the bottom.
    case landscape
}
