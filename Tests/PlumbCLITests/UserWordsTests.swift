import Foundation
import Testing

/// What users read names each sample's source by its real title, never by the project's
/// internal words ("seed 000/004", "the seeds' layouts").
@Suite struct UserWordsTests {
    @Test func theGalleryCitesEachSourceByItsTitle() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let names = ["planets-unsatisfiable", "blue-green", "book-s5", "keyboard-row", "chat-screen"]
        let run = try tool.run(["samples"] + names + ["-o", "out", "--gallery", "out/README.md"])
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOf: tool.folder.appendingPathComponent("out/README.md"), encoding: .utf8)
        let lines = page.components(separatedBy: "\n").filter { $0.hasPrefix("`") && $0.contains(" · ") }
        #expect(lines == [
            "`planets-unsatisfiable` · WWDC 2015 session 219, “Mysteries of Auto Layout, Part 2” · [`planets-unsatisfiable.yaml`](planets-unsatisfiable.yaml)",
            "`blue-green` · “iOS Auto Layout: Fundamentals”, James Wilson’s Pluralsight course · [`blue-green.yaml`](blue-green.yaml)",
            "`book-s5` · “iOS Auto Layout Demystified”, second edition, chapter 5 “Debugging Constraints”, Example 5-8 · [`book-s5.yaml`](book-s5.yaml)",
            "`keyboard-row` · WWDC 2012 session 228, “Best Practices for Mastering Auto Layout” · [`keyboard-row.yaml`](keyboard-row.yaml)",
            "`chat-screen` · Plumb's own · [`chat-screen.yaml`](chat-screen.yaml)",
        ])
        #expect(!page.lowercased().contains("seed"))
    }

    @Test func helpAndTheCommittedGallerySayNoSeed() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        // Help wraps at the terminal's width: compare its words.
        let help = try tool.run(["samples", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.hasPrefix("OVERVIEW: Renders the built-in samples: layouts from Apple's WWDC talks, a course and a book"))
        #expect(help.contains("(title, source, what it teaches, pictures)"))
        #expect(!help.lowercased().contains("seed"))
        let gallery = try String(contentsOf: PlumbTool.packageRoot.appendingPathComponent("samples/README.md"), encoding: .utf8)
        #expect(!gallery.lowercased().contains("seed"))
        #expect(gallery.contains("`answer-row` · WWDC 2015 session 219, “Mysteries of Auto Layout, Part 2” · "))
    }
}
