import Foundation
import PlumbRender
import PlumbTestSupport
import Testing

/// `plumb diff`: two versions of a card (the header 20 lower with its icon and badge, the body
/// moved and widened, its height made optional, the footer gone, a button new), compared as
/// files and as git revisions, in words, Markdown, JSON and a picture.
@Suite struct DiffCommandTests {
    static let old = Fixture.scene("diff-command/card-old", in: .module)
    static let new = Fixture.scene("diff-command/card-new", in: .module)

    static func tool() throws -> PlumbTool {
        let tool = try PlumbTool()
        try tool.write("old.yaml", old)
        try tool.write("new.yaml", new)
        return tool
    }

    @Test func theTextGivesFramesDeltasAndConstraintsInWords() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        let result = try tool.run(["diff", "old.yaml", "new.yaml"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == """
            old.yaml → new.yaml: 4 views moved, 1 resized, 1 added, 1 removed; 4 constraints changed, 4 added, 4 removed
            views:
              header moved from (0 0) to (0 20) (Δ 0, +20); 2 subviews moved with it
              body moved from (16 68) to (16 96) and resized from 200×80 to 240×80 (Δ 0, +28; Δ +40×0)
              button is new (at (224 154), 80×30)
              footer is gone (was at (16 170), 100×20)
            constraints:
              changed: header.top == root.top → + 20
              changed: bodyTop: body.top == header.bottom + 8 → + 16
              changed: body.width == 200 → 240
              changed: body.height == 80 → @750
              added: button.trailing == root.trailing - 16
              added: button.bottom == root.bottom - 16
              added: button.width == 80
              added: button.height == 30
              removed: footer.leading == root.leading + 16
              removed: footer.bottom == root.bottom - 10
              removed: footer.width == 100
              removed: footer.height == 20

            """)
        #expect(!tool.exists("out"), "no picture unless asked for")
    }

    /// Matched by identifier, a constraint keeps its name whatever changes; matched by its
    /// items, attributes and relation, a new multiplier or term is a change, a new relation a
    /// removal and an addition; a constraint made inactive is removed.
    @Test func constraintsAreMatchedByIdentifierElseByShape() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("old.yaml", Fixture.scene("diff-command/terms-old", in: .module))
        try tool.write("new.yaml", Fixture.scene("diff-command/terms-new", in: .module))
        let result = try tool.run(["diff", "old.yaml", "new.yaml"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout == """
            old.yaml → new.yaml: 1 view moved, 1 resized, 0 added, 0 removed; 4 constraints changed, 2 added, 2 removed
            views:
              a moved from (8 8) to (108 0) and resized from 50×20 to 75×20 (Δ +100, -8; Δ +25×0)
            constraints:
              changed: a.top == root.top + 8 → a.top == root.top
              changed: a.width == 0.5*b.width → 0.75*b.width
              changed: pin: a.leading == root.leading + 8 → b.trailing + 8
              changed: room: b.width >= 50 → b.width <= 150
              added: b.bottom <= root.bottom
              added: b.height <= 30
              removed: b.height >= 10
              removed: a.height <= 40

            """)
    }

