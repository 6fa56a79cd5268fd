import Plumb
import Testing

/// The device presets against Apple's published screen sizes and the simulator's safe-area
/// insets (docs/DEVICES.md cites each), and the size classes UIKit gives each device.
@Suite struct DevicePresetTests {
    @Test func phonesHaveThePublishedPointsScaleAndInsets() throws {
        let se = try #require(Device.named("iphone-se"))
        #expect(se.portraitSize == Size(width: 375, height: 667) && se.scale == 2)
        #expect(se.safeArea(.portrait) == EdgeInsets(top: 20) && se.safeArea(.landscape) == EdgeInsets())
        let mini = try #require(Device.named("iphone-13-mini"))
        #expect(mini.portraitSize == Size(width: 375, height: 812) && mini.scale == 3)
        #expect(mini.safeArea(.portrait) == EdgeInsets(top: 50, bottom: 34))
        let fourteen = try #require(Device.named("iphone-14"))
        #expect(fourteen.portraitSize == Size(width: 390, height: 844))
        #expect(fourteen.safeArea(.landscape) == EdgeInsets(left: 47, bottom: 21, right: 47))
        let fifteen = try #require(Device.named("iphone-15"))
        #expect(fifteen.portraitSize == Size(width: 393, height: 852) && fifteen.scale == 3)
        #expect(fifteen.safeArea(.portrait) == EdgeInsets(top: 59, bottom: 34))
        #expect(fifteen.safeArea(.landscape) == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(fifteen.size(.landscape) == Size(width: 852, height: 393))
        let max15 = try #require(Device.named("iphone-15-pro-max"))
        #expect(max15.portraitSize == Size(width: 430, height: 932))
        let pro16 = try #require(Device.named("iphone-16-pro"))
        #expect(pro16.portraitSize == Size(width: 402, height: 874))
        #expect(pro16.safeArea(.portrait) == EdgeInsets(top: 62, bottom: 34))
        #expect(pro16.safeArea(.landscape) == EdgeInsets(left: 62, bottom: 21, right: 62))
        let max16 = try #require(Device.named("iphone-16-pro-max"))
        #expect(max16.portraitSize == Size(width: 440, height: 956) && max16.scale == 3)
    }

    @Test func iPadsHaveThePublishedPointsScaleAndInsets() throws {
        let expected: [(String, Double, Double)] = [
            ("ipad-mini", 744, 1133), ("ipad", 820, 1180), ("ipad-air-11", 820, 1180), ("ipad-air-13", 1024, 1366),
            ("ipad-pro-11", 834, 1210), ("ipad-pro-12-9", 1024, 1366), ("ipad-pro-13", 1032, 1376),
        ]
        for (name, width, height) in expected {
            let pad = try #require(Device.named(name))
            #expect(pad.family == .pad && pad.scale == 2, "\(name)")
            #expect(pad.portraitSize == Size(width: width, height: height), "\(name)")
            #expect(pad.size(.landscape) == Size(width: height, height: width), "\(name)")
            #expect(pad.safeArea(.portrait) == EdgeInsets(top: 24, bottom: 20), "\(name)")
            #expect(pad.safeArea(.landscape) == EdgeInsets(top: 24, bottom: 20), "\(name)")
        }
    }

    @Test func sizeClassesFollowUIKitsRules() throws {
        func classes(_ name: String, _ orientation: Orientation) throws -> String {
            let traits = try #require(Device.named(name)).traits(orientation)
            return "\(traits.horizontalSizeClass) \(traits.verticalSizeClass)"
        }
        for phone in ["iphone-se", "iphone-13-mini", "iphone-14", "iphone-15", "iphone-15-pro", "iphone-16", "iphone-16-pro"] {
            #expect(try classes(phone, .portrait) == "compact regular", "\(phone)")
            #expect(try classes(phone, .landscape) == "compact compact", "\(phone)")
        }
        for large in ["iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max"] {
            #expect(try classes(large, .portrait) == "compact regular", "\(large)")
            #expect(try classes(large, .landscape) == "regular compact", "\(large)")
        }
        for pad in Device.presets where pad.family == .pad {
            #expect(try classes(pad.name, .portrait) == "regular regular" && classes(pad.name, .landscape) == "regular regular")
        }
    }

