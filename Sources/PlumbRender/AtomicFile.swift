import Foundation

/// Writes whole files or nothing.
enum AtomicFile {
    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, so a
    /// reader never sees half a file and a failure leaves no file behind.
    static func write(_ bytes: [UInt8], to path: String) throws(RenderError) {
        let url = URL(fileURLWithPath: path)
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw .writeFailed(path: path, reason: (error as NSError).localizedDescription)
        }
    }
}
