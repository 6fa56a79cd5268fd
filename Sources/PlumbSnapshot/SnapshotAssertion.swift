import PlumbSnapshotCore
import Testing

/// Fails the current Swift Testing test when the value's snapshot doesn't match its reference
/// (see `verifySnapshot(of:as:named:record:location:filePath:function:)`). A nil `record` or
/// `location` is the scope's (the `.snapshots` trait, `withSnapshotTesting`), else the
/// environment's (`PLUMB_RECORD`, `CI`, `PLUMB_ARTIFACTS`). With `PLUMB_REPORT`
/// set to a path, every assertion of the run is also collected into that HTML report and its
/// JSON sidecar; with `PLUMB_JUNIT` set, into JUnit XML.
public func assertSnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
    record: RecordMode? = nil,
    location: SnapshotLocation? = nil, filePath: String = #filePath, function: String = #function,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
) {
    let result = snapshotResult(of: value, as: strategy, named: name, record: record, location: location,
                                filePath: filePath, function: function, line: line, column: column)
    RunReport.shared.add(result)
    if let failure = result.failureMessage {
        Issue.record(Comment(rawValue: failure), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
