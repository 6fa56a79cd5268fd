import Dispatch
import Foundation

extension TemporaryFiles {
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

    /// When a signal is being handled (its handler has removed the temporary files and is about
    /// to end the process as the signal would), waits for it instead of returning: a write the
    /// handler refused must not race it to exit with an error of its own. Returns at once
    /// otherwise.
    public static func waitIfInterrupted() {
        guard state.withLock({ $0.isTerminating }) else { return }
        while true { sleep(60) }
    }

    /// Stops what ``removeOnSignals(_:)`` started and gives the signals back their default
    /// action: for a command that writes no files and handles the signals itself.
    public static func stopRemovingOnSignals() {
        let sources = state.withLock { state in
            defer { state.signalSources.removeAll() }
            return state.signalSources
        }
        for source in sources {
            source.cancel()
            signal(Int32(source.handle), SIG_DFL)
        }
    }

    /// Waits this long between writing a temporary file and renaming it: lets tests interrupt a
    /// write while its temporary file exists.
    @_spi(Testing)
    public static func holdBeforeRename(seconds: TimeInterval) {
        state.withLock { $0.holdBeforeRename = seconds }
    }
}
