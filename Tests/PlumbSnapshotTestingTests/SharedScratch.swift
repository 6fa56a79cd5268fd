import Foundation

/// Runs the SwiftPM commands of the packages that share `.build/consumer` (the consumer and the
/// UIKit sample) one after another, in the order they were asked for. Two at once fail rather
/// than wait: SwiftPM makes the second wait for the folder's lock and then runs it against the
/// build description the first one left, so the sample's `swift test --skip-build` ran the
/// consumer's test binary and found none of its tests.
actor SharedScratch {
    static let shared = SharedScratch()

    private var last: Task<Void, Never>?

    /// `runProcess(arguments, environment:)`, once every command asked for before it has ended.
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, output: String) {
        let previous = last
        let command = Task {
            await previous?.value
            return try await runProcess(arguments, environment: environment)
        }
        last = Task { _ = try? await command.value }
        return try await command.value
    }
}
