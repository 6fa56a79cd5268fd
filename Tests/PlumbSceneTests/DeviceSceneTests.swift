import Foundation
import Plumb
import PlumbRender
@testable import PlumbScene
import PlumbTestSupport
import Testing

/// `device:` and `when:` in scene files: a device sets the root's size, the scale, the safe
/// area and the size classes; `when:` installs views, constraints and groups by size class.
@Suite struct DeviceSceneTests {
    /// Two boxes side by side on a regular width, stacked on a compact one (a group each), a
    /// badge only on a compact height, and a view-level and a constraint-level `when:`.
    static let adaptive = Fixture.scene("device-scene/adaptive", in: .module)

    static func load(_ yaml: String = adaptive, device: String? = nil) throws -> LoadedScene {
        let environment = SceneEnvironment(device: device.flatMap(DeviceSelection.init(argument:)))
        let loaded = try SceneLoader.load(yaml: yaml, file: "adaptive.yaml", services: .rendering.measuring(with: MonospaceTextMeasurer()), environment: environment)
        loaded.layout()
        return loaded
    }

    @Test func theDeviceSetsSizeScaleSafeAreaAndSizeClasses() throws {
        let loaded = try Self.load(device: "iphone-15")
        let scene = loaded.scene
        #expect(scene.root.frame == Rect(x: 0, y: 0, width: 393, height: 852) && scene.scale == 3)
        #expect(scene.root.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(scene.traits.horizontalSizeClass == .compact && scene.traits.verticalSizeClass == .regular)
        #expect(loaded.device == .iPhone15 && loaded.orientation == .portrait)
        let turned = try Self.load(device: "iphone-15:landscape")
        #expect(turned.scene.root.frame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(turned.scene.root.safeAreaInsets == EdgeInsets(left: 59, bottom: 21, right: 59))
        #expect(turned.scene.traits.horizontalSizeClass == .compact && turned.scene.traits.verticalSizeClass == .compact)
    }

    @Test func framesChangeBetweenCompactAndRegularWidths() throws {
        let phone = try Self.load(device: "iphone-15")
        #expect(phone.view("title")?.frame == Rect(x: 16, y: 75, width: 100, height: 40))
        #expect(phone.view("detail")?.frame == Rect(x: 16, y: 123, width: 100, height: 40))
        #expect(phone.view("badge") == nil && phone.view("dot") == nil)
        #expect(phone.viewIDs == ["root", "title", "detail"])
        #expect(phone.constraints.contains { $0.name == "stacked" })
        let pad = try Self.load(device: "ipad")
        #expect(pad.scene.root.frame == Rect(x: 0, y: 0, width: 820, height: 1180) && pad.scene.scale == 2)
        #expect(pad.view("title")?.frame == Rect(x: 16, y: 40, width: 100, height: 40))
        #expect(pad.view("detail")?.frame == Rect(x: 124, y: 40, width: 100, height: 40))
        #expect(!pad.constraints.contains { $0.name == "stacked" })
        let large = try Self.load(device: "iphone-15-pro-max:landscape")
        #expect(large.view("title")?.frame == Rect(x: 75, y: 16, width: 120, height: 40))
        #expect(large.view("detail")?.frame == Rect(x: 203, y: 16, width: 100, height: 40))
        #expect(large.view("badge")?.frame == Rect(x: 853, y: 0, width: 20, height: 20))
        #expect(large.view("dot")?.frame == Rect(x: 8, y: 8, width: 4, height: 4))
        #expect(large.viewIDs == ["root", "title", "detail", "badge", "dot"])
    }

    @Test func withoutADeviceTheFileSettingsHoldAndNoConditionDoes() throws {
        let loaded = try Self.load()
        #expect(loaded.scene.root.frame == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(loaded.scene.traits.horizontalSizeClass == .unspecified && loaded.device == nil)
        #expect(loaded.view("badge") == nil)
        // Neither group holds, so detail has no position: ambiguous, as documented.
        #expect(loaded.layout().ambiguous == ["detail"])
    }

    @Test func theFilesDeviceKeyInBothSpellingsAndTheCommandLineWins() throws {
        let named = try Self.load("device: iphone-se\n" + Self.adaptive)
        #expect(named.scene.root.frame == Rect(x: 0, y: 0, width: 375, height: 667) && named.scene.scale == 2)
        #expect(named.scene.root.safeAreaInsets == EdgeInsets(top: 20))
        let turned = try Self.load("device: {name: 16-pro-max, orientation: landscape}\n" + Self.adaptive)
        #expect(turned.scene.root.frame == Rect(x: 0, y: 0, width: 956, height: 440))
        #expect(turned.scene.traits.horizontalSizeClass == .regular)
        let overridden = try Self.load("device: iphone-se\n" + Self.adaptive, device: "ipad-pro-13:landscape")
        #expect(overridden.scene.root.frame == Rect(x: 0, y: 0, width: 1376, height: 1032))
        #expect(overridden.device == .iPadPro13 && overridden.orientation == .landscape)
    }

