import Foundation
import Plumb
import PlumbRender
@testable import PlumbSnapshotCore
import Testing

/// Recording, verifying and failing snapshots, in a temporary folder.
@Suite struct SnapshotAssertionTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-snapshots-\(UUID().uuidString)")
    var location: SnapshotLocation {
        SnapshotLocation(snapshots: folder.appendingPathComponent("Snapshots").path, artifacts: folder.appendingPathComponent("artifacts").path)
    }

    /// A box `shift` points from the left, 20 from the top, 40 × 30.
    func scene(shift: Double = 0) -> Scene {
        let box = View("box")
        box.backgroundColor = Color(hex: "#d9b36c")
        return Scene("snapshot", width: 120, height: 80, scale: 2) { root in
            box
            box.leadingAnchor == root.leadingAnchor + 10 + shift
            box.topAnchor == root.topAnchor + 20
            box.widthAnchor == 40
            box.heightAnchor == 30
        }
    }

    @Test func aRecordedReferenceThenVerifies() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(of: scene(), as: .png(), named: "box", record: .missing, location: location)
        #expect(first?.hasPrefix("recorded a new reference at ") == true)
        let reference = folder.appendingPathComponent("Snapshots/SnapshotAssertionTests/aRecordedReferenceThenVerifies().box.png")
            .path.replacingOccurrences(of: "().", with: ".")
        #expect(FileManager.default.fileExists(atPath: reference))
        #expect(verifySnapshot(of: scene(), as: .png(), named: "box", record: .missing, location: location) == nil)
        #expect(verifySnapshot(of: scene(), as: .layout, named: "box", record: .missing, location: location) != nil)
        #expect(verifySnapshot(of: scene(), as: .layout, named: "box", record: .missing, location: location) == nil)
    }

    @Test func aOnePointMoveFailsWithArtifacts() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: scene(), as: .png(), named: "box", record: .missing, location: location)
        _ = verifySnapshot(of: scene(), as: .layout, named: "box", record: .missing, location: location)
        let image = try #require(verifySnapshot(of: scene(shift: 1), as: .png(), named: "box", record: .missing, location: location))
        #expect(image.hasPrefix("aOnePointMoveFailsWithArtifacts.box.png doesn't match its reference: "))
        // Which views moved comes from the frames stored with the reference, not from the pixels.
        #expect(image.contains(" more only by anti-aliasing\n  box moved from (10 20) to (11 20)\n  reference file: "))
        for suffix in ["reference", "actual", "diff"] {
            let path = folder.appendingPathComponent("artifacts/SnapshotAssertionTests/aOnePointMoveFailsWithArtifacts.box.\(suffix).png").path
            #expect(image.contains("\n  \(suffix): \(path)"))
            #expect(FileManager.default.fileExists(atPath: path))
        }
        let text = try #require(verifySnapshot(of: scene(shift: 1), as: .layout, named: "box", record: .missing, location: location))
        #expect(text.contains("--- reference\n+++ actual\n@@ -1,2 +1,2 @@\n root View (0 0; 120 80)\n-  box View (10 20; 40 30)\n+  box View (11 20; 40 30)"))
    }

    @Test func ciNeverRecordsAndAMissingReferenceFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(RecordMode.fromEnvironment(["CI": "true", "PLUMB_RECORD": "all"]) == .never)
        #expect(RecordMode.fromEnvironment(["CI": "false", "PLUMB_RECORD": "failed"]) == .failed)
        #expect(RecordMode.fromEnvironment([:]) == .missing)
        let failure = try #require(verifySnapshot(of: scene(), as: .png(), named: "box", record: .never, location: location))
        #expect(failure.hasPrefix("no reference at "))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aMissingReferenceBlamesCIOnlyUnderCI() throws {
        #expect(RecordMode.whyNever([:]) == "record mode never")
        #expect(RecordMode.whyNever(["CI": "true"]) == "CI is set, and CI never records")
        #expect(RecordMode.whyNever(["CI": "1", "PLUMB_RECORD": "failed"]) == "CI is set, and CI never records; PLUMB_RECORD=failed is ignored")
        #expect(RecordMode.whyNever(["PLUMB_RECORD": "never"]) == "PLUMB_RECORD=never")
        let failure = compareSnapshot(of: "text", as: Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { $0 },
                                      reference: folder.appendingPathComponent("none.txt").path, artifacts: folder.path,
                                      artifactStem: "none", record: .never, whyNotRecording: "verify never records")
        #expect(failure?.hasSuffix("none.txt; recording is off (verify never records)") == true)
    }

    @Test func aCorruptReferenceIsAClearError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("Snapshots/SnapshotAssertionTests/aCorruptReferenceIsAClearError.box.png")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]).write(to: reference)
        let failure = try #require(verifySnapshot(of: scene(), as: .png(), named: "box", record: .missing, location: location))
        #expect(failure.hasPrefix("the reference \(reference.path) is unreadable: image file the reference PNG is not a readable PNG"))
    }
}

/// The text strategies: SVG, trace and report.
@Suite struct TextStrategyTests {
    @Test func traceReportAndSVGSnapshotsRecordAndVerify() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = SnapshotLocation(snapshots: folder.path, artifacts: folder.appendingPathComponent("artifacts").path)
        func scene() -> Scene {
            let loose = View("loose")
            return Scene("text", width: 100, height: 50) { root in
                loose
                loose.topAnchor == root.topAnchor
                loose.widthAnchor == 10
                loose.heightAnchor == 10
            }
        }
        for strategy in [Snapshotting<Scene, String>.trace, .report, .svg()] {
            #expect(verifySnapshot(of: scene(), as: strategy, named: "loose", record: .missing, location: location)?
                .hasPrefix("recorded a new reference") == true)
            #expect(verifySnapshot(of: scene(), as: strategy, named: "loose", record: .missing, location: location) == nil)
        }
        let trace = try String(contentsOfFile: folder.appendingPathComponent("SnapshotAssertionTests/traceReportAndSVGSnapshotsRecordAndVerify.loose.trace.txt").path,
                               encoding: .utf8)
        #expect(trace.hasPrefix("•View:root\n|   *View:loose- AMBIGUOUS LAYOUT for loose.minX{id: 5}\n"))
        let report = try String(contentsOfFile: folder.appendingPathComponent("SnapshotAssertionTests/traceReportAndSVGSnapshotsRecordAndVerify.loose.report.txt").path,
                                encoding: .utf8)
        #expect(report.contains("<View:loose> View : LayoutItem [Caution: Ambiguous Layout!]"))
    }
}
