import Foundation
import PlumbSnapshotCore

/// Where a Plumb diffing writes a failed comparison's files (see `SnapshotArtifacts`): a folder,
/// and the stem the files are named by, `<stem>.reference.png`, `<stem>.actual.png`, `<stem>.diff.png`.
public struct FailureArtifacts: Sendable, Equatable {
    /// The folder: `<artifacts>/<Suite>`.
    public var folder: String
    /// The file names' common part, `<test>.<name>` as the reference is named.
    public var stem: String

    /// Creates a place for artifacts.
    public init(folder: String, stem: String) {
        self.folder = folder
        self.stem = stem
    }

    /// The place ``assertPlumbSnapshot(of:as:named:record:fileID:filePath:testName:line:column:)``
    /// binds while it compares, so a Plumb diffing names its files after that assertion.
    @TaskLocal public static var current: FailureArtifacts?

    /// The place for a snapshot of `testName` in the test file at `filePath`, named `identifier`:
    /// `<artifacts>/<Suite>/<test>.<identifier>`, where `<artifacts>` is `PLUMB_ARTIFACTS`, else
    /// `<package root>/.build/plumb-artifacts`. Names are cleaned as swift-snapshot-testing cleans
    /// the reference's name, so the files go by their reference's name.
    public static func forTest(filePath: String, testName: String, identifier: String) -> FailureArtifacts {
        let folders = SnapshotLocation.forTestFile(filePath).forSuite(SnapshotLocation.suite(ofTestFile: filePath))
        return FailureArtifacts(folder: folders.artifacts, stem: "\(pathComponent(testName)).\(pathComponent(identifier))")
    }

    /// A name as swift-snapshot-testing writes it into a file name: each run of non-word
    /// characters becomes `-`, with none at either end (`answerRow()` → `answerRow`).
    static func pathComponent(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// The place for the n-th Plumb strategy made in a test, `<test>.<n>`: the name
    /// swift-snapshot-testing gives that test's n-th unnamed snapshot.
    static func next(filePath: String, testName: String) -> FailureArtifacts {
        forTest(filePath: filePath, testName: testName, identifier: String(StrategyCounter.shared.next("\(filePath)#\(testName)")))
    }
}

/// How many Plumb strategies each test has made so far.
final class StrategyCounter: @unchecked Sendable {
    static let shared = StrategyCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(_ key: String) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
