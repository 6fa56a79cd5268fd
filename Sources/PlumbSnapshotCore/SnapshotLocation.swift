import Foundation

/// Where references and failure artifacts go.
public struct SnapshotLocation: Sendable {
    /// The folder references live in: `Snapshots/` at the package root by default.
    public var snapshots: String
    /// The folder failure artifacts go to: `PLUMB_ARTIFACTS`, else `.build/plumb-artifacts`.
    public var artifacts: String

    /// The defaults for a test file: the package root is the nearest folder above it with a `Package.swift`.
    public static func forTestFile(_ filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> SnapshotLocation {
        let root = packageRoot(of: filePath)
        return SnapshotLocation(snapshots: root.appendingPathComponent("Snapshots").path,
                                artifacts: environment["PLUMB_ARTIFACTS"] ?? root.appendingPathComponent(".build/plumb-artifacts").path)
    }

    /// The nearest folder above a source file that has a `Package.swift` (else `/`).
    public static func packageRoot(of filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder
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

/// Where one Swift assertion's reference and artifacts are:
/// `<snapshots>/<Suite>/<test>.<name>[.<variant>].<ext>`.
struct SnapshotPaths {
    let reference: String
    let artifacts: String
    let stem: String
    let suite: String
    /// The reference's older name (read when the new name is missing, and renamed when
    /// recording is allowed): the variant as typed when that differs from its canonical
    /// spelling (`device-SE`), else the name from before variants were spelled into names and
    /// `.layout` text was `.txt`.
    let legacyReference: String?

    init(location: SnapshotLocation?, filePath: String, function: String, name: String,
         pathExtension: String, variant: SnapshotVariant) {
        suite = SnapshotLocation.suite(ofTestFile: filePath)
        let folders = (location ?? .forTestFile(filePath, environment: SnapshotConfiguration.environment)).forSuite(suite)
        let test = "\(function.prefix { $0 != "(" }).\(name)"
        let fileName = variant.fileName(stem: test, pathExtension: pathExtension)
        stem = (fileName as NSString).deletingPathExtension
        let folder = URL(fileURLWithPath: folders.snapshots)
        reference = folder.appendingPathComponent(fileName).path
        let legacyName = variant.typedFileName(stem: test, pathExtension: pathExtension)
            ?? "\(test).\(pathExtension == "layout.txt" ? "txt" : pathExtension)"
        legacyReference = legacyName == fileName ? nil : folder.appendingPathComponent(legacyName).path
        artifacts = folders.artifacts
    }
}
