import Foundation
import PlumbTestSupport
import Testing

/// References whose names and contents don't drift: one file per device, language and text
/// size whatever spelling was typed, layout text to a thousandth of a point, and a review
/// page whose accept command runs as printed from any folder.
@Suite struct StableReferenceTests {
    static let box = Fixture.scene("stable-reference/localised-title", in: .module)

    @Test func everyAliasOfADeviceWritesOneReference() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", Self.box)
        for device in ["se", "SE", "iphone-se", "se:portrait"] {
            let run = try tool.run(["snapshot", "record", "box.yaml", "--device", device, "--content-size", "ax3", "--snapshots", "refs"])
            #expect(run.status == 0, "\(device): \(run.stderr)")
        }
        #expect(tool.names(in: "refs") == ["box.device-iphone-se.content-size-AX3.layout.txt", "box.device-iphone-se.content-size-AX3.png"])
        let verified = try tool.run(["snapshot", "verify", "box.yaml", "--device", "SE", "--content-size", "Ax3", "--snapshots", "refs"])
        #expect(verified.status == 0 && verified.stdout == "box.yaml: matches\n")
    }

    @Test func aReferenceRecordedUnderAnAliasIsStillRead() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", Self.box)
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--device", "se", "--snapshots", "refs"]).status == 0)
        for ext in ["png", "layout.txt"] {
            try FileManager.default.moveItem(at: tool.folder.appendingPathComponent("refs/box.device-iphone-se.\(ext)"),
                                             to: tool.folder.appendingPathComponent("refs/box.device-se.\(ext)"))
        }
        let same = try tool.run(["snapshot", "verify", "box.yaml", "--device", "se", "--snapshots", "refs"])
        #expect(same.status == 0 && same.stdout == "box.yaml: matches\n")
        let other = try tool.run(["snapshot", "verify", "box.yaml", "--device", "iphone-se", "--snapshots", "refs"])
        #expect(other.status == 1 && other.stderr.contains("no reference at refs/box.device-iphone-se.png"))
    }

    @Test func anySpellingOfALanguagePicksItAndNamesItOneWay() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", Self.box)
        let german = try tool.run(["layout", "box.yaml", "--language", "de"])
        #expect(german.status == 0)
        #expect(try tool.run(["layout", "box.yaml", "--language", "DE"]).stdout == german.stdout)
        #expect(german.stdout != (try tool.run(["layout", "box.yaml"])).stdout)
        #expect(try tool.run(["layout", "box.yaml", "--language", "pt_br"]).stdout == (try tool.run(["layout", "box.yaml", "--language", "pt-BR"])).stdout)
        for language in ["DE", "de", "Double", "pt_br"] {
            #expect(try tool.run(["snapshot", "record", "box.yaml", "--language", language, "--snapshots", "refs"]).status == 0)
        }
        #expect(tool.names(in: "refs") == [
            "box.language-de.layout.txt", "box.language-de.png", "box.language-double.layout.txt", "box.language-double.png",
            "box.language-pt-BR.layout.txt", "box.language-pt-BR.png",
        ])
    }

    @Test func aTableCannotHoldOneLanguageTwiceInTwoSpellings() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("twice.yaml", "name: twice\nstrings:\n  en: {t: A}\n  DE: {t: B}\n  de: {t: C}\nviews: [{id: l, type: label, text: \"@t\"}]\n")
        let run = try tool.run(["layout", "twice.yaml"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("twice.yaml:5:3: error: the language 'de' appears twice (as 'DE')\n"))
    }

    @Test func layoutTextIsRoundedToAThousandthOfAPoint() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("row.yaml", Fixture.scene("stable-reference/three-equal-columns-at-3x", in: .module))
        let layout = try tool.run(["layout", "row.yaml"])
        #expect(layout.status == 0)
        #expect(layout.stdout == """
            row 100×20
            root View (0 0; 100 20)
              a View (0 0; 33.333 20)
              b View (33.333 0; 33.334 20)
              c View (66.667 0; 33.333 20)

            """)
        #expect(try tool.run(["snapshot", "record", "row.yaml", "--snapshots", "refs"]).status == 0)
        // The reference holds the same lines, without the scene's name and size.
        let reference = try String(contentsOf: tool.folder.appendingPathComponent("refs/row.layout.txt"), encoding: .utf8)
        #expect(reference == String(layout.stdout.drop { $0 != "\n" }.dropFirst()))
    }

    @Test func theReviewPageNamesTheRunsFolderAndItsReport() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", Self.box)
        let verify = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs", "--report", "out/report.html"])
        #expect(verify.status == 1)
        let page = try String(contentsOf: tool.folder.appendingPathComponent("out/report.html"), encoding: .utf8)
        #expect(page.contains("<footer id=\"accept\" data-folder=\"\(tool.folder.path)\" data-sidecar=\"out/report.json\">"))
        _ = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs", "--report", "out/page.html", "--json", "elsewhere/r.json"])
        let named = try String(contentsOf: tool.folder.appendingPathComponent("out/page.html"), encoding: .utf8)
        #expect(named.contains("<footer id=\"accept\" data-folder=\"\(tool.folder.path)\" data-sidecar=\"elsewhere/r.json\">"))
    }
}
