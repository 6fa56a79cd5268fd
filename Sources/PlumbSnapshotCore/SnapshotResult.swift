import Foundation

/// What one snapshot assertion found, with everything a reviewer needs: the reference and the
/// actual file, the diff image, the views that moved, the text diff and where the assertion is.
/// Reports (HTML, JSON, JUnit) are lists of these, and `plumb snapshot accept` records from them.
public struct SnapshotResult: Sendable, Codable, Equatable {
    /// How the comparison came out.
    public enum Status: String, Sendable, Codable, CaseIterable {
        /// The actual snapshot matches the reference.
        case passed
        /// It doesn't, or it could not be taken.
        case failed
        /// There was no reference (it may have been recorded just now).
        case new
        /// The comparison was not made.
        case skipped
    }

    /// A place in a source file (an assertion) or a scene file.
    public struct Location: Sendable, Codable, Equatable, CustomStringConvertible {
        /// The file's path.
        public var file: String
        /// 1-based line and column.
        public var line: Int, column: Int
        /// Creates a location.
        public init(file: String, line: Int, column: Int) {
            self.file = file
            self.line = line
            self.column = column
        }
        /// `file:line:col`.
        public var description: String { "\(file):\(line):\(column)" }
    }

    /// The reference's file name (`answer-row.overlay-frames.png`).
    public var name: String
    /// What the assertion belongs to: a test suite, or a scene file.
    public var group: String
    /// How it came out.
    public var status: Status
    /// What differed or went wrong, as the assertion reports it; nil for a pass.
    public var message: String?
    /// A picture or text.
    public var kind: SnapshotKind
    /// The reference file's path (where accepting writes the actual snapshot).
    public var referencePath: String
    /// Where the assertion was written (or the scene file).
    public var location: Location?
    /// The reference file's bytes, when there is a reference and the comparison failed.
    public var reference: Data?
    /// The actual snapshot's bytes, as a fresh record would write them, when it didn't pass.
    public var actual: Data?
    /// The diff image (PNG), for a failed picture of the same size.
    public var diff: Data?
    /// The diff's marks alone on transparent (PNG): what the review page lays over the faded
    /// reference instead of storing the whole diff image.
    public var changedPixels: Data?
    /// The views that moved, resized, appeared or went (`title moved from (16 20) to (16 28)`).
    public var changes: [String]
    /// The text diff as unified hunks, for failed text.
    public var textDiff: String?
    /// The files written beside the failure (reference, actual, diff).
    public var artifacts: [String]

    /// Creates a result.
    public init(name: String, group: String, status: Status, message: String? = nil, kind: SnapshotKind,
                referencePath: String, location: Location? = nil, reference: Data? = nil, actual: Data? = nil,
                diff: Data? = nil, changedPixels: Data? = nil, changes: [String] = [], textDiff: String? = nil,
                artifacts: [String] = []) {
        self.name = name
        self.group = group
        self.status = status
        self.message = message
        self.kind = kind
        self.referencePath = referencePath
        self.location = location
        self.reference = reference
        self.actual = actual
        self.diff = diff
        self.changedPixels = changedPixels
        self.changes = changes
        self.textDiff = textDiff
        self.artifacts = artifacts
    }

    /// True for a result whose assertion fails (failed or new).
    public var isFailure: Bool { status == .failed || status == .new }

    /// The failure message for an assertion: nil for a pass.
    public var failureMessage: String? { isFailure ? message ?? status.rawValue : nil }
}
