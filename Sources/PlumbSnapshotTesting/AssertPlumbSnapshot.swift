import Foundation
import PlumbSnapshotCore
import SnapshotTesting
import Testing
import XCTest

/// swift-snapshot-testing's `assertSnapshot`, with the reference kept where Plumb keeps its own:
/// `<package root>/Snapshots/<Suite>/<test>.<name>.<ext>` (the package root is the nearest
/// folder above the test file with a `Package.swift`; the suite is the test file's name). That
/// folder is in no target's sources, so SwiftPM has no unhandled files to warn about and the
/// test target needs no `exclude:`. Any strategy works; a Plumb strategy (`.plumbImage()`) also
/// writes its failure artifacts as `<artifacts>/<Suite>/<test>.<name>.reference|actual|diff.png`
/// (`PLUMB_ARTIFACTS`, else `<package root>/.build/plumb-artifacts`). A failure is recorded as a
/// Swift Testing issue at the caller's line (an XCTest failure outside Swift Testing). `record`
/// is the library's record mode (nil: its configuration, `SNAPSHOT_TESTING_RECORD`).
public func assertPlumbSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: SnapshotTesting.Snapshotting<Value, Format>,
    named name: String,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let file = "\(filePath)"
    let suite = SnapshotLocation.suite(ofTestFile: file)
    let folder = SnapshotLocation.forTestFile(file).forSuite(suite).snapshots
    // swift-snapshot-testing's own name for the reference: <folder>/<test>.<name>.<ext>.
    let fileName = "\(FailureArtifacts.pathComponent(testName)).\(FailureArtifacts.pathComponent(name))"
    TouchedReferences.note((folder as NSString).appendingPathComponent(strategy.pathExtension.map { "\(fileName).\($0)" } ?? fileName))
    // verifySnapshot reports a throwing `value` in its message; the `try` only satisfies the compiler.
    let failure = try? FailureArtifacts.$current.withValue(.forTest(filePath: file, testName: testName, identifier: name)) {
        verifySnapshot(of: try value(), as: strategy, named: name, record: record, snapshotDirectory: folder,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    guard let failure else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: failure),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: file, line: Int(line), column: Int(column)))
    } else {
        XCTFail(failure, file: filePath, line: line)
    }
}
