import Foundation
import PlumbRender
import PlumbSnapshotCore

/// The actual snapshots of results, staged to go over their references: the caller puts them
/// in place together (``AtomicFile/commit(_:)``) or discards them, so an accept that fails
/// writes nothing.
enum AcceptedFiles {
    static func stage(_ results: [SnapshotResult]) throws -> [StagedFile] {
        var staged: [StagedFile] = []
        do {
            for result in results {
                guard let actual = result.actual else {
                    throw CommandError("\(result.name) has no actual snapshot to accept (\(result.message ?? result.status.rawValue))")
                }
                try OutputPlan.createParent(of: result.referencePath)
                staged.append(try AtomicFile.stage(Array(actual), for: result.referencePath))
            }
        } catch {
            for file in staged { file.discard() }
            throw error
        }
        return staged
    }
}

/// A command's error that is only a message.
struct CommandError: Error, CustomStringConvertible {
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
