import UIKit

// The tablets, as swift-snapshot-testing 1.19 describes them: landscape by default, a 20-point
// status bar on top (the 11-inch Pro: 24 on top, 20 below), regular in both directions, and
// compact wide in the narrower split views.
extension ViewImageConfig {
    public static let iPadMini = iPadMini(.landscape)
    public static let iPad9_7 = iPad9_7(.landscape)
    public static let iPad10_2 = iPad10_2(.landscape)
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static let iPadPro11 = iPadPro11(.landscape)
    public static let iPadPro12_9 = iPadPro12_9(.landscape)

    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(.full(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { .tablet(.mini, orientation) }
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(.full(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { .tablet(.tenPointTwo, orientation) }
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(.full(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { .tablet(.pro10_5, orientation) }
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(.full(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { .tablet(.pro11, orientation) }
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(.full(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { .tablet(.pro12_9, orientation) }

    /// A tablet's app widths per split and the screen's heights, in points.
    struct Tablet {
        /// Landscape: one third, one half, two thirds, full; then the landscape height.
        var landscape: [Double], landscapeHeight: Double
        /// Portrait: one third, two thirds, full; then the portrait height.
        var portrait: [Double], portraitHeight: Double
        /// The widest split that is still compact, in landscape (one half on most; one third on the 12.9-inch).
        var lastCompactLandscapeSplit = 1
        var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

        static let mini = Tablet(landscape: [320, 507, 694, 1024], landscapeHeight: 768, portrait: [320, 438, 768], portraitHeight: 1024)
        static let tenPointTwo = Tablet(landscape: [320, 535, 750, 1080], landscapeHeight: 810, portrait: [320, 480, 810], portraitHeight: 1080)
        static let pro10_5 = Tablet(landscape: [320, 551, 782, 1112], landscapeHeight: 834, portrait: [320, 504, 834], portraitHeight: 1112)
        static let pro11 = Tablet(landscape: [375, 592, 809, 1194], landscapeHeight: 834, portrait: [320, 504, 834], portraitHeight: 1194,
                                  safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        static let pro12_9 = Tablet(landscape: [375, 678, 981, 1366], landscapeHeight: 1024, portrait: [375, 639, 1024], portraitHeight: 1366,
                                    lastCompactLandscapeSplit: 0)
    }

    static func tablet(_ tablet: Tablet, _ orientation: TabletOrientation) -> ViewImageConfig {
        let width: Double, height: Double, compact: Bool
        switch orientation {
        case let .landscape(split):
            let index = [.oneThird, .oneHalf, .twoThirds, .full].firstIndex(of: split)!
            (width, height, compact) = (tablet.landscape[index], tablet.landscapeHeight, index <= tablet.lastCompactLandscapeSplit)
        case let .portrait(split):
            let index = [.oneThird, .twoThirds, .full].firstIndex(of: split)!
            (width, height, compact) = (tablet.portrait[index], tablet.portraitHeight, index < 2)
        }
        return ViewImageConfig(safeArea: tablet.safeArea, size: CGSize(width: width, height: height),
                               traits: UITraitCollection(horizontalSizeClass: compact ? .compact : .regular, verticalSizeClass: .regular))
    }
}

extension ViewImageConfig.TabletOrientation {
    /// The whole screen in a phone-style orientation.
    static func full(_ orientation: ViewImageConfig.Orientation) -> Self {
        orientation == .portrait ? .portrait(splitView: .full) : .landscape(splitView: .full)
    }
}
