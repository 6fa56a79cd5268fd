import Foundation

/// `samples/UIKitScreens`, UIKit screens and their swift-snapshot-testing tests as an iOS team
/// writes them, which depends on Plumb by path. It is built once per test run, after the
/// consumer package, with the consumer's pins (its `Package.resolved`, copied in before the
/// build; neither file is committed), into a scratch folder of its own, `.build/uikit-sample`.
/// It shared the consumer's folder once, to reuse Plumb's modules, but SwiftPM then planned
/// the sample's build from the consumer's (the sample's `swift build` did nothing in 1 s and
/// its `swift test` ran the consumer's binary: "No matching test cases were run").
actor UIKitSamplePackage {
    static let shared = UIKitSamplePackage()
    static let root = ConsumerPackage.repositoryRoot.appendingPathComponent("samples/UIKitScreens")
    /// Its build folder (ignored by git, as `.build*/` is).
    static let scratch = ConsumerPackage.repositoryRoot.appendingPathComponent(".build/uikit-sample")

    private var build: Task<ConsumerPackage.Build, any Error>?

    /// The build, made on the first call, once the consumer's is done (for its pins).
    func built() async throws -> ConsumerPackage.Build {
        if let build { return try await build.value }
        let task = Task {
            _ = try await ConsumerPackage.shared.built()
            try Self.takeTheConsumersPins()
            let start = Date()
            let result = try await SharedScratch.shared.run(["swift", "build", "--build-tests", "--package-path", Self.root.path,
                                                             "--scratch-path", Self.scratch.path])
            return ConsumerPackage.Build(status: result.status, output: result.output, seconds: Date().timeIntervalSince(start), docBlocks: [])
        }
        build = task
        return try await task.value
    }

    /// Writes the consumer's `Package.resolved`, which its build leaves, as the sample's, so both
    /// packages resolve to the same versions.
    static func takeTheConsumersPins() throws {
        let pins = ConsumerPackage.root.appendingPathComponent("Package.resolved")
        guard FileManager.default.fileExists(atPath: pins.path) else { return }
        try Data(contentsOf: pins).write(to: root.appendingPathComponent("Package.resolved"), options: .atomic)
    }

    /// Runs the sample's tests matching `filter` from the build, with `environment` added.
    func test(filter: String, environment: [String: String]) async throws -> (status: Int32, output: String) {
        let build = try await built()
        guard build.status == 0 else { return (build.status, "the UIKit sample package didn't build:\n" + build.errors.joined(separator: "\n")) }
        return try await SharedScratch.shared.run(["swift", "test", "--skip-build", "--package-path", Self.root.path,
                                                   "--scratch-path", Self.scratch.path, "--filter", filter], environment: environment)
    }
}
