import Foundation
import PlumbSnapshot
import PlumbTestSupport
import Testing

/// The sample GitHub Actions workflow of docs/CI.md: the annotations its steps print and the
/// summary they write, line by line.
@Suite struct SnapshotCITests {
    /// The workflow's verify step, as docs/CI.md gives it (after `.build/debug/`).
    static let verifyStep = "plumb snapshot verify scenes/*.yaml --snapshots Snapshots/scenes --summary out/summary.md --orphans fail"

    /// What GitHub Actions sets in every step (with this run's made-up page).
    static func actions(summary: String) -> [String: String] {
        ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary, "PLUMB_ARTIFACTS": "out/artifacts",
         "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/app", "GITHUB_RUN_ID": "42"]
    }

    /// Two scenes recorded, then one changed: its box moved 1 point right.
    private func changedSuite() throws -> PlumbTool {
        let tool = try PlumbTool()
        try tool.write("scenes/box.yaml", SnapshotFixtures.box)
        try tool.write("scenes/still.yaml", SnapshotFixtures.box)
        #expect(try tool.run(["snapshot", "record", "scenes/box.yaml", "scenes/still.yaml", "--snapshots", "Snapshots/scenes"]).status == 0)
        try tool.write("scenes/box.yaml", SnapshotFixtures.box.replacingOccurrences(of: "|-10-[box(40)]", with: "|-11-[box(40)]"))
        try tool.write("step-summary.md", "earlier step\n")
        return tool
    }

    @Test func theVerifyStepAnnotatesTheMovedViewsLineAndSummarises() throws {
        let workflow = try String(contentsOf: PlumbTool.packageRoot.appendingPathComponent("docs/CI.md"), encoding: .utf8)
        #expect(workflow.contains("        run: .build/debug/\(Self.verifyStep)\n"))
        let tool = try changedSuite()
        defer { tool.remove() }
        // The shell expands the glob; the rest is the step's words.
        let arguments = Self.verifyStep.split(separator: " ").dropFirst()
            .flatMap { $0 == "scenes/*.yaml" ? ["scenes/box.yaml", "scenes/still.yaml"] : [String($0)] }
        let stepSummary = tool.folder.appendingPathComponent("step-summary.md").path
        let run = try tool.run(arguments, environment: Self.actions(summary: stepSummary))
        #expect(run.status == 1)
        let artifacts = tool.folder.appendingPathComponent("out/artifacts").path
        #expect(run.stdout.split(separator: "\n").map(String.init) == [
            "::error file=scenes/box.yaml,line=3,col=5,title=box.png doesn't match its reference::box.png doesn't match its reference: "
                + "60 of 6000 pixels differ (1.000 %25), 0 more only by anti-aliasing%0A  box moved from (10 10) to (11 10)"
                + "%0A  reference file: Snapshots/scenes/box.png%0A  reference: \(artifacts)/box.reference.png"
                + "%0A  actual: \(artifacts)/box.actual.png%0A  diff: \(artifacts)/box.diff.png",
            "::error file=scenes/box.yaml,line=3,col=5,title=box.layout.txt doesn't match its reference::box.layout.txt doesn't match its reference: "
                + "the text differs:%0A--- reference%0A+++ actual%0A@@ -1,2 +1,2 @@%0A root View (0 0; 100 60)%0A-  box View (10 10; 40 30)"
                + "%0A+  box View (11 10; 40 30)%0A  reference file: Snapshots/scenes/box.layout.txt"
                + "%0A  reference: \(artifacts)/box.layout.reference.txt%0A  actual: \(artifacts)/box.layout.actual.txt"
                + "%0A  diff: \(artifacts)/box.layout.diff.txt",
            "scenes/still.yaml: matches",
            "summary: out/summary.md",
        ])
        #expect(String(decoding: try tool.bytes("out/summary.md"), as: UTF8.self) == """
            ## Plumb snapshots

            2 failed, 0 new, 2 passed, 0 skipped

            ### scenes/box.yaml

            ![scenes/box.yaml, as drawn now](summary-thumbnails/scenes-box.yaml.png)

            - `box.png` doesn't match its reference
              - box moved from (10 10) to (11 10)
              - artifacts: [reference](artifacts/box.reference.png), [actual](artifacts/box.actual.png), [diff](artifacts/box.diff.png)
            - `box.layout.txt` doesn't match its reference
              - artifacts: [reference](artifacts/box.layout.reference.txt), [actual](artifacts/box.layout.actual.txt), [diff](artifacts/box.layout.diff.txt)

            The artifacts of this run: https://github.com/acme/app/actions/runs/42#artifacts

            """)
        // The thumbnail is a file (a PNG at most 200 pixels wide), and the step summary is left to the workflow's `cat`.
        let thumbnail = try tool.bytes("out/summary-thumbnails/scenes-box.yaml.png")
        #expect(thumbnail.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        #expect(thumbnail[16..<20].reduce(0) { $0 << 8 | Int($1) } == 100)
        #expect(try tool.bytes("step-summary.md") == Array("earlier step\n".utf8))
    }

    @Test func withoutSummaryTheStepSummaryGetsTheTextWithoutThumbnails() throws {
        let tool = try changedSuite()
        defer { tool.remove() }
        let stepSummary = tool.folder.appendingPathComponent("step-summary.md").path
        let run = try tool.run(["snapshot", "verify", "scenes/box.yaml", "--snapshots", "Snapshots/scenes"],
                               environment: Self.actions(summary: stepSummary))
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").map { $0.prefix(62) } == [
            "::error file=scenes/box.yaml,line=3,col=5,title=box.png doesn'",
            "::error file=scenes/box.yaml,line=3,col=5,title=box.layout.txt",
        ])
        let artifacts = tool.folder.appendingPathComponent("out/artifacts").path
        #expect(String(decoding: try tool.bytes("step-summary.md"), as: UTF8.self) == """
            earlier step
            ## Plumb snapshots

            2 failed, 0 new, 0 passed, 0 skipped

            ### scenes/box.yaml

            - `box.png` doesn't match its reference
              - box moved from (10 10) to (11 10)
              - artifacts: reference: `\(artifacts)/box.reference.png`, actual: `\(artifacts)/box.actual.png`, diff: `\(artifacts)/box.diff.png`
            - `box.layout.txt` doesn't match its reference
              - artifacts: reference: `\(artifacts)/box.layout.reference.txt`, actual: `\(artifacts)/box.layout.actual.txt`, diff: `\(artifacts)/box.layout.diff.txt`

            The artifacts of this run: https://github.com/acme/app/actions/runs/42#artifacts

            """)
        #expect(!tool.exists("step-summary-thumbnails"))
        // Outside GitHub Actions, and without --github, nothing of it.
        let plain = try tool.run(["snapshot", "verify", "scenes/box.yaml", "--snapshots", "Snapshots/scenes"])
        #expect(plain.stdout.isEmpty && plain.status == 1)
    }

    @Test func mergedReportsAnnotateATestsFailureAtItsFilePathAndLine() throws {
        let tool = try changedSuite()
        defer { tool.remove() }
        #expect(try tool.run(["snapshot", "verify", "scenes/box.yaml", "--snapshots", "Snapshots/scenes", "--json", "out/scenes.json"]).status == 1)
        // A Swift test's report (PLUMB_REPORT), its location the assertion's #filePath:#line.
        let test = SnapshotResult(name: "card.1.png", group: "CardTests", status: .new, message: "no reference at Snapshots/CardTests/card.1.png",
                                  kind: .image, referencePath: "Snapshots/CardTests/card.1.png",
                                  location: .init(file: tool.folder.appendingPathComponent("Tests/CardTests.swift").path, line: 12, column: 9))
        try tool.write("out/tests.json", String(decoding: try SnapshotReport(results: [test]).jsonData(), as: UTF8.self))
        let run = try tool.run(["snapshot", "merge-reports", "out/scenes.json", "out/tests.json", "--github", "--summary", "out/merged.md"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix(70)) } == [
            "::error file=scenes/box.yaml,line=1,col=1,title=box.png doesn't match ",
            "::error file=scenes/box.yaml,line=1,col=1,title=box.layout.txt doesn't",
            "::error file=Tests/CardTests.swift,line=12,col=9,title=card.1.png has ",
            "summary: out/merged.md",
        ])
        #expect(lines[2] == "::error file=Tests/CardTests.swift,line=12,col=9,title=card.1.png has no reference::no reference at Snapshots/CardTests/card.1.png")
        let summary = String(decoding: try tool.bytes("out/merged.md"), as: UTF8.self)
        #expect(summary.hasPrefix("## Plumb snapshots\n\n2 failed, 1 new, 0 passed, 0 skipped\n\n### scenes/box.yaml\n\n- `box.png` doesn't match its reference\n"))
        #expect(summary.hasSuffix("### CardTests\n\n- `card.1.png` has no reference\n"))
    }

    @Test func checkAnnotatesEachProblemAtItsLineWithPropertiesEscaped() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        // A colon and a comma in the file's name are escaped in file=, not in the message.
        try tool.write("odd:name,1.yaml", Fixture.scene("snapshot-ci/loose", in: .module))
        let run = try tool.run(["check", "odd:name,1.yaml", "--github"])
        #expect(run.status == 1)
        #expect(run.stdout == """
            ::error file=odd%3Aname%2C1.yaml,line=4,col=5,title=Layout error::ambiguous layout: badge needs constraints for: height \
            (badge.height in 0...inf)%0A    badge's constraints:%0A        <LayoutConstraint:c5 H:[box]-(8)-[badge]   (at odd:name,1.yaml:8:5)>\
            %0A        <LayoutConstraint:c6 H:[badge(20)]   (at odd:name,1.yaml:8:5)>%0A        <LayoutConstraint:c7 badge.top == box.top   (at odd:name,1.yaml:9:5)>
            ::warning file=odd%3Aname%2C1.yaml,line=4,col=5,title=Layout warning::badge is laid out at (58 10; 20 0): it has no height and can't be seen [zeroSize]

            """)
        // Standard error is as without --github.
        #expect(run.stderr == (try tool.run(["check", "odd:name,1.yaml"])).stderr)
        #expect(try tool.run(["check", "odd:name,1.yaml"], environment: ["GITHUB_ACTIONS": "true"]).stdout == run.stdout)
    }
}
