import PlumbTestSupport
import Testing

/// The README's five-minute tour, step by step, with the outputs it shows.
@Suite struct ReadmeTourTests {
    static let scene = Fixture.scene("readme-tour/question", in: .module)

    @Test func tour() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("question.yaml", Self.scene)
        #expect(try tool.run(["render", "question.yaml", "-o", "question.png"]).status == 0)
        let layout = try tool.run(["layout", "question.yaml"])
        #expect(layout.stdout == """
            question 320×120
            root View (0 0; 320 120)
              title Label (16 16; 200 20)
              answer TextField (16 48; 242 34)
              send Button (266 51; 38 30)

            """)
        #expect(try tool.run(["render", "question.yaml", "--overlay", "frames,baselines", "--scale", "2",
                              "-o", "question-overlays.png"]).status == 0)
        #expect(try tool.run(["render", "question.yaml", "--overlay", "constraints", "--focus", "send", "-o", "send.png"]).status == 0)
        #expect(tool.exists("send.png"))

        try tool.write("question.yaml", Self.scene + "  - answer.width == 300\n")
        let broken = try tool.run(["render", "question.yaml", "-o", "question.png"])
        #expect(broken.status == 1)
        let inspected = try tool.run(["inspect", "question.yaml"])
        #expect(inspected.status == 1 && inspected.stderr == broken.stderr)
        #expect(tool.exists("question.inspect.html"))
        #expect(broken.stderr.hasPrefix("question.yaml:12:5: error: Unable to simultaneously satisfy constraints.\n"))
        #expect(broken.stderr.hasSuffix("""
            (
                "<LayoutConstraint:c6 send.trailing == root.trailingMargin   (at question.yaml:15:5)>",
                "<HostSizeConstraint root.width == 320>",
                "<SizeConstraint send.width >= 0>",
                "<LayoutConstraint:c8 H:[answer(300)]   (at question.yaml:17:5)>",
                "<LayoutGuideConstraint root.layoutMarginsGuide.width == root.width - 32>",
                "<LayoutConstraint:c3 answer.leading == root.leadingMargin   (at question.yaml:12:5)>",
                "<LayoutConstraint:c5 H:[answer]-(8)-[send]   (at question.yaml:14:5)>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint:c3 answer.leading == root.leadingMargin   (at question.yaml:12:5)>

            """))

        try tool.write("question.yaml", Self.scene + "  - answer.width <= 300 @ high\n")
        #expect(try tool.run(["render", "question.yaml", "-o", "question.png"]).status == 0)

        let film = try tool.run(["animate", "question.yaml", "--change", "window.width=320->240", "-o", "film.png"])
        #expect(film.status == 0 && tool.exists("film.png"))
        let purple = PlumbTool.packageRoot.appendingPathComponent("samples/purple-in-blue.yaml").path
        let both = try tool.run(["animate", purple, "--mode", "both", "-o", "purple.png"])
        let rows = both.stdout.components(separatedBy: "\n")
        #expect(rows.first == "purple-in-blue: window.width=300->100 · 1 s, linear, 10 fps · left: constraints re-solved every frame · right: Core Animation's interpolation · red: what a frame misses")
        #expect(Array(rows[1...3]) == ["frame  time  constraints  interpolated", "0      0     holds        holds",
                                       "1      0.1   holds        misses purple.width == 100 @ 250 by 4"])
        #expect(Array(rows[10...14]) == ["8      0.8   holds        misses purple.width == 100 @ 250 by 32",
                                         "9      0.9   holds        misses purple.width == 100 @ 250 by 16",
                                         "10     1     holds        holds", "wrote purple.png", ""])

        try tool.write("question.yaml", Self.scene + "  - answer.widht <= 300 @ high\n")
        let typo = try tool.run(["render", "question.yaml"])
        #expect(typo.status == 2)
        #expect(typo.stderr == """
            question.yaml:17:12: error: invalid equation: Unknown attribute 'widht'. Did you mean 'width'?
              - answer.widht <= 300 @ high
                       ^

            """)
    }
}
