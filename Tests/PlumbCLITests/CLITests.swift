import Foundation
import PlumbTestSupport
import Testing

/// The `plumb` binary: commands, exit statuses, output files and JSON, run as a user would.
@Suite struct CLITests {
    static let clean = Fixtures.boxes

    @Test func layoutJSONGivesFramesAlignmentRectsAndGuidesToThePoint() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", Self.clean)
        let result = try tool.run(["layout", "boxes.yaml", "--json"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            {
              "scene": "boxes",
              "size": {"width": 200, "height": 100},
              "views": {
                "root": {
                  "frame": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "alignmentRect": {"x": 0, "y": 0, "width": 200, "height": 100},
                  "ambiguous": false
                },
                "a": {
                  "frame": {"x": 20, "y": 10, "width": 40, "height": 20},
                  "alignmentRect": {"x": 20, "y": 10, "width": 40, "height": 20},
                  "ambiguous": false
                },
                "b": {
                  "frame": {"x": 90, "y": 30, "width": 40, "height": 24},
                  "alignmentRect": {"x": 90, "y": 30, "width": 40, "height": 20},
                  "ambiguous": false
                }
              },
              "guides": {
                "gap": {
                  "frame": {"x": 60, "y": 10, "width": 30, "height": 1},
                  "ambiguous": false
                }
              },
              "unsatisfiable": [],
              "ambiguous": []
            }

            """)
    }

    @Test func sampleScenesGiveTheSeedsFramesAsJSON() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        func json(_ sample: String) throws -> PlumbTool.Result {
            try tool.run(["layout", PlumbTool.packageRoot.appendingPathComponent("samples/\(sample).yaml").path, "--json"])
        }
        // Book S5: a 64×64 image hugging at 50 against 100×100 @250, centred in 320×504.
        let s5 = try json("book-s5")
        #expect(s5.status == 0)
        #expect(s5.stdout.contains(#""frame": {"x": 110, "y": 202, "width": 100, "height": 100}"#))
        // Book S8: left +118 and left +100 conflict; the earlier one breaks, leaving x = 100.
        let s8 = try json("book-s8")
        #expect(s8.status == 1)
        #expect(s8.stdout.contains(#""frame": {"x": 100, "y": 124, "width": 50, "height": 50}"#))
        #expect(s8.stdout.contains("""
                  "conflicting": ["V0.left == root.left + 100", "V0.left == root.left + 118"],
                  "broken": "V0.left == root.left + 118"
            """))
        // Planets: saturnWidth breaks; Saturn fills the margins between the guide and the label.
        let planets = try json("planets-unsatisfiable")
        #expect(planets.status == 1)
        #expect(planets.stdout.contains(#""saturn": {"# + "\n" + #"      "frame": {"x": 8, "y": 28, "width": 359, "height": 64},"#))
        #expect(planets.stdout.contains(#""broken": "saturnWidth""#))
        // The minimal set: without any one of these, the rest can hold.
        #expect(planets.stdout.contains(#"""
                  "conflicting": ["labelToTop", "root.width == 375", "V:[top(20)]", "root.layoutMarginsGuide.width == root.width - 16", "saturnWidth", "imageHorizontal", "V:|-0-[top]", "verticalLayout"],
            """#))
        #expect(planets.stdout.contains(#""baseline": {"first": 116, "last": 116}"#))
        // The menu: its content guide holds 28 + 120 + 28 + 7 × 30 + 6 × 20 + 28 = 534 points.
        let menu = try json("menu-screen")
        #expect(menu.status == 0)
        #expect(menu.stdout.contains(#""ambiguous": false,"# + "\n" + #"      "contentSize": {"width": 320, "height": 534}"#))
    }

    @Test func exerciseDrawsTheLayoutBesideItsAlternative() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let planets = PlumbTool.packageRoot.appendingPathComponent("samples/planets-ambiguous.yaml").path
        let result = try tool.run(["render", planets, "--exercise", "--overlay", "ambiguity", "--scale", "1", "--legend", "none",
                                   "-o", "exercised.png"])
        #expect(result.status == 1)   // ambiguous on purpose
        #expect(result.stderr.contains("planets-ambiguous.yaml:11:5: error: ambiguous layout: saturn needs constraints for: X position (saturn.minX in 0...291)\n"))
        // Two 375 × 440 panels, 16 apart, under 24 points of captions: 766 × 464 pixels.
        let png = try tool.bytes("exercised.png")
        #expect(png[16..<24].elementsEqual([0, 0, 0x02, 0xFE, 0, 0, 0x01, 0xD0]))
        // By default, at 2× and each panel with its legend's strip (119 points) beside it: 2008 × 928 pixels.
        #expect(try tool.run(["render", planets, "--exercise", "--overlay", "ambiguity", "-o", "exercised.png"]).status == 1)
        #expect(try tool.bytes("exercised.png")[16..<24].elementsEqual([0, 0, 0x07, 0xD8, 0, 0, 0x03, 0xA0]))
    }

    /// The seed's planets log (000/004), golden: UIKit's five parts, the minimal set, stable ids,
    /// visual-format bodies, identifiers, and the scene-file line each constraint came from.
    @Test func planetsLogGolden() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let yaml = try String(contentsOf: PlumbTool.packageRoot.appendingPathComponent("samples/planets-unsatisfiable.yaml"),
                              encoding: .utf8)
        try tool.write("planets.yaml", yaml)
        let result = try tool.run(["render", "planets.yaml", "-o", "planets.png"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            planets.yaml:17:35: error: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<LayoutConstraint:c11 'labelToTop' V:|-(100)-[label]   (Names: '|':root )   (at planets.yaml:25:34)>",
                "<HostSizeConstraint root.width == 375>",
                "<LayoutConstraint:c6 V:[top(20)]   (at planets.yaml:22:5)>",
                "<LayoutGuideConstraint root.layoutMarginsGuide.width == root.width - 16>",
                "<LayoutConstraint:c1 'saturnWidth' saturn.width == 1.5*saturn.height   (at planets.yaml:17:35)>",
                "<LayoutConstraint:c2 'imageHorizontal' saturn.leading == root.leadingMargin   (at planets.yaml:18:39)>",
                "<LayoutConstraint:c3 'imageHorizontal' root.trailingMargin == saturn.trailing   (at planets.yaml:19:39)>",
                "<LayoutConstraint:c5 V:|-(0)-[top]   (Names: '|':root )   (at planets.yaml:21:5)>",
                "<LayoutConstraint:c9 'verticalLayout' V:[top]-(NSSpace(8))-[saturn]   (at planets.yaml:24:38)>",
                "<LayoutConstraint:c10 'verticalLayout' V:[saturn]-(NSSpace(8))-[label]   (at planets.yaml:24:38)>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint:c1 'saturnWidth' saturn.width == 1.5*saturn.height   (at planets.yaml:17:35)>

            """)
    }

