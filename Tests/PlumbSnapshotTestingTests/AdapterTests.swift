import Foundation
import Plumb
import PlumbRender
import PlumbSnapshot
import PlumbSnapshotTesting
import SnapshotTesting
import Testing

/// swift-snapshot-testing with Plumb's strategy. `assertPlumbSnapshot` keeps references in
/// `Snapshots/AdapterTests/`, as Plumb's own assertions do; plain `assertSnapshot` still works.
@Suite struct AdapterTests {
    func scene(shift: Double = 0) -> Scene {
        let title = Label("title", text: "Which planet is this?")
        let scene = Scene("adapter", width: 240, height: 60, scale: 2) { root in
            title
            title.centerXAnchor == root.centerXAnchor
            title.topAnchor == root.topAnchor + 20 + shift
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        return scene
    }

    @Test func aSceneMatchesItsReference() {
        assertPlumbSnapshot(of: scene(), as: .plumbImage(overlays: .frames), named: "adapter")
    }

    @Test func aMoveFailsAtTheCallersLineWithPlumbsMessage() {
        // Against the reference of the test above: the same scene, moved 1 point down.
        let line = #line + 2
        withKnownIssue {
            assertPlumbSnapshot(of: scene(shift: 1), as: .plumbImage(overlays: .frames), named: "adapter", testName: "aSceneMatchesItsReference()")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AdapterTests.swift"
                && message.contains(" of 74400 pixels differ") && message.contains("\n  title moved from (31.5 20) to (31.5 21)")
        }
    }

    @Test func theDiffingGivesPlumbsMessageAndWritesItsArtifacts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-adapter-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let diffing = SnapshotTesting.Diffing<ImageSnapshot>.plumbImage(artifacts: FailureArtifacts(folder: folder, stem: "moved"))
        let reference = try snapshot(scene()), moved = try snapshot(scene(shift: 1))
        #expect(diffing.diffV2(reference, try snapshot(scene())) == nil)
        let (message, attachments) = try #require(diffing.diffV2(reference, moved))
        // The same message as Plumb's own image assertion, then the files it wrote.
        let plumb = try #require(PlumbSnapshot.Diffing<ImageSnapshot>.image().diff(reference, moved))
        #expect(plumb.message.contains(" of 57600 pixels differ") && plumb.message.hasSuffix("\n  title moved from (31.5 20) to (31.5 21)"))
        #expect(message == plumb.message + ["reference", "actual", "diff"].map { "\n  \($0): \(folder)/moved.\($0).png" }.joined())
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/moved.diff.png")) == Data(plumb.artifacts[0].data))
        guard case let .data(diff, name) = try #require(attachments.first) else { Issue.record("no data attachment"); return }
        #expect(name == "diff" && diff == Data(plumb.artifacts[0].data))
        // Frames travel through the stored PNG.
        #expect(diffing.fromData(diffing.toData(moved)).frames == moved.frames)
        #expect(moved.frames["title"] == Rect(x: 31.5, y: 21, width: 177, height: 20))
    }

    @Test func plainVerifySnapshotUsesTheLibrarysFolderAndNamesArtifactsAfterTheTest() throws {
        let references = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-adapter-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: references) }
        let recorded = verifySnapshot(of: scene(), as: .plumbImage(), named: "title", record: .missing, snapshotDirectory: references)
        #expect(recorded?.contains("No reference was found on disk. Automatically recorded snapshot") == true)
        #expect(FileManager.default.fileExists(atPath: "\(references)/plainVerifySnapshotUsesTheLibrarysFolderAndNamesArtifactsAfterTheTest.title.png"))
        #expect(verifySnapshot(of: scene(), as: .plumbImage(), named: "title", record: .missing, snapshotDirectory: references) == nil)
        let failure = try #require(verifySnapshot(of: scene(shift: 1), as: .plumbImage(), named: "title", record: .missing,
                                                  snapshotDirectory: references))
        #expect(failure.contains("Snapshot \"title\" does not match reference."))
        #expect(failure.contains("\n  title moved from (31.5 20) to (31.5 21)"))
        // The third strategy this test made: `<test>.3`, as the library names a test's third unnamed snapshot.
        let artifacts = SnapshotLocation.forTestFile(#filePath).artifacts + "/AdapterTests"
        #expect(failure.contains("\n  diff: \(artifacts)/plainVerifySnapshotUsesTheLibrarysFolderAndNamesArtifactsAfterTheTest.3.diff.png"))
    }

    private func snapshot(_ scene: Scene) throws -> ImageSnapshot {
        try PlumbSnapshot.Snapshotting<Scene, ImageSnapshot>.png().snapshot(scene)
    }
}
