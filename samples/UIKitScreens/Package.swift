// swift-tools-version: 6.1
import PackageDescription

// UIKit screens written as an iOS app writes them, with their swift-snapshot-testing tests,
// built and tested on Linux against Plumb (docs/UIKIT.md, "A five-minute tour"). Plumb's own
// tests build and run it (Tests/PlumbSnapshotTestingTests/UIKitSamplePackageTests.swift). On
// iOS the same manifest uses Apple's UIKit: every Plumb product is a Linux-only dependency. A
// real app names Plumb by its URL and a version instead of this path.
let package = Package(
    name: "UIKitScreens",
    platforms: [.iOS(.v15)],
    dependencies: [
        .package(name: "Plumb", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "UIKitScreens", dependencies: [
            .product(name: "UIKit", package: "Plumb", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(
            name: "UIKitScreensTests",
            dependencies: [
                "UIKitScreens",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "PlumbSnapshotTesting", package: "Plumb", condition: .when(platforms: [.linux])),
            ],
            // swift-snapshot-testing keeps references beside the tests, as on iOS.
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
