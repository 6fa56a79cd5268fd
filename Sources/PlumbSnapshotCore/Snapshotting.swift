/// How to compare two snapshots of one format, and how to store them: a plain value, composed
/// like swift-snapshot-testing's `Diffing`.
public struct Diffing<Format>: Sendable {
    /// The bytes written to a reference file.
    public var toData: @Sendable (Format) throws -> [UInt8]
    /// A reference file's bytes read back; throws for a corrupt file.
    public var fromData: @Sendable ([UInt8]) throws -> Format
    /// nil when the actual snapshot matches the reference, else what differs.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?

    /// Creates a diffing.
    public init(toData: @escaping @Sendable (Format) throws -> [UInt8], fromData: @escaping @Sendable ([UInt8]) throws -> Format,
                diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> SnapshotDifference?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// What differs between a reference and an actual snapshot: a message, and files that show it.
public struct SnapshotDifference: Sendable {
    /// One or more sentences for the failure.
    public var message: String
    /// Files to write beside the failure: a name suffix (`diff`) and its bytes, with an extension.
    public var artifacts: [(suffix: String, pathExtension: String, data: [UInt8])]
    /// The views that moved, resized, appeared or went, one sentence each.
    public var changes: [String]
    /// For text, the diff as unified hunks.
    public var textDiff: String?
    /// For pictures of one size, the changed pixels alone on transparent (PNG), for the review page.
    public var changedPixels: [UInt8]?

    /// Creates a difference.
    public init(message: String, artifacts: [(suffix: String, pathExtension: String, data: [UInt8])] = [],
                changes: [String] = [], textDiff: String? = nil, changedPixels: [UInt8]? = nil) {
        self.message = message
        self.artifacts = artifacts
        self.changes = changes
        self.textDiff = textDiff
        self.changedPixels = changedPixels
    }
}

/// How to turn a value into a snapshot of some format, and how to compare those: a plain value,
/// composed with ``pullback(_:)`` like swift-snapshot-testing's `Snapshotting`.
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference file's extension (`png`, `svg`, `layout.txt`).
    public var pathExtension: String
    /// The options given, spelled into the reference's name (see ``SnapshotVariant``).
    public var variant: SnapshotVariant
    /// Whether the snapshot is a picture or text.
    public var kind: SnapshotKind
    /// How snapshots of this format are stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot.
    public var snapshot: @Sendable (Value) throws -> Format

    /// Creates a strategy.
    public init(pathExtension: String, variant: SnapshotVariant = .init(), kind: SnapshotKind = .text,
                diffing: Diffing<Format>, snapshot: @escaping @Sendable (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.variant = variant
        self.kind = kind
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for another kind of value, turned into this one first.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, variant: variant, kind: kind, diffing: diffing) {
            try snapshot(transform($0))
        }
    }
}
