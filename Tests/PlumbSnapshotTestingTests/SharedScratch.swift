import Foundation

/// Runs the SwiftPM commands of the packages Plumb's tests build (the consumer and the UIKit
/// sample) one after another, in the order they were asked for: two builds at once on a 2-core
/// machine take longer than one after the other, and two commands on one scratch folder make
/// the second wait for its lock anyway.
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
