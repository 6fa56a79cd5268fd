/// The device presets: current iPhones and iPads. Points and scales are Apple's (Human
/// Interface Guidelines, "Layout", device screen sizes); safe-area insets are what a
/// full-screen app's root view reports in the simulator. `docs/DEVICES.md` cites each number.
extension Device {
    /// iPhone SE (3rd generation): 375×667 @2x, status bar 20 in portrait, none in landscape.
    public static let iPhoneSE = homeButtonPhone("iphone-se", "iPhone SE (3rd generation)", aliases: ["se"], 375, 667)
    /// iPhone 13 mini: 375×812 @3x.
    public static let iPhone13Mini = notchedPhone("iphone-13-mini", "iPhone 13 mini", aliases: ["13-mini"], 375, 812, top: 50)
    /// iPhone 14: 390×844 @3x.
    public static let iPhone14 = notchedPhone("iphone-14", "iPhone 14", aliases: ["14"], 390, 844, top: 47)
    /// iPhone 15: 393×852 @3x.
    public static let iPhone15 = notchedPhone("iphone-15", "iPhone 15", aliases: ["15"], 393, 852, top: 59)
    /// iPhone 15 Plus: 430×932 @3x; regular width in landscape.
    public static let iPhone15Plus = notchedPhone("iphone-15-plus", "iPhone 15 Plus", aliases: ["15-plus"], 430, 932, top: 59, large: true)
    /// iPhone 15 Pro: 393×852 @3x.
    public static let iPhone15Pro = notchedPhone("iphone-15-pro", "iPhone 15 Pro", aliases: ["15-pro"], 393, 852, top: 59)
    /// iPhone 15 Pro Max: 430×932 @3x; regular width in landscape.
    public static let iPhone15ProMax = notchedPhone("iphone-15-pro-max", "iPhone 15 Pro Max", aliases: ["15-pro-max"], 430, 932, top: 59, large: true)
    /// iPhone 16: 393×852 @3x.
    public static let iPhone16 = notchedPhone("iphone-16", "iPhone 16", aliases: ["16"], 393, 852, top: 59)
    /// iPhone 16 Plus: 430×932 @3x; regular width in landscape.
    public static let iPhone16Plus = notchedPhone("iphone-16-plus", "iPhone 16 Plus", aliases: ["16-plus"], 430, 932, top: 59, large: true)
    /// iPhone 16 Pro: 402×874 @3x.
    public static let iPhone16Pro = notchedPhone("iphone-16-pro", "iPhone 16 Pro", aliases: ["16-pro"], 402, 874, top: 62)
    /// iPhone 16 Pro Max: 440×956 @3x; regular width in landscape.
    public static let iPhone16ProMax = notchedPhone("iphone-16-pro-max", "iPhone 16 Pro Max", aliases: ["16-pro-max"], 440, 956, top: 62, large: true)
    /// iPad mini (6th generation): 744×1133 @2x.
    public static let iPadMini = pad("ipad-mini", "iPad mini (6th generation)", 744, 1133)
    /// iPad (10th generation): 820×1180 @2x.
    public static let iPad = pad("ipad", "iPad (10th generation)", aliases: ["ipad-10"], 820, 1180)
    /// iPad Air 11-inch (M2): 820×1180 @2x.
    public static let iPadAir11 = pad("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180)
    /// iPad Air 13-inch (M2): 1024×1366 @2x.
    public static let iPadAir13 = pad("ipad-air-13", "iPad Air 13-inch (M2)", 1024, 1366)
    /// iPad Pro 11-inch (M4): 834×1210 @2x.
    public static let iPadPro11 = pad("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210)
    /// iPad Pro 12.9-inch (6th generation): 1024×1366 @2x.
    public static let iPadPro12_9 = pad("ipad-pro-12-9", "iPad Pro 12.9-inch (6th generation)", 1024, 1366)
    /// iPad Pro 13-inch (M4): 1032×1376 @2x.
    public static let iPadPro13 = pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376)

    /// Every preset, phones then iPads, smallest first: the order `plumb devices` lists them in.
    public static let presets: [Device] = [
        iPhoneSE, iPhone13Mini, iPhone14, iPhone15, iPhone15Plus, iPhone15Pro, iPhone15ProMax,
        iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
        iPadMini, iPad, iPadAir11, iPadAir13, iPadPro11, iPadPro12_9, iPadPro13,
    ]

    /// A phone with a home button: the status bar (20) in portrait; iOS hides it in landscape.
    private static func homeButtonPhone(_ name: String, _ displayName: String, aliases: [String], _ width: Double, _ height: Double) -> Device {
        Device(name: name, displayName: displayName, aliases: aliases, family: .phone, portraitSize: Size(width: width, height: height),
               scale: 2, portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets())
    }

    /// A Face ID phone: the sensor housing (`top`) and the home indicator (34) in portrait; in
    /// landscape the housing's inset on both sides and the home indicator (21) at the bottom.
    private static func notchedPhone(_ name: String, _ displayName: String, aliases: [String], _ width: Double, _ height: Double,
                                     top: Double, large: Bool = false) -> Device {
        Device(name: name, displayName: displayName, aliases: aliases, family: .phone, portraitSize: Size(width: width, height: height),
               scale: 3, portraitSafeArea: EdgeInsets(top: top, bottom: 34),
               landscapeSafeArea: EdgeInsets(left: top, bottom: 21, right: top), regularWidthInLandscape: large)
    }

    /// An iPad without a home button: the status bar (24) and the home indicator (20), in both orientations.
    private static func pad(_ name: String, _ displayName: String, aliases: [String] = [], _ width: Double, _ height: Double) -> Device {
        let insets = EdgeInsets(top: 24, bottom: 20)
        return Device(name: name, displayName: displayName, aliases: aliases, family: .pad, portraitSize: Size(width: width, height: height),
                      scale: 2, portraitSafeArea: insets, landscapeSafeArea: insets)
    }
}
