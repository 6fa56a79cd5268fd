import Foundation
import Plumb
import PlumbRender
@testable import PlumbSnapshotCore
import Testing

/// One naming scheme for references: the options given are spelled into the name, the old
/// names (`.txt` layout text, PNGs without their options) are read and migrated, and
/// `PLUMB_RECORD=failed` leaves exactly what a fresh record writes.
@Suite struct SnapshotNamingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-naming-\(UUID().uuidString)")
    var location: SnapshotLocation {
        SnapshotLocation(snapshots: folder.appendingPathComponent("Snapshots").path, artifacts: folder.appendingPathComponent("artifacts").path)
    }

    func scene(shift: Double = 0) -> Scene {
        let box = View("box")
        box.backgroundColor = Color(hex: "#3d7fd9")
        return Scene("naming", width: 100, height: 60) { root in
            box
            box.leadingAnchor == root.leadingAnchor + 10 + shift
            box.topAnchor == root.topAnchor + 10
            box.widthAnchor == 40
            box.heightAnchor == 30
        }
    }

    @Test func variantsSpellTheGivenOptionsInAFixedOrder() {
        #expect(SnapshotVariant().tag == "")
        let all = SnapshotVariant(size: Size(width: 375, height: 812), scale: 3, direction: .rightToLeft, overlays: [.frames, .alignment])
        #expect(all.tag == "size-375x812.scale-3.rtl.overlay-frames+alignment")
        #expect(all.layoutOnly.tag == "size-375x812.rtl")
        #expect(SnapshotVariant(scale: 1.5, overlays: .all).fileName(stem: "card", pathExtension: "png") == "card.scale-1.5.overlay-all.png")
        #expect(SnapshotVariant(direction: .leftToRight).fileName(stem: "card", pathExtension: "layout.txt") == "card.ltr.layout.txt")
        #expect(Snapshotting<Scene, ImageSnapshot>.png(scale: 2, overlays: .all).variant.tag == "scale-2.overlay-all")
        #expect(Snapshotting<Scene, ImageSnapshot>.png().variant.tag == "")
        #expect(Snapshotting<Scene, String>.layout.pathExtension == "layout.txt")
    }

    @Test func swiftAssertionsNameReferencesByTheirOptions() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: scene(), as: .png(scale: 2, overlays: .frames), named: "box", record: .missing, location: location)
        _ = verifySnapshot(of: scene(), as: .png(), named: "box", record: .missing, location: location)
        _ = verifySnapshot(of: scene(), as: .layout, named: "box", record: .missing, location: location)
        let suite = folder.appendingPathComponent("Snapshots/SnapshotNamingTests").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: suite).sorted() == [
            "swiftAssertionsNameReferencesByTheirOptions.box.layout.txt",
            "swiftAssertionsNameReferencesByTheirOptions.box.png",
            "swiftAssertionsNameReferencesByTheirOptions.box.scale-2.overlay-frames.png",
        ])
        // Side by side, each verifies against its own reference: 2× is 120 pixels high (and wider
        // than 200 with the legend beside it), 1× is 100×60.
        #expect(verifySnapshot(of: scene(), as: .png(scale: 2, overlays: .frames), named: "box", record: .never, location: location) == nil)
        #expect(verifySnapshot(of: scene(), as: .png(), named: "box", record: .never, location: location) == nil)
        let twice = try RenderedImage(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: suite + "/swiftAssertionsNameReferencesByTheirOptions.box.scale-2.overlay-frames.png"))))
        #expect(twice.width > 200 && twice.height == 120)
        let once = try RenderedImage(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: suite + "/swiftAssertionsNameReferencesByTheirOptions.box.png"))))
        #expect(once.width == 100 && once.height == 60)
    }

    @Test func oldNamesAreReadAndMigratedWhenRecordingIsAllowed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = folder.appendingPathComponent("Snapshots/SnapshotNamingTests")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        let stem = "oldNamesAreReadAndMigratedWhenRecordingIsAllowed.box"
        let text = LayoutText.of({ let s = scene(); s.layout(); return s.root }())
        try Data(text.utf8).write(to: suite.appendingPathComponent("\(stem).txt"))
        // Under CI (never) the old name is compared and left alone.
        #expect(verifySnapshot(of: scene(), as: .layout, named: "box", record: .never, location: location) == nil)
        #expect(FileManager.default.fileExists(atPath: suite.appendingPathComponent("\(stem).txt").path))
        // A change fails against the old-named reference and says so.
        let failure = try #require(verifySnapshot(of: scene(shift: 1), as: .layout, named: "box", record: .never, location: location))
        #expect(failure.contains("reference file: \(suite.path)/\(stem).txt (the reference's old name)"))
        // A match with recording allowed renames it.
        #expect(verifySnapshot(of: scene(), as: .layout, named: "box", record: .missing, location: location) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: suite.path) == ["\(stem).layout.txt"])
        #expect(try String(contentsOf: suite.appendingPathComponent("\(stem).layout.txt"), encoding: .utf8) == text)
    }

    @Test func recordFailedLeavesWhatAFreshRecordWrites() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = SnapshotLocation(snapshots: folder.appendingPathComponent("Fresh").path, artifacts: location.artifacts)
        for (strategyName, take) in [("png", { (s: Scene, l: SnapshotLocation, m: RecordMode) in verifySnapshot(of: s, as: .png(scale: 2), named: "box", record: m, location: l, function: "t") }),
                                     ("layout", { (s: Scene, l: SnapshotLocation, m: RecordMode) in verifySnapshot(of: s, as: .layout, named: "box", record: m, location: l, function: "t") })] {
            _ = take(scene(), location, .missing)
            let failure = try #require(take(scene(shift: 3), location, .failed), "\(strategyName)")
            #expect(failure.contains("recorded the actual snapshot as the new reference (record mode failed)"))
            #expect(take(scene(shift: 3), location, .never) == nil, "the accepted reference now matches")
            _ = take(scene(shift: 3), fresh, .all)
        }
        let accepted = folder.appendingPathComponent("Snapshots/SnapshotNamingTests"), recorded = folder.appendingPathComponent("Fresh/SnapshotNamingTests")
        let names = try FileManager.default.contentsOfDirectory(atPath: recorded.path).sorted()
        #expect(names == ["t.box.layout.txt", "t.box.scale-2.png"])
        for name in names {
            #expect(try Data(contentsOf: accepted.appendingPathComponent(name)) == Data(contentsOf: recorded.appendingPathComponent(name)), "\(name)")
        }
    }

    @Test func resultsCarryWhatAReviewNeeds() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = snapshotResult(of: scene(), as: .png(), named: "box", record: .missing, location: location)
        let result = snapshotResult(of: scene(shift: 1), as: .png(), named: "box", record: .never, location: location)
        #expect(result.status == .failed && result.kind == .image && result.group == "SnapshotNamingTests")
        #expect(result.changes == ["box moved from (10 10) to (11 10)"])
        #expect(result.location?.file == #filePath)
        #expect(result.diff != nil && result.reference != nil && result.actual != nil)
        #expect(result.artifacts.map { ($0 as NSString).lastPathComponent } == [
            "resultsCarryWhatAReviewNeeds.box.reference.png", "resultsCarryWhatAReviewNeeds.box.actual.png",
            "resultsCarryWhatAReviewNeeds.box.diff.png",
        ])
        let text = snapshotResult(of: scene(shift: 1), as: .layout, named: "box", record: .missing, location: location)
        #expect(text.status == .new && text.actual.map { String(decoding: $0, as: UTF8.self) }?.contains("box View (11 10; 40 30)") == true)
        let changed = snapshotResult(of: scene(shift: 2), as: .layout, named: "box", record: .never, location: location)
        #expect(changed.textDiff == "--- reference\n+++ actual\n@@ -1,2 +1,2 @@\n root View (0 0; 100 60)\n-  box View (11 10; 40 30)\n+  box View (12 10; 40 30)")
    }
}
