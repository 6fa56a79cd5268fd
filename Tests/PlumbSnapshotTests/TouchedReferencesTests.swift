import Foundation
import PlumbSnapshot
import Testing

/// The manifests of references a test process touched: one file per process, merged by union.
@Suite struct TouchedReferencesTests {
    @Test func aProcessAppendsToItsOwnManifestAndReadersTakeTheUnion() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-touched-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        TouchedReferences.note("/refs/CardTests/card.1.png", inFolder: folder)
        TouchedReferences.note("/refs/CardTests/../CardTests/card.2.png", inFolder: folder)
        TouchedReferences.note("/refs/CardTests/card.1.png", inFolder: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == 1)
        #expect(names[0].hasPrefix("\(ProcessInfo.processInfo.processIdentifier)-") && names[0].hasSuffix(".touched"))
        let text = try String(contentsOfFile: "\(folder)/\(names[0])", encoding: .utf8)
        #expect(text == "/refs/CardTests/card.1.png\n/refs/CardTests/card.2.png\n/refs/CardTests/card.1.png\n")
        // Another shard's process, its own file.
        try "/refs/ListTests/list.1.png\n".write(toFile: "\(folder)/9-shard.touched", atomically: true, encoding: .utf8)
        try "not a manifest\n".write(toFile: "\(folder)/notes.txt", atomically: true, encoding: .utf8)
        #expect(try TouchedReferences.read(folder: folder)
                == ["/refs/CardTests/card.1.png", "/refs/CardTests/card.2.png", "/refs/ListTests/list.1.png"])
    }

    @Test func aFolderWithoutAManifestIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-touched-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: TouchedReferences.NoManifest.self) { try TouchedReferences.read(folder: folder.path) }
        #expect(throws: (any Error).self) { try TouchedReferences.read(folder: folder.appendingPathComponent("missing").path) }
    }
}