    @Test func namesAliasesAndSuggestions() {
        #expect(Device.named("se") == .iPhoneSE && Device.named("15") == .iPhone15 && Device.named("IPhone-15") == .iPhone15)
        #expect(Device.named("ipad") == .iPad && Device.named("15-pro-max") == .iPhone15ProMax)
        #expect(Device.named("nope") == nil)
        #expect(Set(Device.allNames).count == Device.allNames.count)
        #expect(Device.unknownNameMessage("iphone-15-pro-mx") == "unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15-pro-max'?")
        #expect(Device.unknownNameMessage("zzz").hasPrefix("unknown device 'zzz' (expected one of: iphone-se, iphone-13-mini,"))
    }

    /// Two labels side by side on a regular width, stacked on a compact one, written with `When`.
    static func row(_ device: Device, _ orientation: Orientation) -> Scene {
        let scene = Scene("row", device: device, orientation: orientation) { root in
            let title = View("title")
            let detail = View("detail")
            title
            detail
            title.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor + 16
            title.topAnchor == root.safeAreaLayoutGuide.topAnchor + 16
            title.widthAnchor == 100
            title.heightAnchor == 40
            detail.widthAnchor == 100
            detail.heightAnchor == 40
            When(horizontal: .regular) {
                detail.leadingAnchor == title.trailingAnchor + 8
                detail.topAnchor == title.topAnchor
            }
            When(horizontal: .compact) {
                detail.leadingAnchor == title.leadingAnchor
                detail.topAnchor == title.bottomAnchor + 8
            }
            When(horizontal: .compact, vertical: .compact) {
                View("badge")
            }
        }
        scene.layout()
        return scene
    }

    @Test func whenInstallsTheElementsForTheScenesSizeClasses() throws {
        let portrait = Self.row(.iPhone15, .portrait)
        #expect(portrait.root.frame == Rect(x: 0, y: 0, width: 393, height: 852) && portrait.scale == 3)
        #expect(portrait.root.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(portrait.view("title")?.frame == Rect(x: 16, y: 75, width: 100, height: 40))
        #expect(portrait.view("detail")?.frame == Rect(x: 16, y: 123, width: 100, height: 40))
        #expect(portrait.view("badge") == nil)
        let landscape = Self.row(.iPhone15ProMax, .landscape)
        #expect(landscape.root.frame == Rect(x: 0, y: 0, width: 932, height: 430))
        #expect(landscape.view("title")?.frame == Rect(x: 75, y: 16, width: 100, height: 40))
        #expect(landscape.view("detail")?.frame == Rect(x: 183, y: 16, width: 100, height: 40))
        let small = Self.row(.iPhone15, .landscape)
        #expect(small.view("badge") != nil)
        #expect(small.view("detail")?.frame == Rect(x: 75, y: 64, width: 100, height: 40))
    }

    @Test func withoutADeviceNoSizeClassConditionHolds() {
        let scene = Scene("plain", width: 200, height: 100) { _ in
            When(horizontal: .compact) { View("compact") }
            When(horizontal: .regular) { View("regular") }
        }
        #expect(scene.view("compact") == nil && scene.view("regular") == nil)
        let given = Scene("given", width: 200, height: 100, traits: TraitCollection(horizontalSizeClass: .compact)) { _ in
            When(horizontal: .compact) { View("compact") }
        }
        #expect(given.view("compact") != nil)
        #expect(TraitCondition(horizontal: .compact, vertical: .regular).description == "horizontal: compact, vertical: regular")
    }
}
