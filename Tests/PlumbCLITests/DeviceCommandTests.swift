import Foundation
import PlumbTestSupport
import Testing

/// `--device` on the commands that load scenes, and `plumb devices`.
@Suite struct DeviceCommandTests {
    static let scene = Fixture.scene("device-command/box-at-safe-area-corner", in: .module)

    @Test func layoutPrintsTheDevicesRootSize() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", Self.scene)
        let portrait = try tool.run(["layout", "boxes.yaml", "--device", "iphone-15"])
        #expect(portrait.status == 0)
        #expect(portrait.stdout == "boxes 393×852\nroot View (0 0; 393 852)\n  a View (0 59; 40 20)\n")
        let landscape = try tool.run(["layout", "boxes.yaml", "--device", "15:landscape", "--json"])
        #expect(landscape.stdout.contains(#""size": {"width": 852, "height": 393}"#))
        // --size wins over the device's size; the device's safe area stays.
        let sized = try tool.run(["layout", "boxes.yaml", "--device", "iphone-15", "--size", "300x400"])
        #expect(sized.stdout == "boxes 300×400\nroot View (0 0; 300 400)\n  a View (0 59; 40 20)\n")
    }

    @Test func renderCheckAndSnapshotUseTheDevice() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", Self.scene)
        #expect(try tool.run(["render", "boxes.yaml", "--device", "se", "-o", "se.png"]).status == 0)
        let png = try tool.bytes("se.png")
        let width = png[16...19].reduce(0) { $0 << 8 | Int($1) }, height = png[20...23].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 750 && height == 1334)   // 375×667 at the SE's scale 2
        #expect(try tool.run(["check", "boxes.yaml", "--device", "ipad-mini:landscape"]).status == 0)
        let record = try tool.run(["snapshot", "record", "boxes.yaml", "--snapshots", "refs", "--device", "iphone-15:landscape"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(tool.names(in: "refs") == ["boxes.device-iphone-15-landscape.layout.txt", "boxes.device-iphone-15-landscape.png"])
        let verify = try tool.run(["snapshot", "verify", "boxes.yaml", "--snapshots", "refs", "--device", "iphone-15:landscape"])
        #expect(verify.status == 0, "\(verify.stderr)")
    }

    @Test func anUnknownDeviceExitsWithTwoAndSuggests() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", Self.scene)
        for command in [["layout"], ["render"], ["check"], ["snapshot", "verify"], ["preview"]] {
            let result = try tool.run(command + ["boxes.yaml", "--device", "iphone-15-pro-mx"])
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains("--device: unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15-pro-max'?"), "\(command)")
        }
        let none = try tool.run(["layout", "boxes.yaml", "--device", "nope"])
        #expect(none.status == 2 && none.stderr.contains("unknown device 'nope' (expected one of: iphone-se, iphone-13-mini,"))
        #expect(try tool.run(["layout", "boxes.yaml", "--device", "iphone-15:sideways"]).status == 2)
        try tool.write("bad.yaml", "device: iphone-51\nsize: {width: 10, height: 10}\n")
        let file = try tool.run(["layout", "bad.yaml"])
        #expect(file.status == 2)
        #expect(file.stderr.hasPrefix("bad.yaml:1:9: error: unknown device 'iphone-51'"))
    }

    @Test func devicesListsEveryPreset() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let result = try tool.run(["devices"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 19)
        #expect(lines[0].hasPrefix("name "))
        #expect(lines[0].split(separator: " ").joined(separator: " ")
            == "name aliases device points scale portrait safe area landscape safe area portrait classes landscape classes")
        let fifteen = try #require(lines.first { $0.hasPrefix("iphone-15 ") })
        #expect(fifteen.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            == "iphone-15 15 iPhone 15 393x852 @3x [59, 0, 34, 0] [0, 59, 21, 59] w:compact h:regular w:compact h:compact")
        let max = try #require(lines.first { $0.hasPrefix("iphone-16-pro-max ") })
        #expect(max.hasSuffix("w:compact h:regular  w:regular h:compact"))
        let pad = try #require(lines.first { $0.hasPrefix("ipad ") })
        #expect(pad.contains("820x1180") && pad.contains("[24, 0, 20, 0]") && pad.hasSuffix("w:regular h:regular  w:regular h:regular"))
    }
}
