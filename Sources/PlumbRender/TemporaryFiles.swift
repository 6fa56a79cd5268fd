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

    struct State {
        var live: Set<String> = []
        var isTerminating = false
        var sweptFolders: Set<String> = []
        var signalSources: [DispatchSourceSignal] = []
        var holdBeforeRename: TimeInterval = 0
        var signalAtStep: (step: PublishStep, signal: Int32)?
    }

    /// What the process is writing, and how it is being interrupted.
    static let state = Locked(State())

    /// The longest file name the file systems Plumb writes to take, in bytes (`NAME_MAX`).
    static let longestName = 255

    /// A new temporary path beside `path`, for this process. The target's name is cut short
    /// (at a character boundary) when the whole temporary name would pass ``longestName``, so a
    /// target whose own name is just within it can still be written.
    static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        let suffix = "\(marker)\(getpid())-\(random).tmp"
        var stem = Substring(url.lastPathComponent)
        while 1 + stem.utf8.count + suffix.utf8.count > longestName { stem = stem.dropLast() }
        return url.deletingLastPathComponent().appendingPathComponent("." + stem + suffix).path
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
}
