import Foundation
import Testing
import PlumbTestSupport

/// Type safety of anchors: each snippet must be rejected by the compiler, and a valid control
/// snippet must compile with the same command (so a failure can't come from the set-up).
@Suite(.tags(.cli)) struct CompileFailTests {
    static let prelude = """
        import Plumb
        let a = View("a"), b = View("b")

        """

    @Test func validAnchorsCompile() throws {
        let result = try typecheck("""
            _ = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
            _ = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2)
            _ = a.widthAnchor.constraint(equalToConstant: 10)
            _ = a.leadingAnchor == b.trailingAnchor + 8
            _ = a.widthAnchor == 0.5 * b.widthAnchor ~ .defaultHigh
            """)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(arguments: [
        ("a.leadingAnchor.constraint(equalTo: b.topAnchor)", "YAxisAnchor"),
        ("a.topAnchor.constraint(greaterThanOrEqualTo: b.centerXAnchor)", "XAxisAnchor"),
        ("a.leadingAnchor.constraint(equalTo: b.widthAnchor)", "DimensionAnchor"),
        ("a.heightAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor)", "YAxisAnchor"),
        ("a.leadingAnchor.constraint(equalToConstant: 10)", "equalToConstant"),
        ("a.centerYAnchor.constraint(equalTo: b.centerYAnchor, multiplier: 2)", "multiplier"),
        ("a.leadingAnchor == 10", "=="),
        ("a.topAnchor == b.leadingAnchor + 8", "=="),
        ("a.leadingAnchor == 0.5 * b.leadingAnchor", "*"),
        ("a.widthAnchor >= b.topAnchor", ">="),
    ])
    func nonsenseDoesNotCompile(snippet: String, mentions: String) throws {
        let result = try typecheck("_ = \(snippet)")
        #expect(result.status != 0, "compiled but should not: \(snippet)")
        #expect(result.output.contains("error:"), "\(result.output)")
        #expect(result.output.contains(mentions), "\(result.output)")
    }

    private func typecheck(_ body: String) throws -> (status: Int32, output: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("main.swift")
        try (Self.prelude + body + "\n").write(to: source, atomically: true, encoding: .utf8)
        return try runCommand(["swiftc", "-typecheck", "-swift-version", "6", "-I", try modulesDirectory(), source.path])
    }

    /// The build's `Modules` folder, next to the running test bundle.
    private func modulesDirectory() throws -> String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Plumb.swiftmodule").path) {
                return candidate.path
            }
            directory = directory.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Modules/Plumb.swiftmodule near \(executable.path)"])
    }
}
