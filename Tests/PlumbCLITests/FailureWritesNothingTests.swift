import Foundation
import Testing

/// A command that fails (exit status 2) writes nothing and says where the problem is: the
/// matrix and animate included; and names up to the file system's limit can be written.
@Suite struct FailureWritesNothingTests {
    @Test func aMatrixWithABadVariantWritesNothing() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("row.yaml", MatrixCommandTests.row)
        try tool.write("words.yaml", MatrixCommandTests.row + "\nstrings:\n  en: {hi: Hello}\n")
        try tool.write("other.yaml", MatrixCommandTests.row + "\nstrings:\n  en: {hi: Hello}\n  de: {hi: Hallo}\n")
        // de is not in words' strings table: the other variants would draw, but the run fails, so none is written.
        let language = try tool.run(["render", "other.yaml", "words.yaml", "--matrix", "language=en,de", "-o", "m"])
        #expect(language.status == 2)
        #expect(language.stdout.isEmpty)
        #expect(language.stderr.hasPrefix("words.yaml:9:1: error: unknown language 'de'"))
        #expect(language.stderr.hasSuffix("plumb render: nothing was written, as a scene or a variant had errors\n"))
        #expect(!tool.exists("m"))
        // check's table counts the variants that could not be made.
        let check = try tool.run(["check", "words.yaml", "--matrix", "language=en,de"])
        #expect(check.status == 2)
        #expect(check.stdout == "words: 2 variants, 0 with problems, 1 with errors\n")
        // A scene that loads in no variant: its error once, with its place, and no contact sheet.
        try tool.write("broken.yaml", "views:\n  - {id: a}\nconstraints:\n  - nothere.width == 10\n")
        let broken = try tool.run(["render", "broken.yaml", "--matrix", "direction=ltr,rtl; appearance=light,dark", "-o", "m"])
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("broken.yaml:4:5: error: "))
        #expect(broken.stderr.components(separatedBy: "broken.yaml:4:5: error: ").count == 2)
        #expect(!tool.exists("m"))
        // An unknown device is a mistake in the spec, found before anything is drawn.
        let device = try tool.run(["render", "row.yaml", "--matrix", "device=se,ipone-15", "-o", "m"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("--matrix: unknown device 'ipone-15'; did you mean 'iphone-15'?\n  device=se,ipone-15\n            ^"))
        #expect(!tool.exists("m"))
    }

    @Test func aRefusedCanvasLeavesNoFolder() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("huge.yaml", "name: huge\nsize: {width: 20000, height: 100}\n")
        let render = try tool.run(["render", "huge.yaml"])   // to out/huge.png
        #expect(render.status == 2 && render.stderr.hasPrefix("huge.yaml:2:1: error: the canvas would be 20000×100 pixels"))
        #expect(tool.names() == ["huge.yaml"])
    }

    @Test func aValueGivenTwiceInAMatrixIsOneVariant() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("row.yaml", MatrixCommandTests.row)
        let twice = try tool.run(["render", "row.yaml", "--matrix", "direction=ltr,rtl,ltr", "-o", "m"])
        #expect(twice.status == 0, "\(twice.stderr)")
        #expect(twice.stderr == "--matrix: note: 'ltr' is given twice: one variant for both\n")
        #expect(twice.stdout.hasPrefix("row: 2 variants, 0 with problems\n"))
        #expect(tool.names(in: "m") == ["row.ltr.png", "row.matrix.html", "row.matrix.png", "row.matrix.txt", "row.rtl.png"])
        // An alias of a device is the device; a size in other letters is the size.
        let alias = try tool.run(["check", "row.yaml", "--matrix", "device=iphone-se,SE"])
        #expect(alias.status == 0, "\(alias.stderr)")
        #expect(alias.stdout == "row: 1 variant, 0 with problems\n")
        #expect(alias.stderr == "--matrix: note: 'SE' is the same device as 'iphone-se': one variant for both\n")
        let size = try tool.run(["snapshot", "record", "row.yaml", "--matrix", "content-size=l,L", "--snapshots", "refs"])
        #expect(size.status == 0, "\(size.stderr)")
        #expect(size.stdout == "row.yaml content-size-L: recorded\n")
        #expect(size.stderr.hasPrefix("--matrix: note: 'L' is the same content size as 'l': one variant for both\n"))
    }

    @Test func namesUpToTheLimitAreWritten() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", SnapshotFixtures.box)
        // 255 bytes, the longest name Linux file systems take, with two-byte letters in it.
        let name = String(repeating: "é", count: 20) + String(repeating: "a", count: 211) + ".png"
        #expect(name.utf8.count == 255)
        let render = try tool.run(["render", "box.yaml", "-o", name])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(tool.names() == ["box.yaml", name].sorted())
        let film = String(repeating: "f", count: 250) + ".png"
        let animate = try tool.run(["animate", "box.yaml", "--change", "window.width=100->80", "--fps", "4", "-o", film])
        #expect(animate.status == 0, "\(animate.stderr)")
        #expect(tool.exists(film))
    }

    @Test func oneCharacterNamesAreNoCrash() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        // Foundation's deletingLastPathComponent traps on "x"; Plumb no longer asks it.
        try tool.write("x", SnapshotFixtures.box)
        let layout = try tool.run(["layout", "x"])
        #expect(layout.status == 0 && layout.stdout.hasPrefix("x 100×60\n"), "\(layout.stderr)")
        #expect(try tool.run(["render", "x", "-o", "m", "--format", "png"]).status == 0)
        #expect(try tool.bytes("m").prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try tool.run(["render", "x", "--matrix", "direction=ltr,rtl", "-o", "d"]).status == 0)
        #expect(tool.names(in: "d") == ["x.ltr.png", "x.matrix.html", "x.matrix.png", "x.matrix.txt", "x.rtl.png"])
    }

    /// A scene whose `animation:` key asks for more frames than a film holds.
    static let longAnimation = SnapshotFixtures.box + """

        animation:
          duration: 100
          fps: 240
          changes:
            - window.width=100->80

        """

    @Test func animationKeyErrorsPointAtTheKey() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("long.yaml", Self.longAnimation)
        let long = try tool.run(["animate", "long.yaml", "-o", "film/long.png"])
        #expect(long.status == 2)
        #expect(long.stderr == """
            long.yaml:7:1: error: 100 s at 240 fps is 24001 frames; a film has at most 1000 (lower the animation's fps or duration)
            animation:
            ^

            """)
        #expect(!tool.exists("film"))
        // Given as flags, the same numbers are blamed on the flags.
        let flags = try tool.run(["animate", "long.yaml", "--fps", "240", "--duration", "100"])
        #expect(flags.stderr.hasSuffix("(lower --fps or --duration)\n"))
        // A film too large to draw, from the key: at the key, and no flag advised.
        try tool.write("huge.yaml", Self.longAnimation.replacingOccurrences(of: "duration: 100", with: "duration: 1")
            .replacingOccurrences(of: "fps: 240", with: "fps: 5").replacingOccurrences(of: "100->80", with: "100->1e7"))
        let huge = try tool.run(["animate", "huge.yaml", "-o", "film/huge.png"])
        #expect(huge.status == 2)
        #expect(huge.stderr.hasPrefix("huge.yaml:7:1: error: cannot make the animation: the filmstrip would be "), "\(huge.stderr)")
        #expect(huge.stderr.contains("too large to draw in raster (an .svg film has no pixel budget); lower the animation's fps or duration in the scene file, or make the window smaller\n"))
        #expect(!huge.stderr.contains("--"))
        #expect(!tool.exists("film"))
    }
}
