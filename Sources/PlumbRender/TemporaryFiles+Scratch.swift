import Foundation

extension TemporaryFiles {
    /// Writes `bytes` to a new hidden file beside `path` that keeps `path`'s extension, so that
    /// what reads files by their extension reads it as it would `path`, and paths in it start
    /// where `path`'s do: `.<name>.plumb-<pid>-<random>.<extension>`. (`plumb diff --git` reads
    /// a scene file's old revision this way.) It is removed on SIGINT and SIGTERM like the files
    /// being written; ``discardScratch(_:)`` removes it.
    public static func scratchCopy(of bytes: [UInt8], beside path: String) throws(RenderError) -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent(), name = url.deletingPathExtension().lastPathComponent
        let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        let created = state.withLock { state -> Result<String, RenderError> in
            guard !state.isTerminating else { return .failure(.writeFailed(path: path, reason: "the process is being interrupted")) }
            let random = String(UInt32.random(in: .min ... .max), radix: 16)
            let scratch = folder.appendingPathComponent(".\(name)\(marker)\(getpid())-\(random)\(suffix)").path
            let descriptor = open(scratch, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { return .failure(.writeFailed(path: scratch, reason: String(cString: strerror(errno)))) }
            if let failure = AtomicFile.writeAndClose(bytes, to: descriptor) {
                unlink(scratch)
                return .failure(.writeFailed(path: scratch, reason: failure))
            }
            state.live.insert(scratch)
            return .success(scratch)
        }
        return try created.get()
    }

    /// Removes a file ``scratchCopy(of:beside:)`` made.
    public static func discardScratch(_ path: String) { discard(path) }
}
