import Plumb

/// The simulated devices Interface Builder names in `<device id="…"/>`: the screen in points,
/// the scale and the safe-area insets Xcode gives a full-screen root view. Sizes are the
/// devices' screens in points (Apple's Human Interface Guidelines, "Layout: Specifications");
/// the insets are the status bar's 20 points on home-button devices (0 in an iPhone's
/// landscape, where the status bar is hidden) and the sensor housing and home indicator on the
/// others, as Xcode draws them on its canvas.
enum IBDevices {
    /// Interface Builder's device id, and the Plumb device it stands for.
    static func device(id: String, toolsVersion: Double = .infinity) -> Device? {
        guard var spec = table[id] else { return nil }
        // Xcode 13 (tools version 19000 and later) draws the iPhone 11's status bar 48 points
        // tall, as iOS 15 does; earlier versions drew 44, and saved frames follow.
        if id == "retina6_1", toolsVersion < 19000 { spec.top = 44 }
        return make(id, spec)
    }

    /// The device Xcode uses when a document names none (Xcode 9 and later open such documents
    /// on an iPhone 8, `retina4_7`).
    static let fallbackID = "retina4_7"

    private struct Spec {
        let name: String
        let width: Double, height: Double, scale: Double
        let pad: Bool
        /// Top and bottom insets in portrait; nil bottom: a home-button device (status bar only).
        var top: Double, bottom: Double
        let notched: Bool
    }

    private static let table: [String: Spec] = [
        "retina3_5": Spec(name: "iPhone 4s", width: 320, height: 480, scale: 2, pad: false, top: 20, bottom: 0, notched: false),
        "retina4_0": Spec(name: "iPhone SE (1st generation)", width: 320, height: 568, scale: 2, pad: false, top: 20, bottom: 0, notched: false),
        "retina4_7": Spec(name: "iPhone 8", width: 375, height: 667, scale: 2, pad: false, top: 20, bottom: 0, notched: false),
        "retina5_5": Spec(name: "iPhone 8 Plus", width: 414, height: 736, scale: 3, pad: false, top: 20, bottom: 0, notched: false),
        "retina5_9": Spec(name: "iPhone 11 Pro", width: 375, height: 812, scale: 3, pad: false, top: 44, bottom: 34, notched: true),
        "retina5_4": Spec(name: "iPhone 13 mini", width: 375, height: 812, scale: 3, pad: false, top: 50, bottom: 34, notched: true),
        "retina6_1": Spec(name: "iPhone 11", width: 414, height: 896, scale: 2, pad: false, top: 48, bottom: 34, notched: true),
        "retina6_5": Spec(name: "iPhone 11 Pro Max", width: 414, height: 896, scale: 3, pad: false, top: 44, bottom: 34, notched: true),
        "retina6_0": Spec(name: "iPhone 13", width: 390, height: 844, scale: 3, pad: false, top: 47, bottom: 34, notched: true),
        "retina6_12": Spec(name: "iPhone 14", width: 390, height: 844, scale: 3, pad: false, top: 47, bottom: 34, notched: true),
        "retina6_7": Spec(name: "iPhone 13 Pro Max", width: 428, height: 926, scale: 3, pad: false, top: 47, bottom: 34, notched: true),
        "retina6_3": Spec(name: "iPhone 16 Pro", width: 402, height: 874, scale: 3, pad: false, top: 62, bottom: 34, notched: true),
        "retina6_72": Spec(name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, pad: false, top: 59, bottom: 34, notched: true),
        "retina6_9": Spec(name: "iPhone 16 Pro Max", width: 440, height: 956, scale: 3, pad: false, top: 62, bottom: 34, notched: true),
        "ipad9_7": Spec(name: "iPad (6th generation)", width: 768, height: 1024, scale: 2, pad: true, top: 20, bottom: 0, notched: false),
        "ipad10_2": Spec(name: "iPad (9th generation)", width: 810, height: 1080, scale: 2, pad: true, top: 20, bottom: 0, notched: false),
        "ipad10_5": Spec(name: "iPad Pro (10.5-inch)", width: 834, height: 1112, scale: 2, pad: true, top: 20, bottom: 0, notched: false),
        "ipad12_9": Spec(name: "iPad Pro (12.9-inch, 2nd generation)", width: 1024, height: 1366, scale: 2, pad: true, top: 20, bottom: 0, notched: false),
        "ipad10_9rounded": Spec(name: "iPad Air (4th generation)", width: 820, height: 1180, scale: 2, pad: true, top: 24, bottom: 20, notched: false),
        "ipad11_0rounded": Spec(name: "iPad Pro (11-inch)", width: 834, height: 1194, scale: 2, pad: true, top: 24, bottom: 20, notched: false),
        "ipad12_9rounded": Spec(name: "iPad Pro (12.9-inch, 3rd generation)", width: 1024, height: 1366, scale: 2, pad: true, top: 24, bottom: 20, notched: false),
        "ipad8_3": Spec(name: "iPad mini (6th generation)", width: 744, height: 1133, scale: 2, pad: true, top: 24, bottom: 20, notched: false),
    ]

    private static func make(_ id: String, _ spec: Spec) -> Device {
        let portrait = EdgeInsets(top: spec.top, left: 0, bottom: spec.bottom, right: 0)
        let landscape: EdgeInsets
        if spec.pad {
            landscape = portrait
        } else if spec.notched {
            // The sensor housing goes to a side and the home indicator shortens to 21 points.
            landscape = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        } else {
            landscape = .zero
        }
        return Device(name: id, displayName: spec.name, family: spec.pad ? .pad : .phone,
                      portraitSize: Size(width: spec.width, height: spec.height), scale: spec.scale,
                      portraitSafeArea: portrait, landscapeSafeArea: landscape,
                      regularWidthInLandscape: !spec.pad && spec.width >= 414)
    }
}
