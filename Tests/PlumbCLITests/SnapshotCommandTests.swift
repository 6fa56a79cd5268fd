import Foundation
import PlumbSnapshot
import PlumbTestSupport
import Testing

/// `plumb snapshot record|verify`: the samples match their committed references, a change
/// fails with artifacts, and a missing reference fails without being written.
@Suite struct SnapshotCommandTests {
    @Test func theSamplesMatchTheirReferences() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let samples = PlumbTool.packageRoot.appendingPathComponent("samples")
        let files = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        let references = PlumbTool.packageRoot.appendingPathComponent("Snapshots/scenes").path
        let result = try tool.run(["snapshot", "verify"] + files.map { samples.appendingPathComponent($0).path } + ["--snapshots", references])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == files.count)
        #expect(result.stderr.isEmpty)
    }

    @Test func aChangeFailsAndAMissingReferenceIsNotWritten() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let scene = SnapshotFixtures.box
        try tool.write("box.yaml", scene)
        let missing = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("box.yaml: no reference at refs/box.png; recording is off (plumb snapshot verify never records"))
        #expect(!tool.exists("refs"))
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"]).status == 0)
        #expect(tool.exists("refs/box.png") && tool.exists("refs/box.layout.txt"))
        #expect(try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"]).status == 0)
        try tool.write("box.yaml", scene.replacingOccurrences(of: "|-10-[box(40)]", with: "|-11-[box(40)]"))
        let changed = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"])
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("box.png doesn't match its reference: "))
        #expect(changed.stderr.contains("\n  box moved from (10 10) to (11 10)\n"))
        #expect(changed.stderr.contains("@@ -1,2 +1,2 @@\n root View (0 0; 100 60)\n-  box View (10 10; 40 30)\n+  box View (11 10; 40 30)"))
        #expect(tool.exists(".build/plumb-artifacts/box.diff.png"))
        #expect(try tool.run(["snapshot", "verify", "nothere.yaml"]).status == 2)
    }
}

/// Shards and merged reports.
@Suite struct SnapshotShardTests {
    @Test func shardsSplitDeterministicallyAndReportsMerge() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let names = ["a", "b", "c", "d", "e"]
        for (index, name) in names.enumerated() {
            try tool.write("\(name).yaml", "size: {width: 60, height: 40}\nviews:\n  - {id: box}\nconstraints:\n"
                           + "  - \"H:|-\(index)-[box(20)]\"\n  - \"V:|-5-[box(10)]\"\n")
        }
        let files = names.reversed().map { "\($0).yaml" }   // order given doesn't matter
        #expect(try tool.run(["snapshot", "record"] + files + ["--snapshots", "refs"]).status == 0)
        // Change c and e, then verify in two shards: 1/2 takes a, c, e; 2/2 takes b, d.
        for (name, index) in [("c", 9), ("e", 9)] {
            try tool.write("\(name).yaml", "size: {width: 60, height: 40}\nviews:\n  - {id: box}\nconstraints:\n"
                           + "  - \"H:|-\(index)-[box(20)]\"\n  - \"V:|-5-[box(10)]\"\n")
        }
        let first = try tool.run(["snapshot", "verify"] + files + ["--snapshots", "refs", "--shard", "1/2", "--json", "r1.json"])
        let second = try tool.run(["snapshot", "verify"] + files + ["--snapshots", "refs", "--shard", "2/2", "--report", "r2.html"])
        #expect(first.status == 1 && second.status == 0)
        // Each scene is two snapshots: its PNG and its layout text. The boxes have no colour, so
        // only the text of c and e shows their move.
        #expect(first.stdout.contains("a.yaml: matches") && first.stdout.contains("report: r1.json (2 failed, 0 new, 4 passed, 0 skipped)"))
        #expect(second.stdout == "b.yaml: matches\nd.yaml: matches\nreport: r2.html (0 failed, 0 new, 4 passed, 0 skipped)\n")
        #expect(tool.exists("r2.json"))   // the page's sidecar
        // merge-reports reads the JSON (for a page, the sidecar beside it), nothing from the HTML.
        try FileManager.default.removeItem(at: tool.folder.appendingPathComponent("r2.html"))
        let merged = try tool.run(["snapshot", "merge-reports", "r1.json", "r2.html", "--json", "all.json"])
        #expect(merged.status == 1)
        #expect(merged.stdout == "report: all.json (2 failed, 0 new, 8 passed, 0 skipped)\n")
        let report = try SnapshotReport(jsonData: try tool.bytes("all.json"))
        #expect(report.results.filter(\.isFailure).map(\.name) == ["c.layout.txt", "e.layout.txt"])
        #expect(report.results.map(\.group).filter { $0 == "b.yaml" }.count == 2)
        #expect(try tool.run(["snapshot", "verify", "a.yaml", "--shard", "3/2"]).status == 2)
        #expect(try tool.run(["snapshot", "merge-reports", "a.yaml", "--report", "x.html"]).status == 2)
    }
}

/// Scenes the snapshot command tests share.
enum SnapshotFixtures {
    /// A blue 40 × 30 box 10 from the top left of a 100 × 60 scene.
    static let box = Fixture.scene("snapshot-command/blue-box", in: .module)
}
