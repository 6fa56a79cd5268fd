// swift-tools-version: 6.1
import PackageDescription

// A package that uses Plumb as a user's would, built by Plumb's own tests
// (Tests/PlumbSnapshotTestingTests/ConsumerPackageTests.swift): its build must show no warning
// of its own, and no "unhandled files" warning, with no `exclude:` line anywhere. A user's
// package names Plumb by its URL and a version instead of this path.
let package = Package(
    name: "PlumbConsumer",
    dependencies: [
        .package(name: "Plumb", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // swift-snapshot-testing with Plumb's strategy; references in Snapshots/CardTests/.
        .testTarget(name: "ConsumerTests", dependencies: [
            .product(name: "Plumb", package: "Plumb"),
            .product(name: "PlumbRender", package: "Plumb"),
            .product(name: "PlumbSnapshotTesting", package: "Plumb"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The ```swift blocks of README.md and docs/*.md, one file each in Generated/ (written by
        // DocBlockTests before the build; not committed), compiled as a reader's own files would be.
        .testTarget(name: "DocExamples", dependencies: [
            .product(name: "PlumbSolver", package: "Plumb"),
            .product(name: "Plumb", package: "Plumb"),
            .product(name: "PlumbRender", package: "Plumb"),
            .product(name: "PlumbScene", package: "Plumb"),
            .product(name: "PlumbSamples", package: "Plumb"),
            .product(name: "PlumbSnapshot", package: "Plumb"),
            .product(name: "PlumbSnapshotTesting", package: "Plumb"),
            .product(name: "UIKit", package: "Plumb"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    ],
    swiftLanguageModes: [.v6]
)
