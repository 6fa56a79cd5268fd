import Foundation

/// How snapshot assertions record references and where they keep files, for the code run
/// inside a scope (`withSnapshotTesting(record:location:operation:)`, or the `.snapshots`
/// test trait of PlumbSnapshot), as swift-snapshot-testing scopes its own configuration.
///
/// What a scope leaves unset comes from the scope around it, and outside every scope from the
/// process environment, read once: `PLUMB_RECORD` and `CI` (``RecordMode/fromEnvironment(_:)``)
/// and `PLUMB_ARTIFACTS` (``SnapshotLocation/forTestFile(_:environment:)``). An assertion's own
/// `record:` or `location:` argument wins over all of them.
public struct SnapshotConfiguration: Sendable {
    /// When references are written; nil: the enclosing scope's, else the environment's.
    public var record: RecordMode?
    /// Where references and failure artifacts go; nil: the enclosing scope's, else the test
    /// file's package (`Snapshots/`, and `PLUMB_ARTIFACTS` or `.build/plumb-artifacts`).
    public var location: SnapshotLocation?

    /// Creates a configuration; what is nil is inherited.
    public init(record: RecordMode? = nil, location: SnapshotLocation? = nil) {
        self.record = record
        self.location = location
    }

    /// The configuration of the current scope (nothing set outside every scope).
    @TaskLocal public static var current = SnapshotConfiguration()

    /// The process environment, read once: the outer default of every scope.
    package static let environment = ProcessInfo.processInfo.environment

    /// The record mode an assertion uses: `explicit`, else the scope's, else the environment's.
    static func record(_ explicit: RecordMode?) -> RecordMode {
        explicit ?? current.record ?? .fromEnvironment(environment)
    }

    /// This configuration with `inner`'s settings over it.
    func overlaid(by inner: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: inner.record ?? record, location: inner.location ?? location)
    }
}

/// Runs `operation` with snapshot assertions recording as `record` says and keeping files at
/// `location` (nil: as the enclosing scope says). Works the same under Swift Testing and XCTest:
///
/// ```swift
/// withSnapshotTesting(record: .failed) {
///     assertSnapshot(of: scene, as: .png(), named: "card")
/// }
/// ```
public func withSnapshotTesting<Result>(record: RecordMode? = nil, location: SnapshotLocation? = nil,
                                        operation: () throws -> Result) rethrows -> Result {
    let scoped = SnapshotConfiguration.current.overlaid(by: SnapshotConfiguration(record: record, location: location))
    return try SnapshotConfiguration.$current.withValue(scoped, operation: operation)
}

/// Runs the asynchronous `operation` with snapshot assertions recording as `record` says and
/// keeping files at `location` (nil: as the enclosing scope says).
public func withSnapshotTesting<Result>(record: RecordMode? = nil, location: SnapshotLocation? = nil,
                                        isolation: isolated (any Actor)? = #isolation,
                                        operation: () async throws -> Result) async rethrows -> Result {
    let scoped = SnapshotConfiguration.current.overlaid(by: SnapshotConfiguration(record: record, location: location))
    return try await SnapshotConfiguration.$current.withValue(scoped, operation: operation, isolation: isolation)
}
