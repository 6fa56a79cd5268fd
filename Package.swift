// swift-tools-version: 6.1
import PackageDescription

/// `PLUMB_OPTIMISED_ENGINE=1` (set by `scripts/test.sh`, so CI and the README's test command
/// have it) compiles the solver and the layout model with `-O` in debug builds too. The rest
/// stays a debug build: tests keep `@testable` access, `#if DEBUG` checks still run (`assert`
/// does not). Unoptimised, those two modules are 10–30× slower, which the random-shape tests
/// (1,000 trees at N = 100, trees of 1,000 views) and the browser tests' large scenes cannot
/// afford on a 2-core CI machine. Off by default, so a package that depends on Plumb never
/// sees the flag.
let engineSettings: [SwiftSetting] = Context.environment["PLUMB_OPTIMISED_ENGINE"] == "1"
    ? [.unsafeFlags(["-O"], .when(configuration: .debug))] : []

let package = Package(
    name: "Plumb",
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "Plumb", targets: ["Plumb"]),
        .library(name: "PlumbRender", targets: ["PlumbRender"]),
        .library(name: "PlumbScene", targets: ["PlumbScene"]),
        .library(name: "PlumbInspect", targets: ["PlumbInspect"]),
        .library(name: "PlumbSamples", targets: ["PlumbSamples"]),
        .library(name: "PlumbSnapshotCore", targets: ["PlumbSnapshotCore"]),
        .library(name: "PlumbSnapshot", targets: ["PlumbSnapshot"]),
        .library(name: "PlumbPreview", targets: ["PlumbPreview"]),
        .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
        // UIKit's names on Plumb, for iOS code built on Linux (docs/UIKIT.md).
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "plumb", targets: ["plumb"]),
        // For Benchmarks/Package.swift, which depends on this package by path; not for users.
        .library(name: "PlumbTestScenes", targets: ["PlumbTestScenes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(name: "PlumbSolver", swiftSettings: engineSettings),
        .target(name: "Plumb", dependencies: ["PlumbSolver"], swiftSettings: engineSettings),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "fonts-dejavu-core"])]
        ),
        .target(name: "CPNGWriter", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
        .target(
            name: "PlumbRender",
            dependencies: ["Plumb", "CPangoCairo", "CPNGWriter"],
            resources: [.copy("Resources/fonts.conf")]
        ),
        .target(name: "PlumbScene", dependencies: ["Plumb", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "PlumbInspect",
            dependencies: ["Plumb", "PlumbRender", "PlumbScene"],
            resources: [.copy("Resources/inspector.html"), .copy("Resources/inspector.css"), .copy("Resources/inspector.js"),
                        .copy("Resources/scrubber.html")]
        ),
        .target(name: "PlumbSamples", dependencies: ["Plumb"], path: "samples/PlumbSamples"),
        // Strategies, comparison, diffs, results and reports; no Swift Testing (the CLI links it).
        .target(name: "PlumbSnapshotCore", dependencies: ["Plumb", "PlumbRender"]),
        // `assertSnapshot` and the `.snapshots` trait: the core tied to Swift Testing.
        .target(name: "PlumbSnapshot", dependencies: ["Plumb", "PlumbSnapshotCore"]),
        .target(
            name: "PlumbPreview",
            dependencies: [
                "Plumb", "PlumbRender", "PlumbScene",
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.copy("Resources/preview.js")]
        ),
        // Also swift-snapshot-testing's UIKit strategies (`.image`, `.recursiveDescription`) for
        // the UIKit module's views, which the library defines only on Apple platforms.
        .target(name: "PlumbSnapshotTesting", dependencies: [
            "Plumb", "PlumbRender", "PlumbSnapshotCore", "UIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .target(name: "UIKit", dependencies: ["Plumb", "_Testing_UIKit"]),
        // An empty stand-in for Swift Testing's UIKit cross-import overlay (see the file).
        .target(name: "_Testing_UIKit", path: "Sources/TestingUIKitOverlay"),
        .executableTarget(
            name: "plumb",
            dependencies: [
                "Plumb", "PlumbRender", "PlumbScene", "PlumbInspect", "PlumbPreview", "PlumbSamples", "PlumbSnapshotCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "PlumbTestSupport", dependencies: ["Plumb"], path: "Tests/PlumbTestSupport", resources: [.copy("Fixtures")]),
        // The benchmark shapes and seeded random trees: the engine's tests lay them out, and
        // the benchmark package (Benchmarks/Package.swift) times them.
        .target(name: "PlumbTestScenes", dependencies: ["Plumb", "PlumbSolver", "PlumbTestSupport"], path: "Tests/PlumbTestScenes"),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver", "PlumbTestSupport"], exclude: ["Oracle"]),
        .testTarget(name: "PlumbTests", dependencies: ["Plumb", "PlumbSamples", "PlumbTestSupport", "PlumbTestScenes"]),
        .testTarget(name: "PlumbRenderTests", dependencies: ["PlumbRender", "Plumb", "PlumbTestSupport"]),
        .testTarget(name: "PlumbSceneTests", dependencies: ["PlumbScene", "PlumbSamples", "PlumbRender", "Plumb", "PlumbTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "PlumbCLITests", dependencies: ["plumb", "PlumbRender", "PlumbSnapshot", "PlumbTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "PlumbInspectTests", dependencies: ["PlumbInspect", "PlumbScene", "PlumbRender", "Plumb", "PlumbTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "PlumbPreviewTests", dependencies: ["PlumbPreview", "PlumbScene", "PlumbRender", "Plumb", "PlumbTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "PlumbSnapshotTests", dependencies: ["PlumbSnapshot", "PlumbSnapshotCore", "PlumbRender", "Plumb", "PlumbSamples", "PlumbTestSupport"]),
        .testTarget(name: "PlumbSnapshotTestingTests", dependencies: [
            "PlumbSnapshotTesting", "PlumbSnapshot", "PlumbRender", "Plumb", "PlumbTestSupport", "UIKit",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "Plumb", "PlumbRender", "PlumbTestSupport"],
                    resources: [.copy("Assets.xcassets")]),
    ],
    swiftLanguageModes: [.v6]
)