    @Test func layoutTreeAndOverrides() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", Self.clean)
        let result = try tool.run(["layout", "boxes.yaml", "--size", "300x80", "--direction", "rtl"])
        #expect(result.status == 0)
        #expect(result.stdout == """
            boxes 300×80
            root View (0 0; 300 80)
              gap LayoutGuide (210 10; 30 1)
              a View (240 10; 40 20)
              b View (170 30; 40 24)

            """)
    }

    @Test func unsatisfiableScenesRenderAndExitWithOne() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("conflict.yaml", Fixture.scene("cli/conflicting-widths", in: .module))
        let render = try tool.run(["render", "conflict.yaml", "-o", "conflict.png"])
        #expect(render.status == 1)
        #expect(tool.exists("conflict.png"))
        #expect(render.stderr.hasPrefix("conflict.yaml:5:28: error: Unable to simultaneously satisfy constraints.\n"))
        #expect(render.stderr.contains("Will attempt to recover by breaking constraint\n<LayoutConstraint:c1 'wide' H:[v(80)]   (at conflict.yaml:5:28)>"))
        let json = try tool.run(["layout", "conflict.yaml", "--json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("""
              "unsatisfiable": [
                {
                  "conflicting": ["v.width == 20", "wide"],
                  "broken": "wide"
                }
              ],
            """))
        #expect(json.stdout.contains(#""v": {"# + "\n" + #"      "frame": {"x": 0, "y": 0, "width": 20, "height": 10},"#))
    }

    @Test func ambiguousScenesAreReportedByCheckAndTrace() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("loose.yaml", Fixture.scene("cli/loose-under-fixed", in: .module))
        try tool.write("clean.yaml", Self.clean)
        let check = try tool.run(["check", "clean.yaml", "loose.yaml"])
        #expect(check.status == 1)
        #expect(check.stdout == "clean.yaml: no problems found\n")
        // At the view's declaration (line 4, column 5), with what it needs and its constraints.
        #expect(check.stderr == """
            loose.yaml:4:5: error: ambiguous layout: loose needs constraints for: X position (loose.minX in -inf...inf)
                loose's constraints:
                    <LayoutConstraint:c3 V:[fixed]-(0)-[loose]   (at loose.yaml:7:5)>

