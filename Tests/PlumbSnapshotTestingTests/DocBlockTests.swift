import Foundation
import PlumbTestSupport
import Testing

/// Every ```swift block of README.md and docs/*.md compiles, unless it is marked
/// `<!-- fragment -->` on the line before its fence: each becomes a file of the consumer
/// package's `DocExamples` target (imports first, statements in a function), built with the
/// consumer's one build. An error names the Markdown file and line.
@Suite(.tags(.consumer)) struct DocBlockTests {
    @Test func everyDocBlockCompiles() async throws {
        let build = try await ConsumerPackage.shared.built()
        let compiled = build.docBlocks.filter { !$0.isFragment }
        // README.md has 4, LAYOUT.md 1 (and a fragment), RENDERING.md 1, SNAPSHOTS.md 2.
        #expect(compiled.count >= 8, "\(build.docBlocks)")
        #expect(build.docBlocks.filter(\.isFragment).map { "\($0.file):\($0.line)" } == ["docs/LAYOUT.md:14"])
        #expect(Set(compiled.map(\.file)).isSuperset(of: ["README.md", "docs/LAYOUT.md", "docs/RENDERING.md", "docs/SNAPSHOTS.md"]))
        let docErrors = build.errors.filter { $0.hasPrefix("README.md:") || $0.hasPrefix("docs/") }
        #expect(docErrors.isEmpty, "\(docErrors.joined(separator: "\n"))")
        #expect(build.status == 0, "\(build.errors.joined(separator: "\n"))")
    }

    @Test func blocksAreFoundWithTheirLinesAndFragmentMarks() {
        let markdown = "# Doc\n\n```swift\nimport Plumb\n\nlet a = View(\"a\")\n```\n\n<!-- fragment -->\n```swift\nbutton.widthAnchor == 10\n```\n\n```sh\nls\n```\n"
        let blocks = DocBlock.blocks(inMarkdown: markdown, file: "docs/X.md")
        #expect(blocks == [
            DocBlock(file: "docs/X.md", line: 4, code: ["import Plumb", "", "let a = View(\"a\")"], isFragment: false),
            DocBlock(file: "docs/X.md", line: 11, code: ["button.widthAnchor == 10"], isFragment: true),
        ])
    }

    @Test func statementsAreWrappedAndDeclarationsKept() {
        let statements = DocBlock(file: "docs/X.md", line: 4, code: ["import Plumb", "let a = View(\"a\")"], isFragment: false)
        #expect(statements.source == """
            // Generated from docs/X.md:4 by DocBlockTests; not committed.
            import Plumb

            func docs_X_md_4() throws {
            #sourceLocation(file: "docs/X.md", line: 4)

            let a = View("a")
            #sourceLocation()
            }

            """)
        let test = DocBlock(file: "README.md", line: 9, code: ["import Testing", "@Test func a() {}"], isFragment: false)
        #expect(test.source == """
            // Generated from README.md:9 by DocBlockTests; not committed.
            import Testing

            #sourceLocation(file: "README.md", line: 9)

            @Test func a() {}
            #sourceLocation()

            """)
    }
}
