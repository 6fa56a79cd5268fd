import Foundation

/// The package in `Tests/Consumer`, which depends on Plumb by path as a user's package would:
/// its doc examples are generated and it is built once per test run (the first test to ask
/// waits for it), into its own scratch folder, `.build/consumer`, so it never waits on the outer
/// package's build lock. Its tests then run from that build with `swift test --skip-build`.
actor ConsumerPackage {
    /// One build for every test of the run.
    static let shared = ConsumerPackage()

    /// This repository's root.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The consumer package's root.
    static let root = repositoryRoot.appendingPathComponent("Tests/Consumer")
    /// Its build folder (ignored by git, as `.build*/` is).
    static let scratch = repositoryRoot.appendingPathComponent(".build/consumer")
    /// Where its doc example files are written.
    static let generated = root.appendingPathComponent("Tests/DocExamples/Generated")

    /// What the build did.
    struct Build: Sendable {
        /// `swift build --build-tests`'s exit status and output.
        var status: Int32
        var output: String
        /// Its wall time.
        var seconds: Double
        /// Every ```swift block of the docs, fragments too.
        var docBlocks: [DocBlock]

        /// The output's warnings about files whose path contains `path`.
        func warnings(about path: String) -> [String] {
            output.components(separatedBy: "\n").filter { $0.contains("warning:") && $0.contains(path) }
        }

        /// The output's compiler errors (`file:line:column: error: …`), each once, in order.
        var errors: [String] {
            var seen = Set<String>()
            return output.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.contains(": error:") && !$0.hasPrefix("|") && seen.insert($0).inserted }
        }
    }

    private var build: Task<Build, any Error>?

    /// The build, made on the first call.
    func built() async throws -> Build {
        if let build { return try await build.value }
        let task = Task { try await Self.makeBuild() }
        build = task
        return try await task.value
    }

    private static func makeBuild() async throws -> Build {
        let blocks = try writeDocExamples()
        let start = Date()
        let result = try await SharedScratch.shared.run(["swift", "build", "--build-tests", "--package-path", root.path, "--scratch-path", scratch.path])
        return Build(status: result.status, output: result.output, seconds: Date().timeIntervalSince(start), docBlocks: blocks)
    }

    /// Writes each doc block that isn't a fragment to `Generated/`, after clearing it.
    private static func writeDocExamples() throws -> [DocBlock] {
        let files = FileManager.default
        let docs = repositoryRoot.appendingPathComponent("docs")
        let markdown = ["README.md"] + (try files.contentsOfDirectory(atPath: docs.path)).filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        let blocks = try markdown.flatMap { file in
            DocBlock.blocks(inMarkdown: try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8), file: file)
        }
        try? files.removeItem(at: generated)
        try files.createDirectory(at: generated, withIntermediateDirectories: true)
        for block in blocks where !block.isFragment {
            try block.source.write(to: generated.appendingPathComponent("\(block.name).swift"), atomically: true, encoding: .utf8)
        }
        return blocks
    }

    /// Runs the consumer's tests matching `filter` from the build, with `environment` added to
    /// this process's; the exit status and the output.
    func test(filter: String, environment: [String: String]) async throws -> (status: Int32, output: String) {
        let build = try await built()
        guard build.status == 0 else { return (build.status, "the consumer package didn't build:\n" + build.errors.joined(separator: "\n")) }
        return try await SharedScratch.shared.run(["swift", "test", "--skip-build", "--package-path", Self.root.path, "--scratch-path", Self.scratch.path,
                                                   "--filter", filter], environment: environment)
    }
}

/// Runs `arguments` through `/usr/bin/env` with `environment` added, without holding a thread
/// while it runs (its output goes to a file, read when it ends); the exit status and the output.
func runProcess(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, output: String) {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-consumer-\(UUID().uuidString).log")
    guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    // Without PLUMB_OPTIMISED_ENGINE, which `scripts/test.sh` sets for this package: a user's
    // package builds Plumb as it is by default, and with -O the consumer's build took 50 s
    // longer (145 s against 95 s on 2 cores), all of it inside the test run.
    var inherited = ProcessInfo.processInfo.environment
    inherited["PLUMB_OPTIMISED_ENGINE"] = nil
    process.environment = inherited.merging(environment) { $1 }
    process.standardOutput = handle
    process.standardError = handle
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do { try process.run() } catch { continuation.resume(throwing: error) }
    }
    try handle.close()
    return (status, try String(contentsOf: log, encoding: .utf8))
}
