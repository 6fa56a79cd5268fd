import Foundation

/// The reports of a `swift test` run, rewritten after every assertion: `PLUMB_REPORT=FILE.html`
/// (with its JSON sidecar beside it, `FILE.json`) and `PLUMB_JUNIT=FILE.xml`.
package final class RunReport: @unchecked Sendable {
    package static let shared = RunReport()
    private let lock = NSLock()
    private var results: [SnapshotResult] = []

    /// Adds an assertion's result and rewrites the reports the environment asks for.
    package func add(_ result: SnapshotResult, environment: [String: String] = SnapshotConfiguration.environment) {
        let html = environment["PLUMB_REPORT"].flatMap { $0.isEmpty ? nil : $0 }
        let junit = environment["PLUMB_JUNIT"].flatMap { $0.isEmpty ? nil : $0 }
        guard html != nil || junit != nil else { return }
        lock.withLock {
            results.append(result)
            let report = SnapshotReport(results: results.sorted { ($0.group, $0.name) < ($1.group, $1.name) })
            if let html {
                try? report.write(to: html)
                try? report.writeJSON(to: SnapshotReport.sidecarPath(of: html))
            }
            if let junit { try? report.writeJUnit(to: junit) }
        }
    }
}
