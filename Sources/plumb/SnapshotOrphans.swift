import ArgumentParser
import Foundation
import PlumbSnapshotCore

extension SnapshotCommand {
    /// The references the run produces: every scene given (of every shard, as shards share the
    /// folder) in every variant of the matrix, with the paths in the `--touched` manifests.
    func touchedReferences() throws -> Set<String> {
        var touched = Set<String>()
        if let folder = orphanOptions.touched {
            do {
                touched = try TouchedReferences.read(folder: folder)
            } catch {
                throw BadInput("plumb snapshot: error: --touched: \(error)")
            }
        }
        return touched.union(try producedReferences(of: inputs).map(TouchedReferences.standardized))
    }

    /// The references these scenes produce in every variant of the matrix: the PNG and the layout
    /// text, and either's older, typed name while the canonical one is missing, as verify reads it then.
    func producedReferences(of files: [String]) throws -> [String] {
        let environments = try matrix.parsed()?.variants(over: overrides.environment).map(\.environment) ?? [overrides.environment]
        var paths: [String] = []
        for environment in environments {
            let plan = SnapshotPlan(snapshots: snapshots, variant: try variant(for: environment))
            for file in files {
                for (path, typed) in [(plan.imagePath(of: file), plan.typedImagePath(of: file)), (plan.textPath(of: file), plan.typedTextPath(of: file))] {
                    paths.append(path)
                    if let typed, !FileManager.default.fileExists(atPath: path) { paths.append(typed) }
                }
            }
        }
        return paths
    }

    /// verify `--orphans`: each orphan on standard error, in compiler form; problems when they fail the run.
    func reportOrphans() throws -> ExitStatus {
        guard let handling = orphanOptions.orphans else { return .ok }
        let orphans = OrphanReferences(folder: snapshots, touched: try touchedReferences()).paths()
        let severity = handling == .fail ? "error" : "warning"
        let message = "orphaned reference: no scene or test of this run produces it"
        for path in orphans {
            Console.error("\(path): \(severity): \(message)")
            if ci.annotates() {
                Console.out(GitHubAnnotation(severity: severity, file: path, line: 1, title: "Orphaned reference", message: message).command)
            }
        }
        return handling == .fail && !orphans.isEmpty ? .problems : .ok
    }

    /// `prune`: lists the orphans, or with `--delete` removes them all or, when one can't be
    /// removed, none (each is first moved into a hidden folder beside the references, then the
    /// folder goes), holding the folder's lock as record does.
    func prune() throws {
        let lock = try lockReferences([snapshots], writing: orphanOptions.delete)
        defer { withExtendedLifetime(lock) {} }
        let orphans = OrphanReferences(folder: snapshots, touched: try touchedReferences()).paths()
        let count = "\(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s")"
        guard !orphans.isEmpty else { return Console.out("no orphaned references in \(snapshots)") }
        guard orphanOptions.delete else {
            for path in orphans { Console.out("would remove \(path)") }
            return Console.out("\(count); add --delete to remove \(orphans.count == 1 ? "it" : "them")")
        }
        let bin = (snapshots as NSString).appendingPathComponent(".plumb-prune-\(UUID().uuidString)")
        var moved: [(from: String, to: String)] = []
        do {
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: false)
            for (index, path) in orphans.enumerated() {
                let to = (bin as NSString).appendingPathComponent("\(index)")
                try FileManager.default.moveItem(atPath: path, toPath: to)
                moved.append((path, to))
            }
        } catch {
            for file in moved.reversed() { try? FileManager.default.moveItem(atPath: file.to, toPath: file.from) }
            try? FileManager.default.removeItem(atPath: bin)
            throw BadInput("plumb snapshot: error: cannot remove the orphaned references: \(error)\nplumb snapshot: nothing was removed")
        }
        try? FileManager.default.removeItem(atPath: bin)
        for path in orphans { Console.out("removed \(path)") }
        Console.out("\(count) removed")
    }
}
