import Foundation
import Testing

/// `plumb render --overlay` with `--legend`, `--focus` and the default scale of 2.
@Suite struct OverlayFlagTests {
    /// A PNG's width and height, from its header.
    static func size(_ png: [UInt8]) -> (width: Int, height: Int) {
        func number(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    /// The 200 × 100 boxes scene, which gives no scale. With frames and guides, the legend has
    /// two rows, "layout guides" the wider: 16 + 5 + 69 + 1 → 91 points, and 8 either side: a
    /// strip of 99 points (198 pixels at 2×) beside the layout, or one row of 29 points (58
    /// pixels) below it.
    @Test func overlaysDrawAtTwiceTheScaleWithTheLegendBesideTheLayout() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", CLITests.clean)
        func render(_ flags: [String], file: String = "boxes.yaml") throws -> (width: Int, height: Int) {
            let result = try tool.run(["render", file] + flags + ["-o", "out.png"])
            #expect(result.status == 0, "\(result.stderr)")
            return Self.size(try tool.bytes("out.png"))
        }
        #expect(try render([]) == (200, 100))                                                  // no overlays: the scene's scale, 1
        #expect(try render(["--overlay", "frames,guides"]) == (400 + 198, 200))               // 2×, legend beside
        #expect(try render(["--overlay", "frames,guides", "--legend", "side"]) == (400 + 198, 200))
        #expect(try render(["--overlay", "frames,guides", "--legend", "bottom"]) == (400, 200 + 58))
        #expect(try render(["--overlay", "frames,guides", "--legend", "none"]) == (400, 200))
        #expect(try render(["--overlay", "frames,guides", "--scale", "1"]) == (200 + 99, 100))  // --scale wins
        // A scene file that gives its scale keeps it.
        try tool.write("one.yaml", CLITests.clean.replacingOccurrences(of: "name: boxes\n", with: "name: boxes\nscale: 1\n"))
        #expect(try render(["--overlay", "frames,guides", "--legend", "none"], file: "one.yaml") == (200, 100))
        // The samples command takes --legend too.
        let samples = try tool.run(["samples", "answer-row", "--overlay", "frames", "--legend", "none", "-o", "s"])
        #expect(samples.status == 0 && tool.exists("s/answer-row.png"))
    }

    @Test func focusOnKnownIdsRendersAndUnknownIdsAreBadInput() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", CLITests.clean)
        let focused = try tool.run(["render", "boxes.yaml", "--overlay", "constraints", "--focus", "a, gap", "-o", "a.png"])
        #expect(focused.status == 0, "\(focused.stderr)")
        #expect(try tool.run(["render", "boxes.yaml", "--overlay", "constraints", "-o", "all.png"]).status == 0)
        #expect(try tool.bytes("a.png") != tool.bytes("all.png"))
        // --focus alone draws every layer for those views.
        #expect(try tool.run(["render", "boxes.yaml", "--focus", "b", "-o", "b.png"]).status == 0)
        #expect(Self.size(try tool.bytes("b.png")).height == 200)

        let unknown = try tool.run(["render", "boxes.yaml", "--overlay", "constraints", "--focus", "a,bb", "-o", "x.png"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == """
            plumb render: boxes.yaml: unknown view or guide 'bb' at offset 2 in the focus list; did you mean 'b'?
              a,bb
                ^
            ids in the scene: root, a, b, gap

            """)
        #expect(!tool.exists("x.png"))
        #expect(try tool.run(["render", "boxes.yaml", "--legend", "left", "-o", "x.png"]).status == 2)
    }
}