            """)
        let trace = try tool.run(["trace", "loose.yaml"])
        #expect(trace.status == 1)
        #expect(trace.stdout.hasPrefix("•View:root\n|   *View:fixed\n|   *View:loose- AMBIGUOUS LAYOUT for loose.minX{id: 9}\n|\n\nLegend:\n"))
        #expect(try tool.run(["check", "clean.yaml"]).status == 0)
        #expect(try tool.run(["trace", "clean.yaml"]).status == 0)
    }

    @Test func checkLintsWithSourceLines() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("tie.yaml", Fixture.scene("cli/field-and-send-tie", in: .module))
        let check = try tool.run(["check", "tie.yaml"])
        #expect(check.status == 1)
        #expect(check.stdout.isEmpty)
        // The preference settles the widths, so only the multiplier is reported.
        #expect(check.stderr == "tie.yaml:11:5: warning: send.width == 0*field.width + 60 @250 has multiplier 0, "
            + "so it ignores field; write a constant instead [zeroMultiplier]\n")
        // Without it the two views tie on hugging (and on compression resistance).
        let tie = try String(contentsOf: tool.folder.appendingPathComponent("tie.yaml"), encoding: .utf8)
        try tool.write("tie.yaml", tie.replacingOccurrences(of: "  - send.width == 0 * field.width + 60 @ low", with: ""))
        let tied = try tool.run(["check", "tie.yaml"])
        #expect(tied.status == 1)
        // Ambiguity and the tie's warning point at the views' declarations (lines 3 and 4).
        #expect(tied.stderr == """
            tie.yaml:3:5: error: ambiguous layout: field needs constraints for: width (field.width in 100...232)
                field's constraints:
                    <LayoutConstraint:c1 H:|-(0)-[field]   (Names: '|':root )   (at tie.yaml:6:5)>
                    <LayoutConstraint:c2 H:[field]-(8)-[send]   (at tie.yaml:7:5)>
                    <LayoutConstraint:c4 V:|-(0)-[field]   (Names: '|':root )   (at tie.yaml:9:5)>
            tie.yaml:4:5: error: ambiguous layout: send needs constraints for: X position or width (send.minX in 108...240, send.width in 60...192)
                send's constraints:
                    <LayoutConstraint:c2 H:[field]-(8)-[send]   (at tie.yaml:7:5)>
                    <LayoutConstraint:c3 H:[send]-(0)-|   (Names: '|':root )   (at tie.yaml:8:5)>
                    <LayoutConstraint:c5 V:|-(0)-[send]   (Names: '|':root )   (at tie.yaml:10:5)>
            tie.yaml:3:5: warning: field and send have the same horizontal hugging priority (250), so their widths are ambiguous; raise one by 1 [contentPriorityTie]
            tie.yaml:3:5: warning: field and send have the same horizontal compression resistance priority (750), so their widths are ambiguous; raise one by 1 [contentPriorityTie]

