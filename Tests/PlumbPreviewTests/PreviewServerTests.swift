import Foundation
import Plumb
import PlumbPreview
import PlumbScene
import PlumbTestSupport
import Testing

/// `plumb preview`'s server, over real HTTP on 127.0.0.1 (requests by curl): what it serves,
/// what it refuses, and how it follows a scene file as it changes and as the page resizes it.
@Suite(.serialized) struct PreviewServerTests {
    static let scene = Fixture.scene("preview-server/red-box", in: .module)

    @Test func servesThePageAndTheModel() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        let page = try fixture.get("/scene/0")
        #expect(page.status == 200)
        #expect(page.body.hasPrefix("<!doctype html><title>preview-box</title><script>"))
        #expect(page.body.contains("new WebSocket(\"ws://\" + location.host + base + \"/socket\")"))
        // The box is 10 and 20 inside the 200x100 root.
        let model = try fixture.get("/scene/0/model")
        #expect(model.status == 200)
        #expect(model.body == #"{"version":1,"model":{"root":"200x100","box":"(20 10; 160 80)","problems":false},"svg":"<svg\/>"}"#)
        #expect(fixture.lines.all.first?.contains("box.yaml: laid out 2 views in ") == true)
        await fixture.server.stop()
    }

    /// `plumb preview --device`: every scene is laid out on the device.
    @Test func laysTheScenesOutOnTheDevice() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene], environment: SceneEnvironment(device: DeviceSelection(name: "iphone-15")))
        let model = try fixture.get("/scene/0/model").body
        #expect(model.contains(#""root":"393x852","box":"(20 10; 353 832)""#))
        await fixture.server.stop()
    }

    /// The resize handle's request lays the scene out at the new size, and back.
    @Test func resizesOnRequest() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        let wide = try fixture.get("/scene/0/model?width=375&height=120").body
        #expect(wide.contains(#""root":"375x120","box":"(20 10; 335 100)""#))
        #expect(try fixture.get("/scene/0/model?width=375&height=120&quick=1").body.contains(#""problems":false,"quick":true}"#))
        let back = try fixture.get("/scene/0/model").body
        #expect(back.contains(#""root":"200x100","box":"(20 10; 160 80)""#))
        #expect(try fixture.get("/scene/0/model?width=0&height=10").status == 400)
        #expect(try fixture.get("/scene/0/model?width=nan&height=10").status == 400)
        await fixture.server.stop()
    }

    /// Saving the file brings a new version; a broken edit keeps the last good layout and adds
    /// the error in compiler form; fixing it clears the error.
    @Test func followsTheFile() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        try fixture.write("box.yaml", Self.scene.replacingOccurrences(of: "[10, 20, 10, 20]", with: "[5, 5, 5, 5]"))
        let moved = try await fixture.waitForModel { $0.contains("(5 5; 190 90)") }
        #expect(moved.hasPrefix(#"{"version":2,"#))

        try fixture.write("box.yaml", Self.scene.replacingOccurrences(of: "box.edges", with: "box.edgez"))
        let broken = try await fixture.waitForModel { $0.contains("\"error\"") }
        #expect(broken.contains(#""box":"(5 5; 190 90)""#))
        #expect(broken.contains(#"box.yaml:6:9: error: invalid equation: Unknown attribute 'edgez'"#))
        #expect(broken.contains(#"\n  - box.edgez == root.edges + [10, 20, 10, 20]\n        ^""#))
        #expect(fixture.lines.all.contains { $0.contains("box.yaml:6:9: error: invalid equation: Unknown attribute 'edgez'") })

        try fixture.write("box.yaml", Self.scene)
        let fixed = try await fixture.waitForModel { !$0.contains("\"error\"") }
        #expect(fixed.contains(#""box":"(20 10; 160 80)""#))
        await fixture.server.stop()
    }

    /// Only the scenes' pages: no file, no other path, no other host, no other method.
    @Test func refusesEverythingElse() async throws {
        let fixture = try await PreviewFixture(["a.yaml": Self.scene, "b.yaml": Self.scene])
        let index = try fixture.get("/")
        #expect(index.status == 200 && index.body.contains("<a href=\"/scene/1\">"))
        for path in ["/scene/2", "/scene/01", "/scene/-1", "/scene/0/other", "/a.yaml", "/scene/0/../../a.yaml",
                     "/../../../../etc/passwd", "/scene/0/model/extra", "/scene", "/favicon.ico"] {
            #expect(try fixture.get(path).status == 404, "\(path)")
        }
        #expect(try fixture.get("/scene/0", host: "evil.example:\(fixture.port)").status == 403)
        #expect(try fixture.get("/scene/0", host: "localhost:\(fixture.port)").status == 200)
        #expect(try fixture.get("/scene/0", method: "POST").status == 405)
        await fixture.server.stop()
    }

    @Test func oneSceneRedirectsToItsPage() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        let result = try runCommand(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code} %{redirect_url}", "http://127.0.0.1:\(fixture.port)/"])
        #expect(result.output == "302 http://127.0.0.1:\(fixture.port)/scene/0")
        await fixture.server.stop()
    }

    /// A scene that doesn't load at start still gets a page: the error, and the script that
    /// reloads the page once the file is fixed.
    @Test func aBrokenSceneStillServesItsError() async throws {
        let fixture = try await PreviewFixture(["box.yaml": "size: {width: 200, height: 100}\nviews: [{id: a, widht: 3}]\n"])
        let page = try fixture.get("/scene/0")
        #expect(page.status == 200)
        #expect(page.body.contains("<pre id=error>"))
        #expect(page.body.contains("box.yaml:2:17: error: unknown key &#39;widht&#39;") || page.body.contains("box.yaml:2:17: error: unknown key 'widht'"))
        let model = try fixture.get("/scene/0/model").body
        #expect(model.hasPrefix(#"{"version":1,"error":""#))
        await fixture.server.stop()
    }
}
