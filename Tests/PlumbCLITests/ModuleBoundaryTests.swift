import Foundation
import Testing

/// The module boundaries of issue 32: the scene loader needs no renderer, the snapshot core no
/// test framework, and the `plumb` command loads no test framework when it runs.
@Suite struct ModuleBoundaryTests {
    /// The modules the Swift files under `Sources/<module>` import.
    static func imports(of module: String) throws -> Set<String> {
        let folder = PlumbTool.packageRoot.appendingPathComponent("Sources/\(module)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var modules: Set<String> = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                      words[..<index].allSatisfy({ $0.hasPrefix("@") || ["public", "package", "internal"].contains($0) }) else { continue }
                modules.insert(String(words[index + 1]))
            }
        }
        return modules
    }

    @Test func theSceneLoaderImportsPlumbAndYamsOnly() throws {
        #expect(try Self.imports(of: "PlumbScene") == ["Foundation", "Plumb", "Yams"])
    }

    @Test func theSnapshotCoreImportsNoTestFramework() throws {
        #expect(try Self.imports(of: "PlumbSnapshotCore") == ["Foundation", "Plumb", "PlumbRender"])
        #expect(try Self.imports(of: "PlumbSnapshot") == ["Plumb", "PlumbSnapshotCore", "Testing"])
    }

    /// `ldd` lists the shared libraries the binary loads (libTesting.so when it links Swift Testing).
    @Test func thePlumbCommandLoadsNoTestFramework() throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        ldd.arguments = ["ldd", PlumbTool.executable.path]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(ldd.terminationStatus == 0)
        #expect(text.contains("libFoundation"), "\(text)")
        #expect(!text.contains("libTesting"), "\(text)")
        #expect(!text.contains("libXCTest"), "\(text)")
    }
}
