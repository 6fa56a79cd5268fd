import Foundation
import Testing

/// `.xib` and `.storyboard` files on the command line: `layout`, `check` (IB's misplaced-view
/// warning, ambiguity with document lines), `--scene`, and located errors with exit status 2.
/// The documents are PlumbSceneTests' fixtures (`Fixtures/interface-builder`).
@Suite struct InterfaceBuilderCommandTests {
    static func document(_ name: String) -> String {
        PlumbTool.packageRoot.appendingPathComponent("Tests/PlumbSceneTests/Fixtures/interface-builder/\(name)").path
    }

    @Test func layoutPrintsObjectIDsWithLabels() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let result = try tool.run(["layout", Self.document("flow.storyboard")])
        #expect(result.status == 0)
        #expect(result.stdout == """
            Login 375×667
            log-rt-001 View (0 0; 375 667)
              hdr-aa-001 “Header” View (16 40; 343 100)
              scr-aa-002 ScrollView (0 160; 375 507)
                cnt-aa-003 “Content” View (0 0; 375 900)

            """)
        let json = try tool.run(["layout", "--json", Self.document("flow.storyboard")])
        #expect(json.stdout.contains("""
                  "label": "Header",
                  "savedFrame": {"x": 16, "y": 40, "width": 343, "height": 100}
            """))
    }

    @Test func checkGivesTheMisplacedViewWithBothFramesAndItsLine() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let file = Self.document("card.xib")
        let result = try tool.run(["check", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(file):15:17: warning: Frame for “avatarView” will be different at run time: saved x 10, y 40, width 40, height 40, at run time x 16, y 40, width 40, height 40"))
        #expect(result.stderr.contains("\(file):34:25: warning: the user-defined runtime attribute 'layer.cornerRadius' is ignored"))
    }

    @Test func checkGivesAmbiguityAtTheDocumentsLine() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let file = Self.document("flow.storyboard")
        let settings = try tool.run(["check", file, "--scene", "Settings"])
        #expect(settings.status == 1)
        #expect(settings.stderr.contains("\(file):76:29: error: ambiguous layout: amb-aa-002 needs constraints for: Y position"))
        let login = try tool.run(["check", file])
        #expect(login.status == 0 && login.stdout == "\(file): no problems found\n")
    }

    @Test func badDocumentsAndSceneNamesExitWithTwo() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let unknown = try tool.run(["layout", Self.document("flow.storyboard"), "--scene", "Nope"])
        #expect(unknown.status == 2 && unknown.stderr.contains(":2:1: error: no scene named 'Nope' (the document has: Login, Settings)"))
        try tool.write("broken.xib", "<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n")
        let broken = try tool.run(["render", "broken.xib", "-o", "broken.png"])
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("broken.xib:4:3: error: invalid XML: '</objects>' closes '<view>' opened at line 3"))
        #expect(!tool.exists("broken.png"))
    }

    @Test func renderDrawsAStoryboardAtItsDevicesScale() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        #expect(try tool.run(["render", Self.document("flow.storyboard"), "-o", "flow.png"]).status == 0)
        let png = try tool.bytes("flow.png")
        let width = png[16...19].reduce(0) { $0 << 8 | Int($1) }, height = png[20...23].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 750 && height == 1334)   // 375×667 at the iPhone 8's scale 2
    }

    @Test func fixFramesRewritesOnlyTheMisplacedViewsRect() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let original = try String(contentsOfFile: Self.document("card.xib"), encoding: .utf8)
        try tool.write("card.xib", original)
        let fixed = try tool.run(["check", "--fix-frames", "card.xib"])
        #expect(fixed.status == 1 && fixed.stdout == "card.xib: updated 1 frame\n")
        let text = String(decoding: try tool.bytes("card.xib"), as: UTF8.self)
        let before = original.split(separator: "\n", omittingEmptySubsequences: false)
        let after = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(changed.map { $0.offset + 1 } == [16])
        #expect(after[15] == #"                    <rect key="frame" x="16" y="40" width="40" height="40"/>"#)
        // The document now agrees with its layout: no misplaced view is left.
        let again = try tool.run(["check", "card.xib"])
        #expect(!again.stderr.contains("Frame for"))
        let yaml = try tool.run(["check", "--fix-frames", Self.document("../device-scene/adaptive.yaml")])
        #expect(yaml.status == 2 && yaml.stderr.contains("--fix-frames changes .xib and .storyboard files"))
    }
}
