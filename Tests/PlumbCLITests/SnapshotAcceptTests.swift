import Foundation
import PlumbRender
import PlumbSnapshot
import PlumbTestSupport
import Testing

/// `plumb snapshot accept`: from a report's JSON (all failures, or those `--only` names) or
/// from scene files (only the snapshots that differ); either way the references end up
/// byte-identical to a fresh record.
@Suite struct SnapshotAcceptTests {
    static let moved = SnapshotFixtures.box.replacingOccurrences(of: "|-10-[box(40)]", with: "|-25-[box(40)]")
    static let other = Fixture.scene("snapshot-accept/red-dot", in: .module)

    /// Records box and dot into `refs`, moves the box, and records the moved state into `fresh`.
    private func prepare(_ tool: PlumbTool) throws {
        try tool.write("box.yaml", SnapshotFixtures.box)
        try tool.write("dot.yaml", Self.other)
        #expect(try tool.run(["snapshot", "record", "box.yaml", "dot.yaml", "--snapshots", "refs"]).status == 0)
        try tool.write("box.yaml", Self.moved)
        #expect(try tool.run(["snapshot", "record", "box.yaml", "dot.yaml", "--snapshots", "fresh"]).status == 0)
    }

    private func expectSameAsFresh(_ tool: PlumbTool, _ names: [String]) throws {
        for name in names {
            #expect(try tool.bytes("refs/\(name)") == tool.bytes("fresh/\(name)"), "\(name) is not what a fresh record writes")
        }
    }

    @Test func acceptingAReportRecordsItsFailuresByteForByte() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try prepare(tool)
        let dotBefore = try tool.bytes("refs/dot.png")
        let verify = try tool.run(["snapshot", "verify", "box.yaml", "dot.yaml", "--snapshots", "refs", "--report", "out/report.html"])
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("report: out/report.html (2 failed, 0 new, 2 passed, 0 skipped)"))
        // --only takes the reviewed ones: just the PNG first.
        let one = try tool.run(["snapshot", "accept", "out/report.json", "--only", "box.png"])
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout == "accepted refs/box.png\n1 accepted, 1 left failing\n")
        try expectSameAsFresh(tool, ["box.png"])
        #expect(try tool.bytes("refs/box.layout.txt") != tool.bytes("fresh/box.layout.txt"))
        // Then the rest; the passing dot is untouched.
        let rest = try tool.run(["snapshot", "accept", "out/report.json"])
        #expect(rest.stdout == "accepted refs/box.png\naccepted refs/box.layout.txt\n2 accepted, 0 left failing\n")
        try expectSameAsFresh(tool, ["box.png", "box.layout.txt", "dot.png", "dot.layout.txt"])
        #expect(try tool.bytes("refs/dot.png") == dotBefore)
        #expect(try tool.run(["snapshot", "verify", "box.yaml", "dot.yaml", "--snapshots", "refs"]).status == 0)
    }

    @Test func acceptingScenesRecordsOnlyWhatDiffers() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try prepare(tool)
        try FileManager.default.removeItem(at: tool.folder.appendingPathComponent("refs/dot.layout.txt"))   // a new one
        let accept = try tool.run(["snapshot", "accept", "box.yaml", "dot.yaml", "--snapshots", "refs"])
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(accept.stdout == "box.yaml: accepted refs/box.png\nbox.yaml: accepted refs/box.layout.txt\ndot.yaml: accepted refs/dot.layout.txt\n")
        try expectSameAsFresh(tool, ["box.png", "box.layout.txt", "dot.png", "dot.layout.txt"])
        let again = try tool.run(["snapshot", "accept", "box.yaml", "dot.yaml", "--snapshots", "refs"])
        #expect(again.stdout == "box.yaml: matches\ndot.yaml: matches\n")
    }

    @Test func acceptRefusesWhatItCannotDo() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try prepare(tool)
        _ = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs", "--json", "r.json"])
        let unknown = try tool.run(["snapshot", "accept", "r.json", "--only", "nothere.png"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("r.json has no result named nothere.png"))
        try tool.write("bad.json", "{\"version\": 1, \"results\": 3}")
        let bad = try tool.run(["snapshot", "accept", "bad.json"])
        #expect(bad.status == 2 && bad.stderr.contains("bad.json is not a JSON report written by plumb snapshot"))
        #expect(try tool.run(["snapshot", "accept", "missing.json"]).status == 2)
        #expect(try tool.run(["snapshot", "verify", "box.yaml", "--only", "box.png"]).status == 2)
        let nothing = try tool.run(["snapshot", "verify", "dot.yaml", "--snapshots", "refs", "--json", "ok.json"])
        #expect(nothing.status == 0)
        #expect(try tool.run(["snapshot", "accept", "ok.json"]).stdout == "nothing to accept: ok.json has no failed or new results\n")
    }
}

/// `--overlay`, `--scale`, `--size` and `--direction` on `plumb snapshot`: each configuration
/// of a scene has its own references, named by the options given.
@Suite struct SnapshotOptionTests {
    @Test func configurationsLiveSideBySide() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", SnapshotFixtures.box)
        let configurations = [[], ["--overlay", "alignment,frames", "--scale", "3"], ["--size", "200x80", "--direction", "rtl"]]
        for flags in configurations {
            let record = try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"] + flags)
            #expect(record.status == 0, "\(flags): \(record.stderr)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: tool.folder.appendingPathComponent("refs").path).sorted()
        #expect(names == ["box.layout.txt", "box.png", "box.scale-3.overlay-frames+alignment.png",
                          "box.size-200x80.rtl.layout.txt", "box.size-200x80.rtl.png"])
        let scaled = try RenderedImage(pngData: try tool.bytes("refs/box.scale-3.overlay-frames+alignment.png"))
        #expect(scaled.height == 180)   // 60 points at 3×
        let text = String(decoding: try tool.bytes("refs/box.size-200x80.rtl.layout.txt"), as: UTF8.self)
        #expect(text.contains("root View (0 0; 200 80)") && text.contains("box View (150 10; 40 30)"))   // mirrored
        for flags in configurations {
            #expect(try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"] + flags).status == 0, "\(flags)")
        }
        // A configuration never recorded is missing, not compared with another one's reference.
        let other = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs", "--overlay", "frames"])
        #expect(other.status == 1 && other.stderr.contains("no reference at refs/box.overlay-frames.png"))
        let bad = try tool.run(["snapshot", "verify", "box.yaml", "--overlay", "frams"])
        #expect(bad.status == 2 && bad.stderr.contains("frams"))
    }
}
