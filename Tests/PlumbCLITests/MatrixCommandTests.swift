import Foundation
import PlumbRender
import PlumbTestSupport
import Testing

/// `--matrix` on `render`, `check` and `snapshot`: predictable names, the contact sheet, the
/// problem table and exit statuses.
@Suite struct MatrixCommandTests {
    /// A title and a button in a row: at 320 points both fit; narrower, both are cut.
    static let row = Fixture.scene("matrix-command/title-and-send-row", in: .module)

    @Test func renderWritesEveryVariantASheetAndATable() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("row.yaml", Self.row)
        let run = try tool.run(["render", "row.yaml", "--matrix", "direction=ltr,rtl; appearance=light,dark", "-o", "m"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "row: 4 variants, 0 with problems\ncontact sheet: m/row.matrix.png, m/row.matrix.html\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: tool.folder.appendingPathComponent("m").path).sorted()
        #expect(names == ["row.ltr.dark.png", "row.ltr.light.png", "row.matrix.html", "row.matrix.png", "row.matrix.txt",
                          "row.rtl.dark.png", "row.rtl.light.png"])
        // The sheet: four 180-point pictures in a row (2 × 2 variants fit eight columns), at 1.5×.
        let sheet = try RenderedImage(pngData: try tool.bytes("m/row.matrix.png"))
        #expect(sheet.width == 3 * (16 + 4 * 180 + 3 * 16 + 16) / 2)
        let html = String(decoding: try tool.bytes("m/row.matrix.html"), as: UTF8.self)
        #expect(html.components(separatedBy: "<figure class=\"ok\">").count - 1 == 4)
        #expect(html.contains("<img src=\"row.rtl.dark.png\" width=\"180\" alt=\"\"><figcaption>rtl · dark</figcaption>"))
        #expect(html.contains("grid-template-columns:repeat(4,max-content)"))
        // The mirrored picture differs from the first one; the same variant drawn again is the same bytes.
        #expect(try tool.bytes("m/row.ltr.light.png") != tool.bytes("m/row.rtl.light.png"))
        _ = try tool.run(["render", "row.yaml", "--matrix", "direction=ltr,rtl; appearance=light,dark", "-o", "again"])
        #expect(try tool.bytes("m/row.rtl.dark.png") == tool.bytes("again/row.rtl.dark.png"))
    }

    /// "Siri Help Siri Help" in the body style at AX3 needs 349 points: the 361 an iPhone 15
    /// leaves fits it, the 343 of an iPhone SE doesn't; every other variant is far from the edge.
    static let seeded = Fixture.scene("matrix-command/siri-help-title", in: .module)

    @Test func aSeededTruncationIsFoundInExactlyItsVariant() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("siri.yaml", Self.seeded)
        let spec = "device=se,15; language=en,double; content-size=L,AX3"
        let check = try tool.run(["check", "siri.yaml", "--matrix", spec])
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stdout == "siri: 8 variants, 1 with problems\n  warning: title truncated on se at AX3 in double\n")
        let render = try tool.run(["render", "siri.yaml", "--matrix", spec, "-o", "m"])
        #expect(render.status == 1)
        let table = String(decoding: try tool.bytes("m/siri.matrix.txt"), as: UTF8.self)
        #expect(table == "siri: 8 variants, 1 with problems\n  warning: title truncated on se at AX3 in double\n")
        let html = String(decoding: try tool.bytes("m/siri.matrix.html"), as: UTF8.self)
        #expect(html.components(separatedBy: "<figure class=\"problem\">").count - 1 == 1)
        #expect(html.contains("<img src=\"siri.device-iphone-se.language-double.content-size-AX3.png\" width=\"180\" alt=\"\">"
                              + "<figcaption>se · double · AX3<ul><li>title truncated</li></ul></figcaption>"))
        // Each variant at its device's scale: the SE at 2× (750 × 1334), the 15 at 3× (1179 × 2556).
        let se = try RenderedImage(pngData: try tool.bytes("m/siri.device-iphone-se.language-en.content-size-L.png"))
        let fifteen = try RenderedImage(pngData: try tool.bytes("m/siri.device-iphone-15.language-en.content-size-L.png"))
        let sizes: [Int] = [se.width, se.height, fifteen.width, fifteen.height]
        #expect(sizes == [750, 1334, 1179, 2556])
    }

    @Test func checkFindsTheVariantsWithProblems() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("row.yaml", Self.row)
        let clean = try tool.run(["check", "row.yaml", "--matrix", "direction=ltr,rtl"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "row: 2 variants, 0 with problems\n")
        let narrow = try tool.run(["check", "row.yaml", "--matrix", "direction=ltr,rtl", "--size", "120x120"])
        #expect(narrow.status == 1)
        #expect(narrow.stdout == """
            row: 2 variants, 2 with problems
              warning: title truncated
              warning: title truncated (rtl)

            """)
        let bad = try tool.run(["check", "row.yaml", "--matrix", "direction=ltr,sideways"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--matrix: a direction is ltr or rtl, not 'sideways'\n  direction=ltr,sideways\n                ^"))
    }

    @Test func snapshotKeepsEachVariantUnderItsOwnNames() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("row.yaml", Self.row)
        let record = try tool.run(["snapshot", "record", "row.yaml", "--matrix", "direction=ltr,rtl", "--snapshots", "refs"])
        #expect(record.stdout == "row.yaml ltr: recorded\nrow.yaml rtl: recorded\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: tool.folder.appendingPathComponent("refs").path).sorted()
        #expect(names == ["row.ltr.layout.txt", "row.ltr.png", "row.rtl.layout.txt", "row.rtl.png"])
        // A plain --direction rtl verifies against the matrix's rtl references.
        #expect(try tool.run(["snapshot", "verify", "row.yaml", "--direction", "rtl", "--snapshots", "refs"]).status == 0)
        let verify = try tool.run(["snapshot", "verify", "row.yaml", "--matrix", "direction=ltr,rtl", "--snapshots", "refs", "--size", "300x120"])
        #expect(verify.status == 1)
        #expect(verify.stderr.contains("row.yaml ltr: no reference at refs/row.size-300x120.ltr.png"))
    }
}
