import Foundation
import PlumbRender

/// Compares a value's snapshot with its reference, `<snapshots>/<Suite>/<test>.<name>[.<variant>].<ext>`,
/// recording as `record` says; returns nil on a match, else the failure message (what differs
/// and where the reference and the artifacts are). For XCTest: `XCTAssertNil(verifySnapshot(…))`.
/// A nil `record` or `location` is the scope's (`withSnapshotTesting(record:location:operation:)`),
/// else the environment's (``SnapshotConfiguration``).
public func verifySnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
    record: RecordMode? = nil,
    location: SnapshotLocation? = nil, filePath: String = #filePath, function: String = #function
) -> String? {
    snapshotResult(of: value, as: strategy, named: name, record: record, location: location,
                   filePath: filePath, function: function).failureMessage
}

/// The whole result of a Swift snapshot assertion (see ``verifySnapshot(of:as:named:record:location:filePath:function:)``):
/// status, message, the reference and actual bytes, the diff, moved views and the text diff.
public func snapshotResult<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
    record: RecordMode? = nil,
    location: SnapshotLocation? = nil, filePath: String = #filePath, function: String = #function,
    line: Int = #line, column: Int = #column
) -> SnapshotResult {
    let paths = SnapshotPaths(location: location ?? SnapshotConfiguration.current.location, filePath: filePath, function: function,
                              name: name, pathExtension: strategy.pathExtension, variant: strategy.variant)
    TouchedReferences.note(paths.reference)
    // The old name is what the assertion reads while the new one is missing.
    if let legacy = paths.legacyReference, !FileManager.default.fileExists(atPath: paths.reference) { TouchedReferences.note(legacy) }
    return SnapshotComparison(referencePath: paths.reference, artifacts: paths.artifacts, artifactStem: paths.stem,
                              record: SnapshotConfiguration.record(record), legacyReferencePath: paths.legacyReference, group: paths.suite,
                              location: .init(file: filePath, line: line, column: column)).run(value, as: strategy)
}

/// Compares a value's snapshot with the reference file at `reference`, recording as `record`
/// says; failure artifacts (`<artifactStem>.reference|actual|diff.<ext>`) go to `artifacts`.
/// Returns nil on a match, else the failure message. `whyNotRecording` explains, when a
/// reference is missing, why it was not recorded (default: the record mode and where it came from).
public func compareSnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, reference path: String,
    artifacts: String, artifactStem stem: String, record: RecordMode, whyNotRecording: String? = nil
) -> String? {
    SnapshotComparison(referencePath: path, artifacts: artifacts, artifactStem: stem, record: record,
                       whyNotRecording: whyNotRecording).run(value, as: strategy).failureMessage
}
