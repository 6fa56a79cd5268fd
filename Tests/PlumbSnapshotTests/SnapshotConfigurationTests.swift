import Foundation
import Plumb
import PlumbSnapshot
import Testing

/// The configuration scope: `withSnapshotTesting` and the `.snapshots` trait set the record mode
/// and the folders for the assertions inside; what a scope leaves unset comes from the scope
/// around it; an assertion's own arguments win.
@Suite struct SnapshotConfigurationTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-configuration-\(UUID().uuidString)")
    var location: SnapshotLocation {
        SnapshotLocation(snapshots: folder.appendingPathComponent("Snapshots").path, artifacts: folder.appendingPathComponent("artifacts").path)
    }

    /// `<folder>/Snapshots/SnapshotConfigurationTests/<test>.box.layout.txt`.
    func reference(_ test: String) -> String {
        folder.appendingPathComponent("Snapshots/SnapshotConfigurationTests/\(test).box.layout.txt").path
    }

    func scene() -> Scene { boxScene("configured", top: 20) }

    @Test func aScopeSetsTheFoldersAndTheRecordMode() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = withSnapshotTesting(record: .missing, location: location) {
            snapshotResult(of: scene(), as: .layout, named: "box")
        }
        #expect(first.status == .new)
        #expect(first.message == "recorded a new reference at \(reference("aScopeSetsTheFoldersAndTheRecordMode")); run the test again to check it")
        #expect(FileManager.default.contents(atPath: reference("aScopeSetsTheFoldersAndTheRecordMode"))
            .map { String(decoding: $0, as: UTF8.self) } == "root View (0 0; 100 60)\n  box View (10 20; 40 30)\n")
        let second = withSnapshotTesting(record: .missing, location: location) {
            snapshotResult(of: scene(), as: .layout, named: "box")
        }
        #expect(second.status == .passed)
    }

    @Test func anInnerScopeKeepsWhatItLeavesUnset() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = withSnapshotTesting(record: .missing, location: location) {
            let recorded = snapshotResult(of: scene(), as: .layout, named: "box").message
            // The inner scope changes the record mode only: the reference is still under `location`.
            let again = withSnapshotTesting(record: .all) { snapshotResult(of: scene(), as: .layout, named: "box").message }
            return [recorded, again]
        }
        let path = reference("anInnerScopeKeepsWhatItLeavesUnset")
        #expect(messages == ["recorded a new reference at \(path); run the test again to check it",
                             "recorded the reference at \(path) again (record mode all)"])
    }

    @Test func anAssertionsOwnArgumentsWinOverTheScope() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = withSnapshotTesting(record: .never, location: SnapshotLocation(snapshots: "/nonexistent", artifacts: "/nonexistent")) {
            snapshotResult(of: scene(), as: .layout, named: "box", record: .missing, location: location)
        }
        #expect(result.status == .new)
        #expect(FileManager.default.fileExists(atPath: reference("anAssertionsOwnArgumentsWinOverTheScope")))
    }

    @Test func neverInAScopeWritesNothing() {
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = withSnapshotTesting(record: .never, location: location) {
            snapshotResult(of: scene(), as: .layout, named: "box")
        }
        #expect(result.status == .new)
        #expect(result.message?.hasPrefix("no reference at \(reference("neverInAScopeWritesNothing")); recording is off (") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func outsideEveryScopeNothingIsSet() {
        #expect(SnapshotConfiguration.current.record == nil)
        #expect(SnapshotConfiguration.current.location == nil)
    }

    @Test(.snapshots(record: .never)) func aTestTraitScopesTheTest() async {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(SnapshotConfiguration.current.record == .never)
        let result = snapshotResult(of: scene(), as: .layout, named: "box", location: location)
        #expect(result.status == .new)
        #expect(!FileManager.default.fileExists(atPath: reference("aTestTraitScopesTheTest")))
        // An asynchronous scope inside the trait's.
        let inner = await withSnapshotTesting(record: .missing) { () async -> RecordMode? in SnapshotConfiguration.current.record }
        #expect(inner == .missing)
    }
}

/// A suite's trait reaches every test in it.
@Suite(.snapshots(record: .failed)) struct SnapshotSuiteTraitTests {
    @Test func theSuitesRecordModeReachesItsTests() {
        #expect(SnapshotConfiguration.current.record == .failed)
    }

    @Test(.snapshots(record: .all)) func aTestsOwnTraitWins() {
        #expect(SnapshotConfiguration.current.record == .all)
    }
}
