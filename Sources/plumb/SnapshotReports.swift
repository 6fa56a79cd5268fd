import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbSnapshotCore

extension SnapshotCommand {
    /// Writes `--report` (and its JSON beside it), `--json` and `--junit`; bad input when one can't be written.
    func writeReports(_ report: SnapshotReport) -> ExitStatus {
        var status = ExitStatus.ok
        var files: [(String, (String) throws -> Void)] = []
        if let html = self.report {
            let sidecar = json ?? SnapshotReport.sidecarPath(of: html)
            files.append((html, { try report.write(to: $0, sidecar: sidecar) }))
            if json == nil { files.append((SnapshotReport.sidecarPath(of: html), report.writeJSON(to:))) }
        }
        if let json { files.append((json, report.writeJSON(to:))) }
        if let junit { files.append((junit, report.writeJUnit(to:))) }
        for (path, write) in files {
            do {
                try write(path)
            } catch {
                Console.error("plumb snapshot: cannot write \(path): \(error)")
                status = .badInput
            }
        }
        if let first = files.first, status == .ok { Console.out("report: \(first.0) (\(report.summary))") }
        return status
    }

    /// Writes `--summary`, or under `--github` GitHub's step summary; bad input when it can't be written.
    func writeSummary(_ scenes: [SnapshotSummary.Scene]) -> ExitStatus {
        let environment = ProcessInfo.processInfo.environment
        guard let path = ci.summaryPath(environment) else { return .ok }
        do {
            try SnapshotSummary(scenes: scenes, runURL: SnapshotSummary.runURL(environment)).write(to: path, appending: ci.summary == nil)
        } catch {
            Console.error("plumb snapshot: cannot write \(path): \(error)")
            return .badInput
        }
        if ci.summary != nil { Console.out("summary: \(path)") }
        return .ok
    }

    /// Reads a JSON report; for `x.html`, the sidecar `x.json` beside it.
    func readReport(_ file: String) throws -> SnapshotReport {
        let path = file.hasSuffix(".html") ? SnapshotReport.sidecarPath(of: file) : file
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BadInput("plumb snapshot: error: cannot read \(path)")
        }
        do {
            return try SnapshotReport(jsonData: Array(data))
        } catch {
            throw BadInput("plumb snapshot: error: \(path) is not a JSON report written by plumb snapshot (\(error))")
        }
    }

    /// Joins JSON reports into `--report`, `--json` and `--junit`.
    func mergeReports() throws {
        let merged = SnapshotReport.merged(try inputs.map(readReport))
        if ci.annotates() {
            let folder = FileManager.default.currentDirectoryPath
            for result in merged.results where result.isFailure { Console.out(GitHubAnnotation.reportedFailure(result, relativeTo: folder).command) }
        }
        // A scene or suite per group, in the order the reports give them.
        var groups: [String] = []
        for result in merged.results where !groups.contains(result.group) { groups.append(result.group) }
        let scenes = groups.map { group in SnapshotSummary.Scene(label: group, results: merged.results.filter { $0.group == group }) }
        let status = max(writeReports(merged), writeSummary(scenes), merged.hasFailures ? .problems : .ok)
        if status != .ok { throw ExitCode(status.rawValue) }
    }

    /// Records the actual snapshots of a report's failed and new results (those `--only` names, if given).
    func acceptReport(_ file: String) throws {
        let report = try readReport(file)
        let failures = report.results.filter(\.isFailure)
        let unknown = only.filter { name in !report.results.contains { $0.name == name } }
        if !unknown.isEmpty {
            throw BadInput("plumb snapshot: error: \(file) has no result named \(unknown.joined(separator: ", "))")
        }
        let chosen = only.isEmpty ? failures : failures.filter { only.contains($0.name) }
        guard !chosen.isEmpty else {
            Console.out("nothing to accept: \(file) has no failed or new results\(only.isEmpty ? "" : " among those named")")
            return
        }
        let lock = try lockReferences(chosen.map { FolderPath.of($0.referencePath) }, writing: true)
        defer { withExtendedLifetime(lock) {} }
        do {
            try AtomicFile.commit(try AcceptedFiles.stage(chosen))
        } catch {
            throw BadInput("plumb snapshot: error: cannot accept: \(error)")
        }
        for result in chosen { Console.out("accepted \(result.referencePath)") }
        Console.out("\(chosen.count) accepted, \(failures.count - chosen.count) left failing")
    }
}
