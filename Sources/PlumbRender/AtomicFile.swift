import Foundation

/// Writes whole files or nothing.
public enum AtomicFile {
    /// Writes `bytes` to a hidden temporary file beside `path` (see ``TemporaryFiles``), then
    /// renames it over `path`, so a reader never sees half a file and a failure leaves no file
    /// behind and an existing file untouched.
    public static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        try stage(bytes, for: path).commit()
    }

    /// Writes `bytes` to a hidden temporary file beside `path`; ``StagedFile/commit()`` puts it
    /// in place, ``StagedFile/discard()`` removes it. Stage several files, then commit them
    /// all, to write all or none of them.
    public static func stage(_ bytes: [UInt8], for path: String) throws(RenderError) -> StagedFile {
        let (descriptor, temporary) = try TemporaryFiles.create(for: path)
        if let failure = writeAndClose(bytes, to: descriptor) {
            TemporaryFiles.discard(temporary)
            throw .writeFailed(path: path, reason: failure)
        }
        return StagedFile(path: path, temporary: temporary)
    }

    /// Writes all of `bytes` to an open file and closes it; the system's reason when either fails.
    static func writeAndClose(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                written += count
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }
}

/// A file written to its temporary path, not yet in place.
public struct StagedFile: Sendable {
    /// Where the file goes.
    public let path: String
    /// The hidden temporary file holding its bytes.
    let temporary: String

    /// Renames the temporary file over ``path``.
    public func commit() throws(RenderError) {
        try TemporaryFiles.rename(temporary, to: path)
    }

    /// Removes the temporary file; ``path`` is left as it was.
    public func discard() {
        TemporaryFiles.discard(temporary)
    }
}