            """)
    }

    @Test func safeAreaRendersWithItsOverlayAndBadValuesPointAtTheLine() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let scene = Fixture.scene("cli/phone-header-under-safe-area", in: .module)
        try tool.write("phone.yaml", scene)
        let render = try tool.run(["render", "phone.yaml", "--overlay", "safearea", "-o", "phone.png"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(tool.exists("phone.png"))
        let layout = try tool.run(["layout", "phone.yaml"])
        #expect(layout.stdout.contains("header View (0 47; 375 44)"), "\(layout.stdout)")
        try tool.write("bad.yaml", scene.replacingOccurrences(of: "[47, 0, 34, 0]", with: "[47, 0, -34, 0]"))
        let bad = try tool.run(["render", "bad.yaml", "-o", "bad.png"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("""
            bad.yaml:4:21: error: a safe-area inset cannot be negative (-34)
              safeArea: [47, 0, -34, 0]
                                ^
            """))
    }

    @Test func severalScenesRenderIntoAFolderInParallel() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("one.yaml", Self.clean)
        try tool.write("two.yaml", Self.clean.replacingOccurrences(of: "name: boxes", with: "name: other"))
        try tool.write("bad.yaml", "size: {width: -1, height: 10}\n")
        let result = try tool.run(["render", "one.yaml", "bad.yaml", "two.yaml", "--format", "svg", "--jobs", "2", "-o", "pictures"])
        #expect(result.status == 2)
        #expect(tool.exists("pictures/one.svg") && tool.exists("pictures/two.svg"))
        #expect(!tool.exists("pictures/bad.svg"))
        #expect(result.stderr.hasPrefix("bad.yaml:1:15: error: a scene size must be more than 0 and at most 100000 points"))
        #expect(try tool.bytes("pictures/one.svg").starts(with: Array("<?xml".utf8)))
    }

    @Test func pngScaleAndFormatFollowTheFlags() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", Self.clean)
        #expect(try tool.run(["render", "boxes.yaml", "--scale", "2", "--overlay", "frames,guides", "--legend", "none",
                              "-o", "b.png"]).status == 0)
        let png = try tool.bytes("b.png")
        #expect(png[16..<24].elementsEqual([0, 0, 1, 144, 0, 0, 0, 200]))   // 400 × 200 pixels
        #expect(try tool.run(["render", "boxes.yaml", "-o", "b.pdf"]).status == 0)
        #expect(try tool.bytes("b.pdf").starts(with: Array("%PDF".utf8)))
        #expect(try tool.run(["render", "boxes.yaml"]).status == 0)
        #expect(tool.exists("out/boxes.png"))
    }

    @Test func badFlagsExitWithTwoAndWriteNothing() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("boxes.yaml", Self.clean)
        let overlay = try tool.run(["render", "boxes.yaml", "--overlay", "frames,gides", "-o", "x.png"])
        #expect(overlay.status == 2)
        #expect(overlay.stderr == """
            plumb render: unknown overlay 'gides' at offset 7 in the overlay list; did you mean 'guides'?
              frames,gides
                     ^
            valid overlays: frames, alignment, margins, safearea, guides, baselines, constraints, ambiguity, scroll, all

            """)
        #expect(try tool.run(["render", "boxes.yaml", "--scale", "0", "-o", "x.png"]).status == 2)
        #expect(try tool.run(["render", "boxes.yaml", "--size", "wide", "-o", "x.png"]).status == 2)
        #expect(try tool.run(["render", "boxes.yaml", "--direction", "up", "-o", "x.png"]).status == 2)
        #expect(try tool.run(["render", "boxes.yaml", "-o", "x.gif"]).status == 2)
        #expect(try tool.run(["render", "missing.yaml", "-o", "x.png"]).stderr == "missing.yaml:1:1: error: no such scene file\n\n^\n")
        #expect(try tool.run(["frobnicate"]).status == 2)
        #expect(!tool.exists("x.png") && !tool.exists("x.gif"))
    }

    @Test(arguments: ["render", "layout", "check", "trace", "snapshot", "samples"])
    func everyCommandsHelpHasAnExample(_ command: String) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let result = try tool.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Example"))
        #expect(result.stdout.contains("plumb \(command)"))
    }
}
