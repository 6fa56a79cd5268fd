import Foundation
import Testing

/// What the CLI promises about the files it writes: a recording that cannot be written fails
/// and writes nothing, two inputs never overwrite each other's output, and no temporary file
/// outlives an interrupted or killed run.
@Suite struct OutputContractTests {
    @Test func recordingARefusedCanvasFailsAtItsSizeAndWritesNothing() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("huge.yaml", "name: huge\nsize: {width: 20000, height: 100}\n")
        let result = try tool.run(["snapshot", "record", "huge.yaml", "--snapshots", "refs"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("huge.yaml:2:1: error: the canvas would be 20000×100 pixels"))
        #expect(!result.stderr.contains("cannot write"))
        #expect(!result.stdout.contains("recorded"))
        #expect(tool.names(in: "refs").isEmpty)
    }

    @Test func aCanvasRefusedBecauseOfTheFlagsNamesThem() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", SnapshotFixtures.box)
        let result = try tool.run(["render", "box.yaml", "--size", "2000x100", "--scale", "16", "-o", "box.png"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("box.yaml:1:1: error: the canvas would be 32000×1600 pixels (2000×100 points at scale 16, "
                                        + "from --size 2000x100 --scale 16); each side must be more than 0 and at most 16384 pixels\n"))
        #expect(!tool.exists("box.png"))
        try tool.write("fit.yaml", "views:\n  - {id: a}\nconstraints:\n  - \"H:|[a(20000)]|\"\n  - \"V:|[a(10)]|\"\n")
        let fitted = try tool.run(["render", "fit.yaml", "-o", "fit.png"])
        #expect(fitted.status == 2)
        #expect(fitted.stderr.hasPrefix("fit.yaml:1:1: error: the canvas would be 20000×10 pixels (20000×10 points at scale 1, "
                                        + "the root's size fitted to its content); each side"))
    }

    @Test func recordingThatCannotWriteFailsAndSaysWhy() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", SnapshotFixtures.box)
        try tool.write("refs", "a file where the references folder should be")
        let result = try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("box.yaml: error: "))
        #expect(!result.stdout.contains("recorded"))
        #expect(tool.names().filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func twoScenesOfOneNameAreRefusedBeforeAnythingIsWritten() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("a/x.yaml", SnapshotFixtures.box)
        try tool.write("b/x.yaml", SnapshotFixtures.box.replacingOccurrences(of: "|-10-[box(40)]", with: "|-20-[box(40)]"))
        try tool.write("c/y.yaml", SnapshotFixtures.box)
        let render = try tool.run(["render", "a/x.yaml", "c/y.yaml", "b/x.yaml", "-o", "out"])
        #expect(render.status == 2)
        #expect(render.stderr == "plumb render: error: a/x.yaml and b/x.yaml would both write out/x.png; "
                + "scene files with the same name need separate runs (or different names)\n")
        #expect(!tool.exists("out"))
        let record = try tool.run(["snapshot", "record", "a/x.yaml", "b/x.yaml", "--snapshots", "refs"])
        #expect(record.status == 2)
        #expect(record.stderr.contains("a/x.yaml and b/x.yaml would both write the reference refs/x.png"))
        #expect(!tool.exists("refs"))
        // The same file twice is one input, not a collision.
        #expect(try tool.run(["render", "a/x.yaml", "./a/x.yaml", "c/y.yaml", "-o", "out"]).status == 0)
        #expect(tool.names(in: "out") == ["x.png", "y.png"])
    }

    @Test func verifyDoesNotBlameCIForNotRecording() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", SnapshotFixtures.box)
        let result = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("refs/box.png; recording is off (plumb snapshot verify never records; plumb snapshot record or accept does)"))
        #expect(!result.stderr.contains("CI"))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedWriteLeavesNoTemporaryFile(signal: Int32) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", SnapshotFixtures.box)
        let process = try tool.start(["render", "box.yaml", "-o", "box.png"], environment: ["PLUMB_TEST_HOLD_TEMPORARY_FILES": "30"])
        let deadline = Date().addingTimeInterval(20)
        while !tool.names().contains(where: { $0.hasPrefix(".box.png.plumb-") }), Date() < deadline { usleep(20_000) }
        #expect(tool.names().contains { $0.hasPrefix(".box.png.plumb-\(process.processIdentifier)-") && $0.hasSuffix(".tmp") })
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        #expect(tool.names() == ["box.yaml"])
    }

    @Test func aKilledRunsTemporaryFileIsSweptByTheNextWrite() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("box.yaml", SnapshotFixtures.box)
        let process = try tool.start(["render", "box.yaml", "-o", "out/box.png"], environment: ["PLUMB_TEST_HOLD_TEMPORARY_FILES": "30"])
        let deadline = Date().addingTimeInterval(20)
        while !tool.names(in: "out").contains(where: { $0.hasPrefix(".box.png.plumb-") }), Date() < deadline { usleep(20_000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let left = tool.names(in: "out")
        #expect(left.count == 1 && left[0].hasPrefix(".box.png.plumb-\(process.processIdentifier)-"))
        // A live writer's file, and files that only look similar, are left alone.
        let live = ".other.png.plumb-\(getpid())-abc123.tmp"
        for name in [live, ".notes.plumb-x.tmp", "box.png.plumb-1-1.tmp"] { try tool.write("out/\(name)", "") }
        #expect(try tool.run(["render", "box.yaml", "-o", "out/second.png"]).status == 0)
        #expect(tool.names(in: "out") == [live, ".notes.plumb-x.tmp", "box.png.plumb-1-1.tmp", "second.png"].sorted())
    }
}
