import Foundation
import Testing

/// `plumb snapshot record` and `accept` put a scene's references in place as one unit: a run
/// stopped at any step (SIGKILL, SIGINT) leaves, for every reader, the old pair or the new one,
/// never a new PNG beside an old layout text; and two runs on one folder take turns.
@Suite struct ReferencePublishTests {
    static let moved = SnapshotFixtures.box.replacingOccurrences(of: "|-10-[box(40)]", with: "|-25-[box(40)]")
    static let steps = ["staged", "journaled", "first-renamed", "renamed"]
    static let pair = ["box.layout.txt", "box.png"]

    /// Records the box into `refs` and the moved box into `new`, then puts the moved box in box.yaml.
    private func prepare(_ tool: PlumbTool) throws -> (old: [[UInt8]], new: [[UInt8]]) {
        try tool.write("box.yaml", SnapshotFixtures.box)
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"]).status == 0)
        try tool.write("box.yaml", Self.moved)
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "new"]).status == 0)
        return (try Self.pair.map { try tool.bytes("refs/\($0)") }, try Self.pair.map { try tool.bytes("new/\($0)") })
    }

    /// Runs `plumb` with the environment and waits for it.
    private func run(_ tool: PlumbTool, _ arguments: [String], _ environment: [String: String]) throws -> Process {
        let process = try tool.start(arguments, environment: environment)
        process.waitUntilExit()
        return process
    }

    @Test(arguments: steps)
    func aRecordKilledAtAnyStepLeavesAWholePair(step: String) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let (old, new) = try prepare(tool)
        let killed = try run(tool, ["snapshot", "record", "box.yaml", "--snapshots", "refs"], ["PLUMB_TEST_SIGNAL_AT": "\(step):\(SIGKILL)"])
        #expect(killed.terminationReason == .uncaughtSignal && killed.terminationStatus == SIGKILL)
        if step == "first-renamed" {
            // On disk the new PNG is beside the old text, with the journal that says what is left to do.
            // (The pair is [layout text, PNG].)
            #expect(try tool.bytes("refs/box.png") == new[1])
            #expect(try tool.bytes("refs/box.layout.txt") == old[0])
            #expect(tool.names(in: "refs").contains { $0.hasSuffix(".journal") })
        }
        // A reader completes the killed run first: before the journal, the old pair; after it, the new one.
        let verify = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"])
        let expected = step == "staged" ? old : new
        #expect(try Self.pair.map { try tool.bytes("refs/\($0)") } == expected)
        #expect(verify.status == (step == "staged" ? 1 : 0), "\(verify.stderr)")
        #expect(!tool.names(in: "refs").contains { $0.hasSuffix(".journal") })
        // The next write sweeps the killed run's temporary files.
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"]).status == 0)
        #expect(tool.names(in: "refs") == Self.pair)
    }

    @Test(arguments: steps)
    func anAcceptInterruptedAtAnyStepLeavesAWholePair(step: String) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let (old, new) = try prepare(tool)
        let interrupted = try run(tool, ["snapshot", "accept", "box.yaml", "--snapshots", "refs"], ["PLUMB_TEST_SIGNAL_AT": "\(step):\(SIGINT)"])
        // It ends by the signal, or, when the run reached its end before the handler did, as usual.
        #expect(interrupted.terminationReason == .uncaughtSignal ? interrupted.terminationStatus == SIGINT : interrupted.terminationStatus == 0)
        // Inside the renames, an interruption waits for the last one; before them, it removes the staged files.
        let now = try Self.pair.map { try tool.bytes("refs/\($0)") }
        if step == "staged" {
            #expect(now == old || now == new)
        } else {
            #expect(now == new)
            #expect(tool.names(in: "refs") == Self.pair)
        }
        _ = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"])
        #expect(tool.names(in: "refs") == Self.pair)
    }

    @Test func twoAcceptsTakeTurns() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        _ = try prepare(tool)
        // The first accept holds its staged files for 2 s before putting them in place.
        let first = try tool.start(["snapshot", "accept", "box.yaml", "--snapshots", "refs"], environment: ["PLUMB_TEST_HOLD_TEMPORARY_FILES": "2"])
        let deadline = Date().addingTimeInterval(20)
        while !tool.names(in: "refs").contains(where: { $0.hasSuffix(".tmp") }), Date() < deadline { usleep(10_000) }
        // Meanwhile the scene changes again, and a second accept starts: it waits, then compares
        // with what the first one accepted.
        try tool.write("box.yaml", Self.moved.replacingOccurrences(of: "[box(30)]", with: "[box(20)]"))
        let second = try tool.run(["snapshot", "accept", "box.yaml", "--snapshots", "refs"])
        first.waitUntilExit()
        #expect(first.terminationStatus == 0 && second.status == 0)
        #expect(second.stderr == "plumb snapshot: waiting for another plumb snapshot run that is using refs to finish\n")
        #expect(second.stdout == "box.yaml: accepted refs/box.png\nbox.yaml: accepted refs/box.layout.txt\n")
        // The references are the second scene's, both of them.
        #expect(try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"]).status == 0)
    }

    @Test func aRecordThatFailsForOneSceneRecordsNone() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", SnapshotFixtures.box)
        try tool.write("huge.yaml", "name: huge\nsize: {width: 20000, height: 100}\n")
        let result = try tool.run(["snapshot", "record", "box.yaml", "huge.yaml", "--snapshots", "refs"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("huge.yaml:2:1: error: the canvas would be 20000×100 pixels"))
        #expect(result.stderr.hasSuffix("plumb snapshot: nothing was recorded, as a scene had errors\n"))
        #expect(!tool.exists("refs"))
        // Accepting with a broken scene among them accepts nothing either.
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"]).status == 0)
        let before = try tool.bytes("refs/box.png")
        try tool.write("box.yaml", Self.moved)
        let accept = try tool.run(["snapshot", "accept", "box.yaml", "huge.yaml", "--snapshots", "refs"])
        #expect(accept.status == 2 && accept.stdout.isEmpty)
        #expect(try tool.bytes("refs/box.png") == before)
        #expect(tool.names(in: "refs") == Self.pair)
    }
}
