import Foundation
import Plumb
import PlumbPreview
import PlumbRender
import PlumbScene
import PlumbTestSupport
import Testing

/// The page's variant switches (`/scene/N/variant?…`), over real HTTP: each switch lays the
/// scene out again in that variant, answers the new model and keeps it for every later request;
/// values it doesn't know are refused with the choices.
@Suite(.serialized) struct PreviewVariantTests {
    /// A box on the safe area, 10 from its leading edge, and a body-text label in the
    /// top-leading corner whose text comes from the strings table.
    static let scene = Fixture.scene("preview-variant/box-in-safe-area-with-greeting", in: .module)

    /// The model part of a variant answer: `"root":…,"box":…,"label":…`.
    static func frames(_ body: String) -> String {
        guard let start = body.range(of: #""root":"#), let end = body.range(of: #","problems""#) else { return body }
        return String(body[start.lowerBound..<end.lowerBound])
    }

    @Test func eachSwitchLaysTheSceneOutInThatVariant() async throws {
        let fixture = try await PreviewFixture(["variant.yaml": Self.scene])
        // The monospace measurer: characters 0.5 em wide, lines 1.25 em; body text is 17 points.
        #expect(Self.frames(try fixture.get("/scene/0/model").body)
            == #""root":"200x100","box":"(10 0; 50 100)","label":"(0 0; 17 21)""#)

        // iPhone 15 in portrait: 393×852, safe area 59 top and 34 bottom, @3x.
        let phone = try fixture.get("/scene/0/variant?device=iphone-15")
        #expect(phone.status == 200)
        #expect(phone.body.hasPrefix(#"{"version":2,"#))
        #expect(Self.frames(phone.body) == #""root":"393x852","box":"(10 59; 50 759)","label":"(0 0; 17 21.333333333333332)""#)

        // Landscape: 852×393, the sensor housing's 59 on both sides, the home indicator's 21 below.
        let landscape = try fixture.get("/scene/0/variant?orientation=landscape")
        #expect(Self.frames(landscape.body) == #""root":"852x393","box":"(69 0; 50 372)","label":"(0 0; 17 21.333333333333332)""#)

        // Right to left: leading is the right edge, 852 - 59 - 10 - 50 = 733.
        let rtl = try fixture.get("/scene/0/variant?direction=rtl")
        #expect(Self.frames(rtl.body) == #""root":"852x393","box":"(733 0; 50 372)","label":"(835 0; 17 21.333333333333332)""#)

        // AX3 body text is 40 points: "Hi" is 40 wide and 50 tall; in German "Hallo" is 100 wide.
        let large = try fixture.get("/scene/0/variant?text-size=AX3")
        #expect(Self.frames(large.body) == #""root":"852x393","box":"(733 0; 50 372)","label":"(812 0; 40 50)""#)
        let german = try fixture.get("/scene/0/variant?language=de")
        #expect(Self.frames(german.body) == #""root":"852x393","box":"(733 0; 50 372)","label":"(752 0; 100 50)""#)

        // Back to the file's own size and safe area; the other switches stay.
        let own = try fixture.get("/scene/0/variant?device=")
        #expect(Self.frames(own.body) == #""root":"200x100","box":"(140 0; 50 100)","label":"(100 0; 100 50)""#)
        #expect(own.body.hasPrefix(#"{"version":7,"#))
        // Every later request, from any page, gets that variant.
        #expect(try fixture.get("/scene/0/model").body == own.body)

        let path = fixture.folder.appendingPathComponent("variant.yaml").path
        let switches = fixture.lines.all.filter { $0.contains(": showing ") }
        #expect(switches == ["iphone-15", "iphone-15:landscape", "iphone-15:landscape, rtl", "iphone-15:landscape, AX3, rtl",
                             "iphone-15:landscape, AX3, de, rtl", "AX3, de, rtl"].map { "\(path): showing \($0)" })
        await fixture.server.stop()
    }

    /// Several parts at once, and the empty value of each: the file's own.
    @Test func switchesSeveralPartsAndGoesBackToTheFilesOwn() async throws {
        let fixture = try await PreviewFixture(["variant.yaml": Self.scene])
        let ipad = try fixture.get("/scene/0/variant?device=ipad-mini&orientation=landscape&text-size=ax3&appearance=dark")
        // iPad mini (6th generation) in landscape: 1133×744, status bar 24 and home indicator 20.
        #expect(Self.frames(ipad.body) == #""root":"1133x744","box":"(10 24; 50 700)","label":"(0 0; 40 50)""#)
        let back = try fixture.get("/scene/0/variant?device=&text-size=&appearance=&language=&direction=")
        #expect(Self.frames(back.body) == #""root":"200x100","box":"(10 0; 50 100)","label":"(0 0; 17 21)""#)
        #expect(fixture.lines.all.last { $0.contains(": showing ") }?.hasSuffix(": showing the file's own variant") == true)
        await fixture.server.stop()
    }

    /// A resize is kept across a text-size switch, and forgotten by a device switch (the root
    /// takes the new screen's size).
    @Test func aDeviceSwitchReplacesTheSizeAskedFor() async throws {
        let fixture = try await PreviewFixture(["variant.yaml": Self.scene])
        #expect(try fixture.get("/scene/0/model?width=300&height=120").body.contains(#""root":"300x120""#))
        #expect(try fixture.get("/scene/0/variant?text-size=XS").body.contains(#""root":"300x120""#))
        #expect(try fixture.get("/scene/0/variant?device=iphone-se").body.contains(#""root":"375x667","box":"(10 20; 50 647)""#))
        await fixture.server.stop()
    }

    @Test func refusesWhatItDoesNotKnow() async throws {
        let fixture = try await PreviewFixture(["variant.yaml": Self.scene])
        let refusals: [(String, Int, String)] = [
            ("device=iphone-15-pro-mx", 400, "device: unknown device 'iphone-15-pro-mx'; did you mean 'iphone-15-pro-max'?"),
            ("orientation=landscape", 400, "orientation: choose a device first (the scene has none)"),
            ("orientation=sideways", 400, "orientation: expected portrait or landscape, not 'sideways'"),
            ("text-size=AX9", 400, "text-size: unknown value 'AX9' (expected one of: XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5)"),
            ("language=fr", 400, "language: unknown value 'fr' (expected one of: en, de, double, accented, rtl)"),
            ("appearance=dusk", 400, "appearance: unknown value 'dusk' (expected one of: light, dark); did you mean 'dark'?"),
            ("direction=up", 400, "direction: unknown value 'up' (expected one of: ltr, rtl)"),
            ("zoom=2", 400, "unknown switch 'zoom' (expected device, orientation, text-size, appearance, language, direction)"),
            ("", 400, "name a part of the variant to switch: device, orientation, text-size, appearance, language, direction"),
        ]
        for (query, status, message) in refusals {
            let answer = try fixture.get("/scene/0/variant?\(query)")
            #expect(answer.status == status, "\(query)")
            #expect(answer.body == message, "\(query)")
        }
        // Only GET switches; and a request another site's page made is refused (the browser says so).
        #expect(try fixture.raw(fixture.request("HEAD /scene/0/variant?device=iphone-se HTTP/1.1")).hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"))
        let crossSite = try runCommand(["curl", "-s", "-w", "\n%{http_code}", "-H", "Sec-Fetch-Site: cross-site",
                                        "http://127.0.0.1:\(fixture.port)/scene/0/variant?device=iphone-se"]).output
        #expect(crossSite == "Variants are switched from the preview's own pages.\n403")
        // Nothing was switched.
        let model = try fixture.get("/scene/0/model").body
        #expect(model.hasPrefix(#"{"version":1,"#))
        #expect(Self.frames(model) == #""root":"200x100","box":"(10 0; 50 100)","label":"(0 0; 17 21)""#)
        await fixture.server.stop()
    }

    /// The server's own starting variant (`plumb preview --device … --size …`).
    @Test func startsInTheVariantAndSizeItIsGiven() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let path = base.appendingPathComponent("variant.yaml").path
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
        let server = PreviewServer(scenes: [path], port: 0, content: PreviewFixture.content, services: .rendering.measuring(with: MonospaceTextMeasurer()),
                                   environment: SceneEnvironment(device: DeviceSelection(name: "iphone-se", landscape: true),
                                                                 contentSize: .accessibilityExtraLarge, language: "de"),
                                   size: Size(width: 500, height: 300)) { _ in }
        let port = try await server.start()
        let model = try runCommand(["curl", "-s", "http://127.0.0.1:\(port)/scene/0/model"]).output
        // iPhone SE in landscape has no safe-area insets; the size asked for wins over its 667×375.
        #expect(Self.frames(model) == #""root":"500x300","box":"(10 0; 50 300)","label":"(0 0; 100 50)""#)
        await server.stop()
    }
}
