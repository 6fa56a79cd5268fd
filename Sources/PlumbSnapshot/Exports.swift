// PlumbSnapshot is the Swift Testing face of PlumbSnapshotCore: a test's `import PlumbSnapshot`
// brings the strategies, comparisons and reports of the core along with `assertSnapshot`.
@_exported import PlumbSnapshotCore
