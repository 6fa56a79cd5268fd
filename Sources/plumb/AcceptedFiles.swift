import Foundation
import PlumbRender
import PlumbSnapshot

/// Writes the actual snapshots of results over their references: every file staged first,
/// then all put in place, so an accept that fails writes nothing.
enum AcceptedFiles {
    static func write(_ results: [SnapshotResult]) throws {
        var staged: [StagedFile] = []
        do {
            for result in results {
                guard let actual = result.actual else {
                    throw AcceptError("\(result.name) has no actual snapshot to accept (\(result.message ?? result.status.rawValue))")
                }
                try OutputPlan.createParent(of: result.referencePath)
                staged.append(try AtomicFile.stage(Array(actual), for: result.referencePath))
            }
            for file in staged { try file.commit() }
        } catch {
            for file in staged { file.discard() }
            throw error
        }
    }
}

/// Why an accept could not go ahead.
struct AcceptError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension SnapshotResult {
    /// The result after its actual snapshot was accepted as the reference.
    var accepted: SnapshotResult {
        var result = self
        result.status = .passed
        result.message = "accepted"
        return result
    }
}
