import Foundation
import PlumbTestSupport
import Testing

/// `plumb inspect`: the page it writes, where, and its exit statuses.
@Suite struct InspectCommandTests {
    @Test func aSoundSceneWritesItsPageUnderTheSceneNameAndExitsZero() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", CLITests.clean)
        let result = try tool.run(["inspect", "boxes.yaml"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty && result.stdout.isEmpty)
        #expect(tool.names() == ["boxes.inspect.html", "boxes.yaml"])   // no temporary file left
        let html = String(decoding: try tool.bytes("boxes.inspect.html"), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>boxes · Plumb inspector</title>"))
        #expect(html.contains(#""frame":[20,10,40,20]"#))
        // Twice: byte for byte the same.
        #expect(try tool.run(["inspect", "boxes.yaml", "-o", "again.html"]).status == 0)
        #expect(try tool.bytes("again.html") == (try tool.bytes("boxes.inspect.html")))
    }

    @Test func aSceneWithProblemsStillWritesItsPageAndExitsOne() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let scene = PlumbTool.packageRoot.appendingPathComponent("samples/planets-unsatisfiable.yaml").path
        let result = try tool.run(["inspect", scene, "-o", "pages/planets.html"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: Unable to simultaneously satisfy constraints."))
        let html = String(decoding: try tool.bytes("pages/planets.html"), as: UTF8.self)
        #expect(html.contains(#""status":"broken""#))
        let ambiguous = PlumbTool.packageRoot.appendingPathComponent("samples/planets-ambiguous.yaml").path
        #expect(try tool.run(["inspect", ambiguous]).status == 1)
        #expect(tool.exists("planets-ambiguous.inspect.html"))
    }

    @Test func badInputExitsTwoWithTheCaretAndWritesNothing() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("bad.yaml", "views:\n  - {id: a}\nconstraints:\n  - a.widht == 10\n")
        try tool.write("page.html", "old page")
        let result = try tool.run(["inspect", "bad.yaml", "-o", "page.html"])
        #expect(result.status == 2)
        #expect(result.stderr == """
            bad.yaml:4:7: error: invalid equation: Unknown attribute 'widht'. Did you mean 'width'?
              - a.widht == 10
                  ^

            """)
        #expect(String(decoding: try tool.bytes("page.html"), as: UTF8.self) == "old page")   // untouched
        #expect(!tool.exists("bad.inspect.html"))
        #expect(try tool.run(["inspect", "missing.yaml"]).status == 2)
        #expect(try tool.run(["inspect", "bad.yaml", "--size", "0x3"]).status == 2)
        #expect(tool.names() == ["bad.yaml", "page.html"])
    }

    @Test func theCanvasFlagsChangeTheLayoutTheModelShows() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", CLITests.clean)
        #expect(try tool.run(["inspect", "boxes.yaml", "--size", "300x150", "--direction", "rtl", "--scale", "2", "-o", "x.html"]).status == 0)
        let html = String(decoding: try tool.bytes("x.html"), as: UTF8.self)
        #expect(html.contains(#""size":{"height":150,"width":300}"#))
        #expect(html.contains(#""direction":"rtl""#) && html.contains(#""scale":2"#))
        #expect(html.contains(#""frame":[240,10,40,20]"#))   // a, 20 from the leading (right) edge
    }
}

/// `plumb inspect --change …`: the page with a time scrubber.
@Suite struct InspectAnimationCommandTests {
    static let animated = Fixture.scene("inspect-command/window-width-animation", in: .module)

    @Test func changeFlagsGiveThePageAScrubber() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let scene = PlumbTool.packageRoot.appendingPathComponent("samples/purple-in-blue.yaml").path
        let result = try tool.run(["inspect", scene, "--change", "window.width=300->100", "--duration", "1", "--fps", "10",
                                   "--curve", "linear", "--mode", "both", "-o", "page.html"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = String(decoding: try tool.bytes("page.html"), as: UTF8.self)
        #expect(html.contains("<div id=\"scrubber\""))
        #expect(html.contains(#""mode":"interpolated""#) && html.contains(#""title":"window.width=300->100""#))
        // 22 frames, 20 pictures: the films share their first and last.
        #expect(html.contains("id=\"plumb-frame-19\">") && !html.contains("id=\"plumb-frame-20\">"))
    }

    @Test func theFilesAnimationKeyGivesTheScrubberWithoutFlags() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("animated.yaml", Self.animated)
        #expect(try tool.run(["inspect", "animated.yaml"]).status == 0)
        let html = String(decoding: try tool.bytes("animated.inspect.html"), as: UTF8.self)
        #expect(html.contains("<div id=\"scrubber\"") && html.contains("id=\"plumb-frame-2\">"))
    }

    @Test func aBadChangeOrNothingToAnimateExitsTwoAndWritesNothing() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", CLITests.clean)
        let bad = try tool.run(["inspect", "boxes.yaml", "--change", "window.widht=1->2"])
        #expect(bad.status == 2 && bad.stderr.contains("plumb inspect: error: --change"))
        let unknown = try tool.run(["inspect", "boxes.yaml", "--change", "nope.constant=1->2"])
        #expect(unknown.status == 2 && unknown.stderr.contains("no constraint has the id 'nope'"))
        let nothing = try tool.run(["inspect", "boxes.yaml", "--fps", "10"])
        #expect(nothing.status == 2 && nothing.stderr.contains("nothing to animate"))
        #expect(tool.names() == ["boxes.yaml"])
    }
}
