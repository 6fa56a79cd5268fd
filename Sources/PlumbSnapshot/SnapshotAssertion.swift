import Foundation
import PlumbRender
import Testing

/// Where references and failure artifacts go.
public struct SnapshotLocation: Sendable {
    /// The folder references live in: `Snapshots/` at the package root by default.
    public var snapshots: String
    /// The folder failure artifacts go to: `PLUMB_ARTIFACTS`, else `.build/plumb-artifacts`.
    public var artifacts: String

    /// The defaults for a test file: the package root is the nearest folder above it with a `Package.swift`.
    public static func forTestFile(_ filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotLocation {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return SnapshotLocation(snapshots: folder.appendingPathComponent("Snapshots").path,
                                artifacts: environment["PLUMB_ARTIFACTS"] ?? folder.appendingPathComponent(".build/plumb-artifacts").path)
    }

    /// The suite a test file's snapshots are filed under: the file's name without its extension.
    public static func suite(ofTestFile filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }

    /// Both folders narrowed to one suite's subfolder, `<snapshots>/<suite>` and `<artifacts>/<suite>`.
    public func forSuite(_ suite: String) -> SnapshotLocation {
        SnapshotLocation(snapshots: URL(fileURLWithPath: snapshots).appendingPathComponent(suite).path,
                         artifacts: URL(fileURLWithPath: artifacts).appendingPathComponent(suite).path)
    }

    /// Creates a location.
    public init(snapshots: String, artifacts: String) {
        self.snapshots = snapshots
        self.artifacts = artifacts
    }
}

/// Compares a value's snapshot with its reference, `<snapshots>/<Suite>/<test>.<name>.<ext>`,
/// recording as `record` says; returns nil on a match, else the failure message (what differs
/// and where the reference and the artifacts are). For XCTest: `XCTAssertNil(verifySnapshot(…))`.
public func verifySnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
    record: RecordMode = .fromEnvironment(ProcessInfo.processInfo.environment),
    location: SnapshotLocation? = nil, filePath: String = #filePath, function: String = #function
) -> String? {
    let paths = SnapshotPaths(location: location, filePath: filePath, function: function, name: name,
                              pathExtension: strategy.pathExtension)
    return compareSnapshot(of: value, as: strategy, reference: paths.reference, artifacts: paths.artifacts,
                           artifactStem: paths.stem, record: record)
}

/// Where one snapshot's reference and artifacts are.
struct SnapshotPaths {
    let reference: String
    let artifacts: String
    let stem: String

    init(location: SnapshotLocation?, filePath: String, function: String, name: String, pathExtension: String) {
        let folders = (location ?? .forTestFile(filePath)).forSuite(SnapshotLocation.suite(ofTestFile: filePath))
        stem = "\(function.prefix { $0 != "(" }).\(name)"
        reference = URL(fileURLWithPath: folders.snapshots).appendingPathComponent("\(stem).\(pathExtension)").path
        artifacts = folders.artifacts
    }

    /// An artifact's bytes, when it was written.
    func artifact(_ suffix: String, _ pathExtension: String) -> [UInt8]? {
        FileManager.default.contents(atPath: (artifacts as NSString).appendingPathComponent("\(stem).\(suffix).\(pathExtension)")).map { Array($0) }
    }
}

/// Compares a value's snapshot with the reference file at `reference`, recording as `record`
/// says; failure artifacts (`<artifactStem>.reference|actual|diff.<ext>`) go to `artifacts`.
/// Returns nil on a match, else the failure message. `whyNotRecording` explains, when a
/// reference is missing, why it was not recorded (default: the record mode and where it came from).
public func compareSnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, reference path: String,
    artifacts: String, artifactStem stem: String, record: RecordMode, whyNotRecording: String? = nil
) -> String? {
    let reference = URL(fileURLWithPath: path)
    let fileName = reference.lastPathComponent
    let actual: Format
    do {
        actual = try strategy.snapshot(value)
    } catch {
        return "could not take the snapshot: \(error)"
    }
    func write() -> String? {
        do {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(try strategy.diffing.toData(actual), to: reference.path)
            return nil
        } catch {
            return "could not write the reference \(reference.path): \(error)"
        }
    }
    guard let bytes = FileManager.default.contents(atPath: reference.path) else {
        if record == .never {
            let why = whyNotRecording ?? RecordMode.whyNever(ProcessInfo.processInfo.environment)
            return "no reference at \(reference.path); recording is off (\(why))"
        }
        return write() ?? "recorded a new reference at \(reference.path); run the test again to check it"
    }
    if record == .all { return write() ?? "recorded the reference at \(reference.path) again (record mode all)" }
    let expected: Format
    do {
        expected = try strategy.diffing.fromData(Array(bytes))
    } catch {
        return "the reference \(reference.path) is unreadable: \(error)"
    }
    guard let difference = strategy.diffing.diff(expected, actual) else { return nil }
    var message = "\(fileName) doesn't match its reference: \(difference.message)\n  reference file: \(reference.path)"
    let written = SnapshotArtifacts.write(reference: Array(bytes), actual: try? strategy.diffing.toData(actual),
                                          pathExtension: strategy.pathExtension, difference: difference, to: artifacts, stem: stem)
    message += written.map { "\n  \($0)" }.joined()
    if record == .failed {
        message += write().map { "\n  \($0)" } ?? "\n  recorded the actual snapshot as the new reference (record mode failed)"
    }
    return message
}

/// Fails the current Swift Testing test when the value's snapshot doesn't match its reference
/// (see ``verifySnapshot(of:as:named:record:location:filePath:function:)``). With `PLUMB_REPORT`
/// set to a path, every assertion of the run is also collected into that HTML report.
public func assertSnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String,
    record: RecordMode = .fromEnvironment(ProcessInfo.processInfo.environment),
    location: SnapshotLocation? = nil, filePath: String = #filePath, function: String = #function,
    fileID: String = #fileID, line: Int = #line, column: Int = #column
) {
    let failure = verifySnapshot(of: value, as: strategy, named: name, record: record, location: location,
                                 filePath: filePath, function: function)
    if let reportPath = ProcessInfo.processInfo.environment["PLUMB_REPORT"], !reportPath.isEmpty {
        let paths = SnapshotPaths(location: location, filePath: filePath, function: function, name: name,
                                  pathExtension: strategy.pathExtension)
        let pictures = failure != nil && strategy.pathExtension == "png"
        RunReport.shared.add(SnapshotReport.Entry(
            name: (paths.reference as NSString).lastPathComponent, failure: failure,
            reference: pictures ? paths.artifact("reference", "png") : nil,
            actual: pictures ? paths.artifact("actual", "png") : nil,
            diff: pictures ? paths.artifact("diff", "png") : nil), writingTo: reportPath)
    }
    if let failure {
        Issue.record(Comment(rawValue: failure), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// The report of a `swift test` run (`PLUMB_REPORT`), rewritten after every assertion.
final class RunReport: @unchecked Sendable {
    static let shared = RunReport()
    private let lock = NSLock()
    private var entries: [SnapshotReport.Entry] = []

    func add(_ entry: SnapshotReport.Entry, writingTo path: String) {
        lock.withLock {
            entries.append(entry)
            try? SnapshotReport(entries: entries.sorted { $0.name < $1.name }).write(to: path)
        }
    }
}
