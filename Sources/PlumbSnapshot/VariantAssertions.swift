import Plumb
import PlumbSnapshotCore
import Testing

/// Snapshots a scene in each of several variants (devices, directions, languages, text sizes,
/// appearances), each against its own reference, `<test>.<name>.<variant>.<ext>`: `make` builds
/// a fresh scene for each. Fails the current test once per variant that doesn't match.
public func assertSnapshot<Format>(
    of make: () -> Scene, as strategy: Snapshotting<Scene, Format>, named name: String, variants: [SceneEnvironment],
    record: RecordMode? = nil,
    location: SnapshotLocation? = nil, filePath: String = #filePath, function: String = #function,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
) {
    for variant in variants {
        let scene = make()
        scene.apply(variant)
        assertSnapshot(of: scene, as: strategy.named(for: variant), named: name, record: record, location: location,
                       filePath: filePath, function: function, fileID: fileID, line: line, column: column)
    }
}