    /// A view left out by `when:` leaves its stack, and guides it owns go with it.
    @Test func anAbsentViewLeavesItsStackAndTakesItsGuides() throws {
        let yaml = Fixture.scene("device-scene/stack-with-regular-width-view", in: .module)
        let pad = try Self.load(yaml, device: "ipad")
        #expect(pad.view("c")?.frame == Rect(x: 120, y: 0, width: 50, height: 20))
        #expect(pad.guideIDs == ["g"] && pad.constraints.count == 4)
        let phone = try Self.load(yaml, device: "iphone-15")
        #expect(phone.view("c")?.frame == Rect(x: 60, y: 0, width: 50, height: 20))
        #expect((phone.view("stack") as? StackView)?.arrangedSubviews.map(\.identifier) == ["a", "c"])
        #expect(phone.view("b") == nil && phone.guide("g") == nil && phone.guideIDs.isEmpty)
        #expect(phone.constraints.map(\.name) == ["stack.leading == root.leading", "stack.top == root.top"])
        #expect(!phone.layout().hasProblems)
    }

    static func error(_ yaml: String, device: String? = nil) -> String {
        do {
            _ = try Self.load(yaml, device: device)
            return "loaded"
        } catch {
            return "\(error)"
        }
    }

    @Test func badDevicesAndConditionsPointAtTheValue() {
        #expect(Self.error("size: {width: 10, height: 10}\ndevice: iphone-15-pro-mx\n") == """
            adaptive.yaml:2:9: error: unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15-pro-max'?
            device: iphone-15-pro-mx
                    ^
            """)
        #expect(Self.error("device: {name: ipad, orientation: sideways}\n")
            .hasPrefix("adaptive.yaml:1:35: error: unknown orientation 'sideways' (expected one of: portrait, landscape)"))
        #expect(Self.error("device: {orientation: landscape}\n").hasPrefix("adaptive.yaml:1:9: error: the device needs a 'name'"))
        #expect(Self.error("size: {width: 10, height: 10}\n", device: "nope")
            .hasPrefix("adaptive.yaml:1:1: error: unknown device 'nope' (expected one of: iphone-se,"))
        #expect(Self.error("views:\n  - {id: a, when: {horizontal: compcat}}\n")
            .hasPrefix("adaptive.yaml:2:32: error: unknown size class 'compcat'; did you mean 'compact'? (expected one of: compact, regular)"))
        #expect(Self.error("views:\n  - {id: a, when: {horizontl: compact}}\n")
            .hasPrefix("adaptive.yaml:2:20: error: unknown key 'horizontl' for a trait condition; did you mean 'horizontal'?"))
        #expect(Self.error("views:\n  - {id: a, when: {}}\n")
            .hasPrefix("adaptive.yaml:2:19: error: a 'when' condition needs 'horizontal' or 'vertical'"))
        #expect(Self.error("views:\n  - {id: a}\nconstraints:\n  - {group: [a.width == 10], whne: {horizontal: regular}}\n")
            .hasPrefix("adaptive.yaml:4:30: error: unknown key 'whne' for a group of constraints; did you mean 'when'?"))
        #expect(Self.error("views:\n  - {id: a}\nconstraints:\n  - {group: a.width == 10}\n")
            .hasPrefix("adaptive.yaml:4:13: error: expected a list of constraints, found 'a.width == 10'"))
        // A constraint left out by its condition is still checked.
        #expect(Self.error("views:\n  - {id: a}\nconstraints:\n  - {constraint: a.widht == 10, when: {horizontal: regular}}\n")
            .hasPrefix("adaptive.yaml:4:20: error: invalid equation: Unknown attribute 'widht'. Did you mean 'width'?"))
        #expect(Self.error("root: {when: {horizontal: compact}}\n").hasPrefix("adaptive.yaml:1:8: error: unknown key 'when' for the root view"))
    }

    /// `samples/adaptive-profile.yaml` on its own iPhone 15 and on an iPad in landscape: the
    /// bio moves from under the avatar to beside the name, and the sidebar appears.
    @Test func theAdaptiveSampleVariesForTraits() throws {
        let path = SceneSchemaTests.root.appendingPathComponent("samples/adaptive-profile.yaml").path
        let phone = try SceneLoader.load(contentsOf: path, services: .rendering)
        #expect(!phone.layout().hasProblems)
        #expect(phone.scene.root.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(phone.view("header")?.frame == Rect(x: 0, y: 0, width: 393, height: 103))
        #expect(phone.view("bio")?.frame.origin == Point(x: 16, y: 199))
        #expect(phone.view("bio")?.frame.width == 361)
        #expect(phone.view("sidebar") == nil)
        let pad = try SceneLoader.load(contentsOf: path, services: .rendering, environment: SceneEnvironment(device: DeviceSelection(name: "ipad", landscape: true)))
        #expect(!pad.layout().hasProblems)
        #expect(pad.view("header")?.frame == Rect(x: 0, y: 0, width: 1180, height: 68))
        #expect(pad.view("sidebar")?.frame == Rect(x: 924, y: 84, width: 240, height: 700))
        let name = try #require(pad.view("name")?.frame)
        #expect(pad.view("bio")?.frame.minX == name.maxX + 24 && pad.view("bio")?.frame.maxX == 908)
    }

    @Test func theSchemaListsEveryDeviceName() throws {
        let data = try Data(contentsOf: SceneSchemaTests.root.appendingPathComponent("schema/scene.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let names = try #require((defs["deviceName"] as? [String: Any])?["enum"] as? [String])
        #expect(names == Device.allNames)
    }
}
