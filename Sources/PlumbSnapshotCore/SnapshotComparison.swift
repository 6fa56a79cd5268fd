import Foundation
import PlumbRender

/// One snapshot compared with its reference file, recording as the record mode says.
public struct SnapshotComparison: Sendable {
    /// The reference file.
    public var referencePath: String
    /// The folder failure artifacts (`<artifactStem>.reference|actual|diff.<ext>`) go to.
    public var artifacts: String
    /// The artifacts' common name.
    public var artifactStem: String
    /// When the reference is written.
    public var record: RecordMode
    /// Why a missing reference was not recorded (default: the record mode and where it came from).
    public var whyNotRecording: String?
    /// The reference's old name, read when `referencePath` is missing; it is renamed to
    /// `referencePath` after it matches, unless the record mode is `never`.
    public var legacyReferencePath: String?
    /// The report's group (a suite or a scene file) and the assertion's place.
    public var group: String
    /// Where the assertion was written.
    public var location: SnapshotResult.Location?

    /// Creates a comparison.
    public init(referencePath: String, artifacts: String, artifactStem: String, record: RecordMode,
                whyNotRecording: String? = nil, legacyReferencePath: String? = nil, group: String = "",
                location: SnapshotResult.Location? = nil) {
        self.referencePath = referencePath
        self.artifacts = artifacts
        self.artifactStem = artifactStem
        self.record = record
        self.whyNotRecording = whyNotRecording
        self.legacyReferencePath = legacyReferencePath
        self.group = group
        self.location = location
    }

    /// Takes the value's snapshot and compares it with the reference.
    public func run<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> SnapshotResult {
        let reference = URL(fileURLWithPath: referencePath)
        var result = SnapshotResult(name: reference.lastPathComponent, group: group, status: .failed, kind: strategy.kind,
                                    referencePath: referencePath, location: location)
        let actual: Format, actualData: [UInt8]
        do {
            actual = try strategy.snapshot(value)
            actualData = try strategy.diffing.toData(actual)
        } catch {
            result.message = "could not take the snapshot: \(error)"
            return result
        }
        result.actual = Data(actualData)
        let existing = FileManager.default.contents(atPath: referencePath)
        let legacy = existing == nil ? legacyReferencePath.flatMap { FileManager.default.contents(atPath: $0) } : nil
        guard let bytes = existing ?? legacy else {
            result.status = .new
            if record == .never {
                let why = whyNotRecording ?? RecordMode.whyNever(ProcessInfo.processInfo.environment)
                result.message = "no reference at \(referencePath); recording is off (\(why))"
            } else {
                result.message = write(actualData) ?? "recorded a new reference at \(referencePath); run the test again to check it"
            }
            return result
        }
        if record == .all {
            result.message = write(actualData, replacingLegacy: legacy != nil) ?? "recorded the reference at \(referencePath) again (record mode all)"
            return result
        }
        let expected: Format
        do {
            expected = try strategy.diffing.fromData(Array(bytes))
        } catch {
            result.message = "the reference \(referencePath) is unreadable: \(error)"
            return result
        }
        guard let difference = strategy.diffing.diff(expected, actual) else {
            if legacy != nil, record != .never, let legacyReferencePath {
                try? FileManager.default.moveItem(atPath: legacyReferencePath, toPath: referencePath)
            }
            return SnapshotResult(name: result.name, group: group, status: .passed, kind: strategy.kind,
                                  referencePath: referencePath, location: location)
        }
        result.reference = Data(bytes)
        result.changes = difference.changes
        result.textDiff = difference.textDiff
        result.changedPixels = difference.changedPixels.map { Data($0) }
        result.diff = difference.artifacts.first { $0.suffix == "diff" && $0.pathExtension == "png" }.map { Data($0.data) }
        let compared = existing == nil ? "\(legacyReferencePath!) (the reference's old name)" : referencePath
        var message = "\(reference.lastPathComponent) doesn't match its reference: \(difference.message)\n  reference file: \(compared)"
        let written = SnapshotArtifacts.write(reference: Array(bytes), actual: actualData, pathExtension: strategy.pathExtension,
                                              difference: difference, to: artifacts, stem: artifactStem)
        message += SnapshotArtifacts.lines(written).map { "\n  \($0)" }.joined()
        result.artifacts = written.map(\.path)
        if record == .failed {
            message += write(actualData, replacingLegacy: legacy != nil).map { "\n  \($0)" } ?? "\n  recorded the actual snapshot as the new reference (record mode failed)"
        }
        result.message = message
        return result
    }

    /// Writes the reference atomically (removing the old-named file it replaces, when it was
    /// read from one); nil on success, else why not.
    private func write(_ data: [UInt8], replacingLegacy: Bool = false) -> String? {
        do {
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: referencePath).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try AtomicFile.write(data, to: referencePath)
            if replacingLegacy, let legacyReferencePath { try? FileManager.default.removeItem(atPath: legacyReferencePath) }
            return nil
        } catch {
            return "could not write the reference \(referencePath): \(error)"
        }
    }
}
