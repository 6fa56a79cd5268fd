import Foundation

/// Runs the built `plumb` binary in a fresh temporary folder.
struct PlumbTool {
    /// What one run printed and returned.
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The temporary folder runs start in; files written there are removed with it.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The `plumb` executable beside the test bundle.
    static let executable: URL = {
        let candidates = [CommandLine.arguments.first, Bundle.main.executablePath].compactMap { $0 }
            .map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        for folder in candidates + candidates.map({ $0.deletingLastPathComponent() }) {
            let tool = folder.appendingPathComponent("plumb")
            if FileManager.default.isExecutableFile(atPath: tool.path) { return tool }
        }
        return URL(fileURLWithPath: "plumb")
    }()

    /// The package root (for `samples/`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Writes a file into the folder.
    func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// True when the folder holds this file.
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) }

    /// The bytes of a file in the folder.
    func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: folder.appendingPathComponent(name))) }

    /// Starts `plumb` with the arguments in the folder, with extra environment variables, and
    /// returns at once; its output goes nowhere.
    func start(_ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GITHUB_") }.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The names in the folder (or one of its subfolders), hidden ones included.
    func names(in subfolder: String = "") -> [String] {
        let url = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
        return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Runs `plumb` with the arguments, in the folder, with extra environment variables; GitHub
    /// Actions' own (`GITHUB_ACTIONS`, `GITHUB_STEP_SUMMARY`) are left out unless given, so the
    /// output is the same on a laptop and on GitHub's runners.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GITHUB_") }.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Removes the folder.
    func remove() { try? FileManager.default.removeItem(at: folder) }
}
