import Foundation
import PlumbTestSupport
import Testing

/// `plumb snapshot verify --orphans` and `plumb snapshot prune` on a suite verified in shards,
/// its folder shared with references that Swift tests (two test processes, two manifests) touched.
@Suite struct SnapshotOrphanTests {
    /// Four scenes recorded, two references of Swift tests (one per manifest), and two orphans.
    private func suite() throws -> (PlumbTool, [String]) {
        let tool = try PlumbTool()
        let files = ["a", "b", "c", "d"].map { "\($0).yaml" }
        for (index, file) in files.enumerated() {
            try tool.write(file, SnapshotFixtures.box.replacingOccurrences(of: "|-10-[box(40)]", with: "|-\(10 + index)-[box(40)]"))
        }
        #expect(try tool.run(["snapshot", "record"] + files + ["--snapshots", "refs"]).status == 0)
        for name in ["refs/CardTests/card.1.png", "refs/ListTests/list.1.png", "refs/old.png", "refs/ListTests/gone.layout.txt"] {
            try tool.write(name, "x")
        }
        // Each test process writes its own manifest; the paths are absolute.
        try tool.write("touched/100-aaaa.touched", tool.folder.appendingPathComponent("refs/CardTests/card.1.png").path + "\n")
        try tool.write("touched/200-bbbb.touched", tool.folder.appendingPathComponent("refs/ListTests/list.1.png").path + "\n")
        return (tool, files)
    }

    @Test func verifyInShardsListsTheOrphansOfTheWholeSuite() throws {
        let (tool, files) = try suite()
        defer { tool.remove() }
        let first = try tool.run(["snapshot", "verify"] + files + ["--snapshots", "refs", "--shard", "1/2", "--orphans", "warn", "--touched", "touched"])
        #expect(first.status == 0)
        #expect(first.stdout == "a.yaml: matches\nc.yaml: matches\n")
        #expect(first.stderr == """
            refs/ListTests/gone.layout.txt: warning: orphaned reference: no scene or test of this run produces it
            refs/old.png: warning: orphaned reference: no scene or test of this run produces it

            """)
        let second = try tool.run(["snapshot", "verify"] + files + ["--snapshots", "refs", "--shard", "2/2", "--orphans", "fail"])
        #expect(second.status == 1)
        // Without the manifests, the tests' references are orphans too.
        #expect(second.stderr.split(separator: "\n").map { $0.prefix { $0 != ":" } } == [
            "refs/CardTests/card.1.png", "refs/ListTests/gone.layout.txt", "refs/ListTests/list.1.png", "refs/old.png",
        ])
        #expect(second.stderr.hasPrefix("refs/CardTests/card.1.png: error: orphaned reference: "))
        let clean = try tool.run(["snapshot", "verify"] + files + ["--snapshots", "refs", "--orphans", "fail", "--touched", "touched", "--shard", "2/2", "--github"])
        #expect(clean.status == 1)
        #expect(clean.stdout == """
            b.yaml: matches
            d.yaml: matches
            ::error file=refs/ListTests/gone.layout.txt,line=1,title=Orphaned reference::orphaned reference: no scene or test of this run produces it
            ::error file=refs/old.png,line=1,title=Orphaned reference::orphaned reference: no scene or test of this run produces it

            """)
        try FileManager.default.removeItem(at: tool.folder.appendingPathComponent("refs/old.png"))
        try FileManager.default.removeItem(at: tool.folder.appendingPathComponent("refs/ListTests/gone.layout.txt"))
        let none = try tool.run(["snapshot", "verify"] + files + ["--snapshots", "refs", "--orphans", "fail", "--touched", "touched", "--shard", "2/2"])
        #expect(none.status == 0 && none.stderr.isEmpty)
    }

    @Test func pruneListsThenRemovesAllTheOrphans() throws {
        let (tool, files) = try suite()
        defer { tool.remove() }
        let dry = try tool.run(["snapshot", "prune"] + files + ["--snapshots", "refs", "--touched", "touched"])
        #expect(dry.status == 0 && dry.stderr.isEmpty)
        #expect(dry.stdout == """
            would remove refs/ListTests/gone.layout.txt
            would remove refs/old.png
            2 orphaned references; add --delete to remove them

            """)
        #expect(tool.exists("refs/old.png") && tool.exists("refs/ListTests/gone.layout.txt"))
        let removed = try tool.run(["snapshot", "prune"] + files + ["--snapshots", "refs", "--touched", "touched", "--delete"])
        #expect(removed.status == 0 && removed.stderr.isEmpty)
        #expect(removed.stdout == "removed refs/ListTests/gone.layout.txt\nremoved refs/old.png\n2 orphaned references removed\n")
        #expect(tool.names(in: "refs") == ["CardTests", "ListTests", "a.layout.txt", "a.png", "b.layout.txt", "b.png",
                                           "c.layout.txt", "c.png", "d.layout.txt", "d.png"])
        #expect(tool.names(in: "refs/ListTests") == ["list.1.png"])
        let again = try tool.run(["snapshot", "prune"] + files + ["--snapshots", "refs", "--touched", "touched"])
        #expect(again.status == 0 && again.stdout == "no orphaned references in refs\n")
        // Without scenes only the manifests count: the scenes' references are orphans then.
        let testsOnly = try tool.run(["snapshot", "prune", "--snapshots", "refs", "--touched", "touched"])
        #expect(testsOnly.stdout.hasSuffix("8 orphaned references; add --delete to remove them\n"))
    }

    @Test func pruneRefusesWhatWouldMakeEveryReferenceAnOrphan() throws {
        let (tool, files) = try suite()
        defer { tool.remove() }
        let nothing = try tool.run(["snapshot", "prune", "--snapshots", "refs", "--delete"])
        #expect(nothing.status == 2)
        #expect(nothing.stderr.hasPrefix("Error: prune needs the suite's scene files or --touched DIR: with neither, every reference would be an orphan\n"))
        try tool.write("empty/notes.txt", "")
        let empty = try tool.run(["snapshot", "prune"] + files + ["--snapshots", "refs", "--touched", "empty", "--delete"])
        #expect(empty.status == 2)
        #expect(empty.stderr == "plumb snapshot: error: --touched: empty holds no .touched manifest of a test run\n")
        #expect(try tool.run(["snapshot", "verify"] + files + ["--delete"]).status == 2)
        #expect(try tool.run(["snapshot", "record"] + files + ["--orphans", "warn"]).status == 2)
        #expect(try tool.run(["snapshot", "verify"]).status == 2)
        #expect(tool.exists("refs/old.png"))
    }

    @Test func verifyWritesDownWhatItTouchedUnderPlumbTouched() throws {
        let (tool, files) = try suite()
        defer { tool.remove() }
        for shard in ["1/2", "2/2"] {
            let run = try tool.run(["snapshot", "verify"] + files + ["--snapshots", "refs", "--shard", shard],
                                   environment: ["PLUMB_TOUCHED": "touched"])
            #expect(run.status == 0)
        }
        #expect(tool.names(in: "touched").filter { $0.hasSuffix(".touched") }.count == 4)
        let prune = try tool.run(["snapshot", "prune", "--snapshots", "refs", "--touched", "touched"])
        #expect(prune.stdout == """
            would remove refs/ListTests/gone.layout.txt
            would remove refs/old.png
            2 orphaned references; add --delete to remove them

            """)
    }
}
