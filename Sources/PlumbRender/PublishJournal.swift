import Foundation
import Plumb

/// The note ``AtomicFile/commit(_:)`` leaves in a folder while it puts several files in place:
/// each temporary file's name and its target's, so that a run killed between two renames is
/// completed by the next one instead of leaving some files new and others old.
///
/// A journal is `.plumb-<pid>-<random>.journal`, written whole (to a temporary file, then
/// renamed) before the first rename and removed after the last. Its entries are pairs of names
/// in its own folder, each name followed by a NUL byte.
public enum PublishJournal {
    /// How a journal's name starts and ends.
    static let prefix = ".plumb-", suffix = ".journal"

    /// Writes one journal in each folder of `files`; returns their paths.
    static func write(for files: [StagedFile]) throws(RenderError) -> [String] {
        var entries: [String: [UInt8]] = [:]
        var folders: [String] = []
        for file in files {
            let folder = FolderPath.of(file.path)
            if entries[folder] == nil { folders.append(folder) }
            for name in [(file.temporary as NSString).lastPathComponent, (file.path as NSString).lastPathComponent] {
                entries[folder, default: []] += Array(name.utf8) + [0]
            }
        }
        var written: [String] = []
        do {
            for folder in folders {
                let random = String(UInt32.random(in: .min ... .max), radix: 16)
                let journal = (folder as NSString).appendingPathComponent("\(prefix)\(getpid())-\(random)\(suffix)")
                try AtomicFile.write(entries[folder]!, to: journal)
                written.append(journal)
            }
        } catch {
            for journal in written { unlink(journal) }
            throw error
        }
        return written
    }

    /// True when `folder` holds a journal.
    public static func hasJournals(in folder: String) -> Bool {
        !journals(in: folder).isEmpty
    }

    /// Completes the journals left in `folder` by writers that were stopped while putting files
    /// in place: each temporary file still there is renamed over its target, then the journal is
    /// removed. With `everyJournal`, every journal in the folder (the caller holds a lock that
    /// every writer of the folder takes, so none is running); otherwise only those whose writer
    /// is no longer running or that are over an hour old.
    public static func recover(in folder: String, everyJournal: Bool) {
        for (name, pid) in journals(in: folder) {
            let path = (folder as NSString).appendingPathComponent(name)
            if everyJournal || TemporaryFiles.isAbandoned(path, writer: pid) { complete(path, in: folder) }
        }
    }

    /// Renames what the journal at `path` still lists, then removes it. Only names of
    /// ``TemporaryFiles``' pattern are moved, and only within the folder.
    private static func complete(_ path: String, in folder: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let names = data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
        for pair in stride(from: 0, to: names.count - 1, by: 2) {
            let (temporary, target) = (names[pair], names[pair + 1])
            guard TemporaryFiles.writerPID(ofTemporaryName: temporary) != nil,
                  ![temporary, target].contains(where: { $0.contains("/") || $0 == "." || $0 == ".." || $0.isEmpty }) else { continue }
            let from = (folder as NSString).appendingPathComponent(temporary)
            var status = stat()
            if lstat(from, &status) == 0 { Foundation.rename(from, (folder as NSString).appendingPathComponent(target)) }
        }
        unlink(path)
    }

    /// The journals in `folder`, with their writers' pids.
    private static func journals(in folder: String) -> [(name: String, pid: pid_t)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().compactMap { name in
            guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
            let parts = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: "-")
            guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, !parts[1].isEmpty, parts[1].allSatisfy(\.isHexDigit) else { return nil }
            return (name, pid)
        }
    }
}
