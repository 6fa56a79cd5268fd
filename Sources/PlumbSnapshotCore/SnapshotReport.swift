import Foundation
import PlumbRender

/// Every snapshot result of a run, for review: an HTML page (``html``), a JSON sidecar that
/// shards merge from and `plumb snapshot accept` records from, and JUnit XML for CI.
public struct SnapshotReport: Sendable, Codable, Equatable {
    /// The report format's version, written into the JSON.
    public static let formatVersion = 1

    /// The results, in order.
    public var results: [SnapshotResult]

    /// Creates a report.
    public init(results: [SnapshotResult] = []) { self.results = results }

    /// How many results have a status.
    public func count(_ status: SnapshotResult.Status) -> Int { results.filter { $0.status == status }.count }

    /// `1 failed, 1 new, 34 passed, 0 skipped`.
    public var summary: String {
        "\(count(.failed)) failed, \(count(.new)) new, \(count(.passed)) passed, \(count(.skipped)) skipped"
    }

    /// True when some assertion fails (failed or new).
    public var hasFailures: Bool { results.contains { $0.isFailure } }

    /// Several reports (one per shard, say) as one, in the order given.
    public static func merged(_ reports: [SnapshotReport]) -> SnapshotReport {
        SnapshotReport(results: reports.flatMap(\.results))
    }

    /// The JSON sidecar's path for a page: `out/report.html` → `out/report.json`.
    public static func sidecarPath(of htmlPath: String) -> String {
        (htmlPath as NSString).deletingPathExtension + ".json"
    }

    // MARK: JSON

    private enum CodingKeys: String, CodingKey { case version, summary, results }

    /// Decodes a sidecar; a newer format version is refused.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.formatVersion else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container,
                                                   debugDescription: "format version \(version) is newer than this plumb's (\(Self.formatVersion))")
        }
        results = try container.decode([SnapshotResult].self, forKey: .results)
    }

    /// Encodes the sidecar: version, summary, results (bytes as base64).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(summary, forKey: .summary)
        try container.encode(results, forKey: .results)
    }

    /// The JSON sidecar's bytes (sorted keys, so the same run gives the same file).
    public func jsonData() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Reads a sidecar written by ``writeJSON(to:)``.
    public init(jsonData: [UInt8]) throws {
        self = try JSONDecoder().decode(SnapshotReport.self, from: Data(jsonData))
    }

    // MARK: Files

    /// Writes the HTML page atomically; its accept command names `sidecar` (default: the JSON
    /// beside the page) from the current working directory, so it runs as printed anywhere.
    public func write(to path: String, sidecar: String? = nil) throws {
        let page = html(acceptingIn: FileManager.default.currentDirectoryPath, sidecar: sidecar ?? Self.sidecarPath(of: path))
        try Self.write(Array(page.utf8), to: path)
    }

    /// Writes the JSON sidecar atomically.
    public func writeJSON(to path: String) throws {
        try Self.write(try jsonData(), to: path)
    }

    /// Writes JUnit XML atomically.
    public func writeJUnit(to path: String) throws {
        try Self.write(Array(junitXML.utf8), to: path)
    }

    private static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: url.path)
    }
}
