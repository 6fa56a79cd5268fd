import Foundation
import PlumbRender

/// `plumb snapshot`'s lock on its folders of references: an advisory lock (`flock`) on each
/// folder itself, so no lock file lands among the references. `record` and `accept` hold it
/// exclusively for the whole run, so two of them never interleave their writes, and `verify`
/// holds it shared, so it never reads while one of them writes. A run that has to wait says so.
///
/// Once it has the lock, a run completes what a killed writer left half done (its
/// ``PublishJournal``), so no reader sees a scene's new PNG beside its old layout text.
/// The lock goes with the process, however it ends.
final class ReferenceFolderLock {
    private var descriptors: [Int32] = []
    /// The folders made for the lock: removed again if the run left them empty.
    private let created = NewFolders()

    /// Locks each folder, in a fixed order so that two runs never wait for each other. Writing
    /// makes the folders first; a folder that doesn't exist (and can't be made) is skipped, as
    /// there is nothing to read there and writing to it fails with its own message.
    init(folders: [String], writing: Bool) throws {
        var given: [String: String] = [:]   // each folder's full path → the folder as given
        for folder in folders.map({ $0.isEmpty ? "." : $0 }) {
            let path = URL(fileURLWithPath: folder).standardizedFileURL.path
            if given[path] == nil { given[path] = folder }
        }
        for folder in given.keys.sorted().map({ given[$0]! }) {
            // A folder that can't be made (or opened) is left to the writes, which say why they fail.
            if writing { try? created.make(folder) }
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            descriptors.append(descriptor)
            try lock(descriptor, writing ? LOCK_EX : LOCK_SH, folder: folder)
            if writing {
                PublishJournal.recover(in: folder, everyJournal: true)
            } else if PublishJournal.hasJournals(in: folder) {
                // A killed writer's journal: complete it alone, then read with the others.
                try lock(descriptor, LOCK_EX, folder: folder)
                PublishJournal.recover(in: folder, everyJournal: true)
                try lock(descriptor, LOCK_SH, folder: folder)
            }
        }
    }

    deinit {
        created.removeEmpty()
        for descriptor in descriptors { close(descriptor) }
    }

    /// Takes the lock, saying first that the run waits when another run holds it.
    private func lock(_ descriptor: Int32, _ operation: Int32, folder: String) throws {
        if flock(descriptor, operation | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK else { throw CommandError("cannot lock the references folder \(folder): \(String(cString: strerror(errno)))") }
        Console.error("plumb snapshot: waiting for another plumb snapshot run that is \(operation == LOCK_SH ? "writing" : "using") \(folder) to finish")
        while flock(descriptor, operation) != 0 {
            guard errno == EINTR else { throw CommandError("cannot lock the references folder \(folder): \(String(cString: strerror(errno)))") }
        }
    }

    /// Why a folder could not be locked.
    struct LockError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
