import Foundation

/// A scene file as the watcher last read it. Each poll costs one `stat`; the bytes are read only
/// when the file's identity, size or times changed (a rename onto it, a write), and once a
/// second in any case, since a same-size write inside one tick of the file system's clock leaves
/// the times as they were. A change of bytes, not of times, is an edit.
struct SceneFile: Sendable {
    let path: String
    private var fingerprint: Fingerprint?
    private var bytes: Data?
    private var hasRead = false
    private var pollsSinceRead = 0

    /// Polls between two reads whatever `stat` says (20 × 50 ms: a second).
    static let pollsPerForcedRead = 20

    init(path: String) {
        self.path = path
    }

    /// The file as it is now when its bytes changed since the last read, or on the first poll;
    /// nil otherwise.
    mutating func poll() -> Contents? {
        let now = Fingerprint(path: path)
        pollsSinceRead += 1
        guard !hasRead || now != fingerprint || pollsSinceRead >= Self.pollsPerForcedRead else { return nil }
        fingerprint = now
        pollsSinceRead = 0
        let read = FileManager.default.contents(atPath: path)
        guard !hasRead || read != bytes else { return nil }
        hasRead = true
        bytes = read
        return Contents(bytes: read)
    }

    /// A file's bytes as read; nil when it can't be read (deleted, moved away, unreadable).
    struct Contents: Sendable {
        var bytes: Data?
    }

    /// What `stat` says of a file: enough to notice a write or a rename onto it.
    struct Fingerprint: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec
        var changed: timespec

        /// The file's fingerprint; nil when it doesn't exist.
        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            modified = status.st_mtim
            changed = status.st_ctim
        }

        static func == (a: Fingerprint, b: Fingerprint) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }
}
