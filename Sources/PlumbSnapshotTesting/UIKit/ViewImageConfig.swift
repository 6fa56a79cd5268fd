import UIKit

/// swift-snapshot-testing's device description for its UIKit strategies, which the library
/// defines only on iOS and tvOS: a size, the safe area and the traits a screen is laid out with
/// (`.image(on: .iPhone13)`). The presets carry the library's numbers (1.19's `ViewImageConfig`):
/// points, not pixels; iPhones at the Medium text size, as the library sets them.
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// A tablet's orientation and how much of the screen a split view gives the app.
    public enum TabletOrientation: Sendable {
        /// Split views in portrait.
        public enum PortraitSplits: Sendable {
            case oneThird, twoThirds, full
        }

        /// Split views in landscape.
        public enum LandscapeSplits: Sendable {
            case oneThird, oneHalf, twoThirds, full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The insets the screen's edges take from the content (the status bar, the home indicator).
    public var safeArea: UIEdgeInsets
    /// The screen in points; nil: the view's own size.
    public var size: CGSize?
    /// The traits the screen lays out with.
    public var traits: UITraitCollection

    /// A screen of a size, safe area and traits.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

// The phones: portrait size, the safe area per orientation, and whether the landscape width is
// regular (the Plus and Max models). Portrait is compact wide and regular tall.
extension ViewImageConfig {
    public static let iPhoneSe = iPhoneSe(.portrait)
    public static let iPhone8 = iPhone8(.portrait)
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static let iPhoneX = iPhoneX(.portrait)
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static let iPhoneXr = iPhoneXr(.portrait)
    public static let iPhone12 = iPhone12(.portrait)
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static let iPhone13 = iPhone13(.portrait)
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)

    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { .phone(320, 568, .statusBar, orientation) }
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { .phone(375, 667, .statusBar, orientation) }
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        .phone(414, 736, .statusBar, orientation, regularInLandscape: true)
    }
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { .phone(375, 812, .notch(44, landscapeBottom: 24), orientation) }
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        .phone(414, 896, .notch(44, landscapeBottom: 24), orientation, regularInLandscape: true)
    }
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        .phone(414, 896, .notch(44, landscapeBottom: 24), orientation, regularInLandscape: true)
    }
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { .phone(390, 844, .notch(47, landscapeBottom: 21), orientation) }
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        .phone(428, 926, .notch(47, landscapeBottom: 21), orientation, regularInLandscape: true)
    }
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        .phone(375, 812, .notch(50, landscapeBottom: 21), orientation)
    }
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

    /// A phone's safe area: a 20-point status bar in portrait only (Home button models), or a
    /// notch of `top` points in portrait and on both sides in landscape, with the home indicator below.
    enum PhoneSafeArea {
        case statusBar
        case notch(Double, landscapeBottom: Double)

        func insets(_ orientation: Orientation) -> UIEdgeInsets {
            switch (self, orientation) {
            case (.statusBar, .portrait): UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            case (.statusBar, .landscape): .zero
            case let (.notch(top, _), .portrait): UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0)
            case let (.notch(side, bottom), .landscape): UIEdgeInsets(top: 0, left: side, bottom: bottom, right: side)
            }
        }
    }

    static func phone(_ width: Double, _ height: Double, _ safeArea: PhoneSafeArea, _ orientation: Orientation,
                      regularInLandscape: Bool = false) -> ViewImageConfig {
        let portrait = orientation == .portrait
        let traits = UITraitCollection(horizontalSizeClass: portrait ? .compact : (regularInLandscape ? .regular : .compact),
                                       verticalSizeClass: portrait ? .regular : .compact,
                                       preferredContentSizeCategory: .medium)
        return ViewImageConfig(safeArea: safeArea.insets(orientation),
                               size: portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width),
                               traits: traits)
    }
}
