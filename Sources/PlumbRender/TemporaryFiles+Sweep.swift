import Foundation

extension TemporaryFiles {
    /// Removes the folder's temporary files left by writers that are gone (or over an hour
    /// old), once per folder per process, after completing their journals. Only names of this
    /// pattern are touched.
    static func sweepStale(inFolderOf path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard state.withLock({ $0.sweptFolders.insert(folder).inserted }) else { return }
        // A killed writer's journal names temporary files to put in place, not to remove.
        PublishJournal.recover(in: folder, everyJournal: false)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let pid = writerPID(ofTemporaryName: name) else { continue }
            let full = (folder as NSString).appendingPathComponent(name)
            if isAbandoned(full, writer: pid) { unlink(full) }
        }
    }

    /// True when the file at `path`, written by `pid`, belongs to no running writer: another
    /// process's, and that process is gone or the file is over ``staleAge`` old.
    static func isAbandoned(_ path: String, writer pid: pid_t) -> Bool {
        guard pid != getpid() else { return false }
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        return !isRunning(pid) || modified.map { Date().timeIntervalSince($0) > staleAge } ?? false
    }

    /// The writer's pid in a temporary file's name, or nil when the name is not one of ours.
    static func writerPID(ofTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: marker, options: .backwards) else { return nil }
        let rest = name[marker.upperBound...].dropLast(4)
        let parts = rest.split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0,
              !parts[1].isEmpty, parts[1].allSatisfy(\.isHexDigit) else { return nil }
        return pid
    }

    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
