import Dispatch
import Foundation

/// The hidden temporary files that ``AtomicFile`` writes beside their targets, named
/// `.<file name>.plumb-<pid>-<random>.tmp`.
///
/// The process keeps a list of the ones it is writing, so that a command-line tool can remove
/// them when it is interrupted (``removeOnSignals(_:)``). A run killed outright (SIGKILL, a
/// crash) leaves its file behind; the next write to the same folder sweeps it: any file of this
/// pattern whose writer is no longer running, or that is over an hour old.
public enum TemporaryFiles {
    /// The marker between the target's name and the writer's pid.
    static let marker = ".plumb-"
    /// Temporary files older than this are swept even when their pid is running again.
    static let staleAge: TimeInterval = 3600

    private struct State {
        var live: Set<String> = []
        var isTerminating = false
        var sweptFolders: Set<String> = []
        var signalSources: [DispatchSourceSignal] = []
        var holdBeforeRename: TimeInterval = 0
    }

    private static let state = Locked(State())

    /// A new temporary path beside `path`, for this process.
    static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        let name = ".\(url.lastPathComponent)\(marker)\(getpid())-\(random).tmp"
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Creates (exclusively) and registers a temporary file beside `path`, after sweeping stale
    /// ones from its folder; returns its descriptor and path. Fails once the process has begun
    /// to remove its temporary files on a signal, so none is left behind.
    static func create(for path: String) throws(RenderError) -> (descriptor: Int32, path: String) {
        sweepStale(inFolderOf: path)
        let created = state.withLock { state -> Result<(descriptor: Int32, path: String), RenderError> in
            guard !state.isTerminating else { return .failure(.writeFailed(path: path, reason: "the process is being interrupted")) }
            let temporary = temporaryPath(for: path)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { return .failure(.writeFailed(path: path, reason: String(cString: strerror(errno)))) }
            state.live.insert(temporary)
            return .success((descriptor, temporary))
        }
        return try created.get()
    }

    /// Renames a registered temporary file over its target (under the lock, so an interruption
    /// sees it either before, and removes it, or after, when it is gone) and forgets it.
    static func rename(_ temporary: String, to path: String) throws(RenderError) {
        let hold = state.withLock { $0.holdBeforeRename }
        if hold > 0 { Thread.sleep(forTimeInterval: hold) }
        let failure = state.withLock { state -> RenderError? in
            state.live.remove(temporary)
            guard Foundation.rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                return .writeFailed(path: path, reason: reason)
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Removes a registered temporary file and forgets it.
    static func discard(_ temporary: String) {
        state.withLock { state in
            state.live.remove(temporary)
            unlink(temporary)
        }
    }

    /// Removes every temporary file this process is writing, and refuses new ones from then on.
    public static func removeAll() {
        state.withLock { state in
            state.isTerminating = true
            for path in state.live { unlink(path) }
            state.live.removeAll()
        }
    }

    /// On each of `signals` (SIGINT and SIGTERM by default), removes this process's temporary
    /// files, then ends the process as the signal would have. For command-line tools; call once.
    public static func removeOnSignals(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        let sources = signals.map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                removeAll()
                signal(number, SIG_DFL)
                // Dispatch's threads (and a child of a process that blocked it) block the
                // signal: unblock it here, then deliver it here.
                var set = sigset_t()
                sigemptyset(&set)
                sigaddset(&set, number)
                pthread_sigmask(SIG_UNBLOCK, &set, nil)
                raise(number)
            }
            source.resume()
            return source
        }
        state.withLock { $0.signalSources += sources }
    }

    /// Waits this long between writing a temporary file and renaming it: lets tests interrupt a
    /// write while its temporary file exists.
    @_spi(Testing)
    public static func holdBeforeRename(seconds: TimeInterval) {
        state.withLock { $0.holdBeforeRename = seconds }
    }

    /// Removes the folder's temporary files left by writers that are gone (or over an hour
    /// old), once per folder per process. Only names of this pattern are touched.
    static func sweepStale(inFolderOf path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard state.withLock({ $0.sweptFolders.insert(folder).inserted }) else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let now = Date()
        for name in names {
            guard let pid = writerPID(ofTemporaryName: name), pid != getpid() else { continue }
            let full = (folder as NSString).appendingPathComponent(name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: full))?[.modificationDate] as? Date
            let isOld = modified.map { now.timeIntervalSince($0) > staleAge } ?? false
            if !isRunning(pid) || isOld { unlink(full) }
        }
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

    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
