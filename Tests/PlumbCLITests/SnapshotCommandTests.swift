import Foundation
import Testing

/// `plumb snapshot record|verify`: the samples match their committed references, a change
/// fails with artifacts, and a missing reference fails without being written.
@Suite struct SnapshotCommandTests {
    @Test func theSamplesMatchTheirReferences() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let samples = PlumbTool.packageRoot.appendingPathComponent("samples")
        let files = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".yaml") }.sorted()
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
        #expect(missing.stderr.contains("/refs/box.png; recording is off"))
        #expect(!tool.exists("refs"))
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"]).status == 0)
        #expect(tool.exists("refs/box.png") && tool.exists("refs/box.layout.txt"))
        #expect(try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"]).status == 0)
        try tool.write("box.yaml", scene.replacingOccurrences(of: "|-10-[box(40)]", with: "|-11-[box(40)]"))
        let changed = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"])
        #expect(changed.status == 1)
        #expect(changed.stderr.contains("box.png doesn't match its reference: "))
        #expect(changed.stderr.contains("\n  box moved from (10 10) to (11 10)\n"))
        #expect(changed.stderr.contains("-2:   box View (10 10; 40 30)\n+2:   box View (11 10; 40 30)"))
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
        let first = try tool.run(["snapshot", "verify"] + files + ["--snapshots", "refs", "--shard", "1/2", "--report", "r1.html"])
        let second = try tool.run(["snapshot", "verify"] + files + ["--snapshots", "refs", "--shard", "2/2", "--report", "r2.html"])
        #expect(first.status == 1 && second.status == 0)
        #expect(first.stdout.contains("a.yaml: matches") && first.stdout.contains("report: r1.html (2 failed, 1 passed)"))
        #expect(second.stdout == "b.yaml: matches\nd.yaml: matches\nreport: r2.html (0 failed, 2 passed)\n")
        let merged = try tool.run(["snapshot", "merge-reports", "r1.html", "r2.html", "--report", "all.html"])
        #expect(merged.status == 1)
        #expect(merged.stdout == "report: all.html (2 failed, 3 passed)\n")
        let html = String(decoding: try tool.bytes("all.html"), as: UTF8.self)
        #expect(html.contains("<h2>c.png</h2>") && html.contains("<h2>e.png</h2>"))
        #expect(try tool.run(["snapshot", "verify", "a.yaml", "--shard", "3/2"]).status == 2)
        #expect(try tool.run(["snapshot", "merge-reports", "a.yaml", "--report", "x.html"]).status == 2)
    }
}

/// Scenes the snapshot command tests share.
enum SnapshotFixtures {
    /// A blue 40 × 30 box 10 from the top left of a 100 × 60 scene.
    static let box = """
        size: {width: 100, height: 60}
        views:
          - {id: box, background: "#3d7fd9"}
        constraints:
          - "H:|-10-[box(40)]"
          - "V:|-10-[box(30)]"
        """
}