    @Test func theSameLayoutExitsZero() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        // A comment and the order of keys differ; the layout does not.
        try tool.write("same.yaml", "# the same card\n" + Self.old.replacingOccurrences(of: "name: card\n", with: ""))
        let result = try tool.run(["diff", "old.yaml", "same.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "old.yaml → same.yaml: no layout changes\n")
    }

    @Test func jsonHasEveryFrameAndDelta() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        let result = try tool.run(["diff", "old.yaml", "new.yaml", "--json"])
        #expect(result.status == 1, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["changed"] as? Bool == true)
        let counts = try #require(object["counts"] as? [String: Int])
        #expect(counts == ["moved": 4, "resized": 1, "added": 1, "removed": 1,
                           "constraintsChanged": 4, "constraintsAdded": 4, "constraintsRemoved": 4])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.map { $0["key"] as? String } == ["header", "icon", "badge", "body", "button", "footer"])
        let icon = views[1]
        #expect(icon["movedWith"] as? String == "header")
        #expect(icon["old"] as? [String: Double] == ["x": 16, "y": 10, "width": 40, "height": 40])
        #expect(icon["new"] as? [String: Double] == ["x": 16, "y": 30, "width": 40, "height": 40])
        let body = views[3]
        #expect(body["changes"] as? [String] == ["moved", "resized"])
        #expect(body["offset"] as? [String: Double] == ["x": 0, "y": 28])
        #expect(body["growth"] as? [String: Double] == ["width": 40, "height": 0])
        #expect(views[4]["old"] == nil && views[4]["new"] as? [String: Double] == ["x": 224, "y": 154, "width": 80, "height": 30])
        let constraints = try #require(object["constraints"] as? [String: [[String: Any]]])
        let changed = try #require(constraints["changed"])
        #expect(changed[1]["words"] as? String == "bodyTop: body.top == header.bottom + 8 → + 16")
        #expect((changed[1]["new"] as? [String: String])?["identifier"] == "bodyTop")
        #expect(constraints["removed"]?.first?["text"] as? String == "footer.leading == root.leading + 16")
    }

    /// The picture: two 320×200 panels at 2 pixels a point, with a film's margins; the new
    /// button outlined in green on the after side, the footer in red on the before side.
    @Test func thePictureMarksWhatChanged() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        let result = try tool.run(["diff", "old.yaml", "new.yaml", "-o", "out/card-diff.png"])
        #expect(result.status == 1, "\(result.stderr)")
        let picture = try RenderedImage(pngData: try tool.bytes("out/card-diff.png"))
        // 16 + 320 + 10 + 320 + 16 points across; 59 (title and legend) + 16 + 200 + 15 + 16 down.
        #expect(picture.width == 1364 && picture.height == 612)
        let before = (x: 16.0, y: 75.0), after = (x: 346.0, y: 75.0)
        func colour(_ x: Double, _ y: Double) -> (UInt8, UInt8, UInt8) {
            let p = picture.pixel(x: Int(x * 2), y: Int(y * 2))
            return (p.red, p.green, p.blue)
        }
        // The button (224 154, 80×30): its outline's left edge is 224…226.
        #expect(colour(after.x + 225, after.y + 180) == (52, 199, 89))
        // Inside it, its own colour.
        #expect(colour(after.x + 264, after.y + 180) == (0x58, 0x56, 0xd6))
        // The footer (16 170, 100×20): its outline's right edge is 114…116, on the before side only.
        #expect(colour(before.x + 115, before.y + 180) == (255, 59, 48))
        #expect(colour(after.x + 115, after.y + 180) == (255, 255, 255))
        // The header moved (blue outline), its icon with it (not outlined: blue fill, inside the header's outline).
        #expect(colour(after.x + 160, after.y + 21) == (0, 122, 255))
        #expect(colour(before.x + 160, before.y + 1) == (0, 122, 255))
        // The body moved and grew: orange, at its old place before and its new one after.
        #expect(colour(before.x + 17, before.y + 120) == (255, 149, 0))
        #expect(colour(after.x + 255, after.y + 140) == (255, 149, 0))
        // The same input gives the same bytes; SVG too.
        #expect(try tool.run(["diff", "old.yaml", "new.yaml", "-o", "again.png"]).status == 1)
        #expect(try tool.bytes("out/card-diff.png") == tool.bytes("again.png"))
        #expect(try tool.run(["diff", "old.yaml", "new.yaml", "-o", "card-diff.svg"]).status == 1)
        let svg = String(decoding: try tool.bytes("card-diff.svg"), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml") && svg.contains("width=\"682pt\" height=\"306pt\""))
    }

    /// Roots of different sizes: the panels take the larger of each side, the root's new size
    /// is listed, and the root is not outlined (its panel shows its size).
    @Test func aRootOfAnotherSizeIsListedAndNotOutlined() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        try tool.write("taller.yaml", Self.new.replacingOccurrences(of: "size: {width: 320, height: 200}", with: "size: {width: 280, height: 240}"))
        let result = try tool.run(["diff", "old.yaml", "taller.yaml", "-o", "taller.png"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("\n  root resized from 320×200 to 280×240 (Δ -40×+40)\n"))
        let picture = try RenderedImage(pngData: try tool.bytes("taller.png"))
        // Panels of 320×240: 16 + 320 + 10 + 320 + 16 across, 59 + 16 + 240 + 15 + 16 down, at 2 pixels a point.
        #expect(picture.width == 1364 && picture.height == 692)
        let after = (x: 346, y: 75)
        let corner = picture.pixel(x: (after.x + 1) * 2, y: (after.y + 1) * 2)
        #expect((corner.red, corner.green, corner.blue) == (255, 255, 255))
        let past = picture.pixel(x: (after.x + 300) * 2, y: (after.y + 100) * 2)
        #expect((past.red, past.green, past.blue) == (209, 209, 214))
    }

    @Test func markdownLinksThePictureWrittenBesideIt() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        let result = try tool.run(["diff", "old.yaml", "new.yaml", "--markdown", "review/card.md"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(tool.exists("review/card.png"))
        let markdown = String(decoding: try tool.bytes("review/card.md"), as: UTF8.self)
        let lines = markdown.components(separatedBy: "\n")
        #expect(lines[0] == "### Layout changes: `old.yaml` → `new.yaml`")
        #expect(lines[2] == "**4 views moved, 1 resized, 1 added, 1 removed; 4 constraints changed, 4 added, 4 removed**")
        #expect(lines[4] == "![Before and after: moved views in blue, resized in orange, added in green, removed in red](card.png)")
        #expect(lines.contains("| `header` | moved (with 2 subviews) | (0 0) 320×60 | (0 20) 320×60 | Δ 0, +20 |"))
        #expect(lines.contains("| `body` | moved, resized | (16 68) 200×80 | (16 96) 240×80 | Δ 0, +28; Δ +40×0 |"))
        #expect(lines.contains("| `button` | added | – | (224 154) 80×30 |  |"))
        #expect(lines.contains("- changed: `bodyTop: body.top == header.bottom + 8` → `+ 16`"))
        #expect(lines.contains("- removed: `footer.height == 20`"))
        #expect(!markdown.contains("data:"))
        // -o names the picture; the Markdown links it from its own folder.
        #expect(try tool.run(["diff", "old.yaml", "new.yaml", "--markdown", "review/card.md", "-o", "pictures/card.svg"]).status == 1)
        #expect(String(decoding: try tool.bytes("review/card.md"), as: UTF8.self).contains("](../pictures/card.svg)"))
    }

    @Test func gitComparesARevisionWithTheWorkingCopy() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        try tool.write("scenes/card.yaml", Self.old)
        for command in [["init", "-q"], ["add", "scenes/card.yaml"],
                        ["-c", "user.name=Plumb", "-c", "user.email=plumb@example.com", "commit", "-q", "-m", "card"]] {
            #expect(try Self.git(command, in: tool.folder) == 0)
        }
        try tool.write("scenes/card.yaml", Self.new)
        let result = try tool.run(["diff", "--git", "HEAD", "scenes/card.yaml"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("HEAD:scenes/card.yaml → scenes/card.yaml: 4 views moved, 1 resized, 1 added, 1 removed;"))
        #expect(result.stdout.contains("  changed: body.width == 200 → 240\n"))
        #expect(tool.names(in: "scenes") == ["card.yaml"], "the old revision's scratch copy is removed")
        // An error in the old revision is located at REV:FILE.
        try tool.write("scenes/card.yaml", "size: {width: 100, height: 100}\nviews:\n  - {id: a, widht: 20}\n")
        #expect(try Self.git(["-c", "user.name=Plumb", "-c", "user.email=plumb@example.com", "commit", "-q", "-am", "bad"], in: tool.folder) == 0)
        try tool.write("scenes/card.yaml", Self.new)
        let bad = try tool.run(["diff", "--git", "HEAD", "scenes/card.yaml"])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("HEAD:scenes/card.yaml:3:"), "\(bad.stderr)")
        #expect(tool.names(in: "scenes") == ["card.yaml"])
    }

    @Test func badInputIsLocatedAndExitsTwo() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        try tool.write("broken.yaml", "size: {width: 100, height: 100}\nviews:\n  - {id: a, widht: 20}\n")
        let broken = try tool.run(["diff", "old.yaml", "broken.yaml", "-o", "out.png"])
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("broken.yaml:3:13: error: unknown key 'widht'"), "\(broken.stderr)")
        #expect(!tool.exists("out.png"))
        let one = try tool.run(["diff", "old.yaml"])
        #expect(one.status == 2 && one.stderr.contains("Give two scene files, OLD and NEW (or --git REV FILE), not 1."))
        let format = try tool.run(["diff", "old.yaml", "new.yaml", "-o", "card.gif"])
        #expect(format.status == 2 && format.stderr.contains("name a .png, .svg or .pdf file"))
        let revision = try tool.run(["diff", "--git", "no-such-revision", "old.yaml"])
        #expect(revision.status == 2)
        #expect(revision.stderr.hasPrefix("plumb diff: error: cannot read old.yaml at revision 'no-such-revision': fatal:"), "\(revision.stderr)")
    }

    /// Runs git in a folder; returns its exit status.
    static func git(_ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
