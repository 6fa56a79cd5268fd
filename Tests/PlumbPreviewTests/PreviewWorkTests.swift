import Foundation
import Plumb
import PlumbPreview
import PlumbRender
import PlumbScene
import PlumbTestSupport
import Testing

/// The preview's scene work: one rendering per edit shared by every request, stale edits
/// dropped, the pages told when work runs, and failures shown over the last good layout.
@Suite(.serialized) struct PreviewWorkTests {
    static let scene = PreviewServerTests.scene

    /// Renders like the fixture's content, recording each box frame it renders; while armed, its
    /// next rendering waits to be released.
    final class GatedContent: @unchecked Sendable {
        private let lock = NSLock()
        private var rendered: [String] = []
        private var isArmed = false
        private var isWaiting = false
        private let release = DispatchSemaphore(value: 0)

        var frames: [String] { lock.withLock { rendered } }
        var waiting: Bool { lock.withLock { isWaiting } }
        func arm() { lock.withLock { isArmed = true } }
        func open() { release.signal() }

        var content: PreviewContent {
            PreviewContent { [self] loaded, outcome, quick in
                let pause = lock.withLock {
                    rendered.append("\(loaded.view("box")?.frame ?? .zero)")
                    defer { isArmed = false }
                    isWaiting = isArmed
                    return isArmed
                }
                if pause {
                    release.wait()   // on the scene's own thread, not the test's
                    lock.withLock { isWaiting = false }
                }
                return try PreviewFixture.content.render(loaded, outcome, quick)
            }
        }
    }

    static func inset(_ inset: Int) -> String {
        scene.replacingOccurrences(of: "[10, 20, 10, 20]", with: "[\(inset), \(inset), \(inset), \(inset)]")
    }

    /// Edits saved while one is being rendered replace it: its rendering is dropped unpublished,
    /// the middle edit is never loaded, and the newest is published as the next version. The
    /// page's socket hears `busy` while the work runs, a model request is answered at once
    /// meanwhile (the last good layout, marked busy), and afterwards every request and page is
    /// served the one rendering made for the edit.
    @Test func oneRenderingPerEditAndStaleEditsAreDropped() async throws {
        let gated = GatedContent()
        let fixture = try await PreviewFixture(["box.yaml": Self.scene], content: gated.content)
        let page = try RawConnection(port: fixture.port)
        #expect(RawConnection.status(of: page.upgrade(port: fixture.port, origin: "http://127.0.0.1:\(fixture.port)")) == 101)
        #expect(page.textMessages(1) == [#"{"version":1}"#])

        gated.arm()
        try fixture.write("box.yaml", Self.inset(5))
        #expect(try await fixture.waitFor { gated.waiting ? true : nil } == true)
        #expect(page.textMessages(1) == [#"{"version":1,"busy":true}"#])
        let meanwhile = try fixture.get("/scene/0/model").body
        #expect(meanwhile.hasPrefix(#"{"version":1,"model":{"root":"200x100","box":"(20 10; 160 80)""#))
        #expect(meanwhile.hasSuffix(#","busy":true}"#))

        try fixture.write("box.yaml", Self.inset(6))
        #expect(try await fixture.waitFor { fixture.server.counts(scene: 0).edits == 3 ? true : nil } == true)
        try fixture.write("box.yaml", Self.inset(7))
        #expect(try await fixture.waitFor { fixture.server.counts(scene: 0).edits == 4 ? true : nil } == true)
        gated.open()
        let latest = try await fixture.waitForModel { $0.contains("(7 7; 186 86)") }
        #expect(latest.hasPrefix(#"{"version":2,"#))
        #expect(gated.frames == ["(20 10; 160 80)", "(5 5; 190 90)", "(7 7; 186 86)"])
        let messages = page.textMessages(3)
        #expect(messages == [#"{"version":1,"busy":true}"#, #"{"version":1,"busy":true}"#, #"{"version":2}"#])

        for _ in 0..<5 { #expect(try fixture.get("/scene/0/model").body == latest) }
        for _ in 0..<3 { #expect(try fixture.get("/scene/0").status == 200) }
        #expect(fixture.server.counts(scene: 0).renderings == 3)
        // A new size is one more rendering, then served as it is.
        for _ in 0..<3 { #expect(try fixture.get("/scene/0/model?width=300&height=100").body.contains(#""root":"300x100""#)) }
        #expect(fixture.server.counts(scene: 0).renderings == 4)
        await fixture.server.stop()
    }

    /// A layout that solves to an infinite frame, and content that can't be rendered, are
    /// errors: logged, in the model's `"error"`, with the last good layout kept; the next good
    /// edit clears them.
    @Test func aFailedLayoutOrRenderingKeepsTheLastGoodOne() async throws {
        let fixture = try await PreviewFixture(["box.yaml": Self.scene])
        try fixture.write("box.yaml", Self.scene.replacingOccurrences(of: "preview-box", with: "explode"))
        let refused = try await fixture.waitForModel { $0.contains("\"error\"") }
        #expect(refused.hasPrefix(#"{"version":2,"model":{"root":"200x100","box":"(20 10; 160 80)""#))
        let file = fixture.folder.appendingPathComponent("box.yaml").path
        let renderError = "\(file): error: the preview page could not be made: the test content refuses scenes named 'explode'"
        #expect(refused.contains(#""error":"\#(renderError.replacingOccurrences(of: "/", with: "\\/"))""#))
        #expect(fixture.lines.all.contains(renderError))

        try fixture.write("box.yaml", Self.infiniteChain)
        let infinite = try await fixture.waitForModel { $0.hasPrefix(#"{"version":3,"#) }
        #expect(infinite.contains(#""box":"(20 10; 160 80)""#))
        #expect(infinite.contains(#""error":""#))
        let lastLine = try #require(fixture.lines.all.last)
        #expect(lastLine.hasPrefix("\(file)"))
        #expect(lastLine.contains("error"))

        try fixture.write("box.yaml", Self.inset(5))
        let fixed = try await fixture.waitForModel { $0.hasPrefix(#"{"version":4,"#) }
        #expect(fixed == #"{"version":4,"model":{"root":"200x100","box":"(5 5; 190 90)","problems":false},"svg":"<svg\/>"}"#)
        await fixture.server.stop()
    }

    /// The box, and 53 views whose widths are each 10⁶ times the next's, the last 10 wide: the
    /// first solves to 10³¹³, which is infinite.
    static let infiniteChain: String = {
        var lines = ["name: preview-box", "size: {width: 200, height: 100}", "views:", ##"  - {id: box, background: "#ff0000"}"##]
        lines += (0..<53).map { "  - {id: v\($0)}" }
        lines += ["constraints:", "  - box.edges == root.edges + [10, 20, 10, 20]", "  - v52.width == 10"]
        lines += (0..<52).map { "  - v\($0).width == 1000000 * v\($0 + 1).width" }
        lines += (0..<53).flatMap { ["  - v\($0).leading == root.leading", "  - v\($0).top == root.top", "  - v\($0).height == 10"] }
        return lines.joined(separator: "\n") + "\n"
    }()
}
