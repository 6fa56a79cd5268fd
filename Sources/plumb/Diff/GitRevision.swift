import Foundation

/// A file as a git revision has it (`git show REV:./FILE`, run in the file's folder, so that
/// any working directory inside or outside the repository works).
enum GitRevision {
    /// The file's bytes at `revision`, or bad input that says why git could not give them.
    static func contents(of file: String, at revision: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", url.deletingLastPathComponent().path, "show", "\(revision):./\(url.lastPathComponent)"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BadInput("plumb diff: error: cannot run git to read \(file) at \(revision): \(error.localizedDescription)")
        }
        // git writes a line or two to standard error, never enough to fill its pipe while
        // standard output is read.
        let bytes = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: errors, as: UTF8.self).split(separator: "\n").first.map(String.init)
                ?? "git exited with status \(process.terminationStatus)"
            throw BadInput("plumb diff: error: cannot read \(file) at revision '\(revision)': \(reason)")
        }
        return Array(bytes)
    }
}
