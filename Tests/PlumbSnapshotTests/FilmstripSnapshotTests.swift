import Foundation
import Plumb
import PlumbRender
@testable import PlumbSnapshotCore
import Testing

/// The `.filmstrip` strategy: a film of an animation, recorded and verified like any picture,
/// whose failures name the view and the frame that moved.
@Suite struct FilmstripSnapshotTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-films-\(UUID().uuidString)")
    var location: SnapshotLocation {
        SnapshotLocation(snapshots: folder.appendingPathComponent("Snapshots").path, artifacts: folder.appendingPathComponent("artifacts").path)
    }

    /// Purple inside blue with `padding` of required padding each side.
    func scene(padding: Double = 20) -> Scene {
        let blue = View("blue"), purple = View("purple")
        blue.backgroundColor = Color(hex: "#007aff")
        purple.backgroundColor = Color(hex: "#af52de")
        return Scene("film", width: 300, height: 100) { root in
            blue.containing { purple }
            blue.edges == root.edges
            purple.widthAnchor == 100 ~ .defaultLow
            purple.leadingAnchor >= blue.leadingAnchor + padding
            blue.trailingAnchor >= purple.trailingAnchor + padding
            purple.centerXAnchor == blue.centerXAnchor
            purple.topAnchor == blue.topAnchor + 20
            blue.bottomAnchor == purple.bottomAnchor + 20
        }
    }

    static let shrink: Snapshotting<Scene, ImageSnapshot> = .filmstrip(duration: 1, fps: 10, curve: .linear,
                                                                        modes: [.constraints, .interpolated]) { $0.width = 100 }

    @Test func aFilmIsRecordedThenVerifies() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(of: scene(), as: Self.shrink, named: "shrink", record: .missing, location: location)
        #expect(first?.hasPrefix("recorded a new reference at ") == true)
        let reference = folder.appendingPathComponent("Snapshots/FilmstripSnapshotTests/aFilmIsRecordedThenVerifies.shrink.film.png")
        let snapshot = try ImageSnapshot(pngData: Array(try Data(contentsOf: reference)))
        // Eleven cells of two 300 × 100 panels, two across.
        #expect(snapshot.image.width == 1266 && snapshot.image.height == 931)
        #expect(snapshot.frames["purple@05.constraints"] == Rect(x: 50, y: 20, width: 100, height: 60))
        #expect(snapshot.frames["purple@05.interpolated"] == Rect(x: 60, y: 20, width: 80, height: 60))
        #expect(snapshot.frames.count == 3 * 11 * 2)
        #expect(verifySnapshot(of: scene(), as: Self.shrink, named: "shrink", record: .missing, location: location) == nil)
    }

    /// With 24 points of padding, purple starts to shrink at a width of 148, not 140: of the
    /// constraint frames only 8, 9 and 10 change, and the failure says which.
    @Test func aChangedFrameIsNamed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(of: scene(), as: Self.shrink, named: "shrink", record: .missing, location: location)
        let failure = try #require(verifySnapshot(of: scene(padding: 24), as: Self.shrink, named: "shrink", record: .missing, location: location))
        #expect(failure.contains("\n  purple@08.constraints moved from (20 20) to (24 20) and resized from 100×60 to 92×60\n"), "\(failure)")
        #expect(failure.contains("\n  purple@07.interpolated moved from (44 20) to (46.8 20) and resized from 72×60 to 66.4×60\n"))
        #expect(!failure.contains("purple@07.constraints") && !failure.contains("purple@00"))
    }
}
