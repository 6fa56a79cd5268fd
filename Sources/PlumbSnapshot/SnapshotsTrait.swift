import PlumbSnapshotCore
import Testing

/// A test or suite trait that runs its tests inside `withSnapshotTesting(record:location:operation:)`:
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) struct CardTests { … }
/// ```
///
/// On a suite it applies to every test in it; a test's own trait, a `withSnapshotTesting`
/// inside the test, and an assertion's arguments each win over the scope around them.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings the trait's tests run with (what is nil is inherited).
    public var configuration: SnapshotConfiguration

    /// A suite's trait scopes each of its tests.
    public var isRecursive: Bool { true }

    /// Runs the test inside the trait's scope.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotTesting(record: configuration.record, location: configuration.location) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Snapshot assertions in this test or suite record as `record` says and keep their files at
    /// `location` (nil: as the scope around says, else the environment: `PLUMB_RECORD`, `CI`).
    public static func snapshots(record: RecordMode? = nil, location: SnapshotLocation? = nil) -> Self {
        SnapshotsTrait(configuration: SnapshotConfiguration(record: record, location: location))
    }
}
