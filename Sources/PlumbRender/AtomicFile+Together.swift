import Foundation

extension AtomicFile {
    /// Puts staged files in place as one unit, each renamed over its path.
    ///
    /// A reader that recovers first (``PublishJournal/recover(in:everyJournal:)``) sees all the
    /// new files or all the old ones, whatever stops the writer:
    /// - a signal (SIGINT, SIGTERM) that arrives before the renames removes the staged files, and
    ///   one that arrives during them waits until every file is in place;
    /// - before the first rename, a journal in each folder names every temporary file and its
    ///   target, so a run killed midway (SIGKILL, a crash) is completed by the next one.
    ///
    /// A target that is a folder is refused before anything moves; on any failure the files not
    /// yet in place are removed.
    public static func commit(_ files: [StagedFile]) throws(RenderError) {
        guard files.count > 1 else {
            try files.first?.commit()
            return
        }
        do throws(RenderError) {
            for file in files where isFolder(file.path) { throw RenderError.writeFailed(path: file.path, reason: "it is a folder") }
            TemporaryFiles.reach(.staged)
            let journals = try PublishJournal.write(for: files)
            try TemporaryFiles.renameTogether(files.map { ($0.temporary, $0.path) }, journals: journals)
        } catch {
            for file in files { file.discard() }
            throw error
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// A step of ``AtomicFile/commit(_:)`` where a test can signal the process.
@_spi(Testing)
public enum PublishStep: String, Sendable, CaseIterable {
    /// Every file is staged; no journal yet.
    case staged
    /// The journals are written; no file is in place yet.
    case journaled
    /// The first file is in place, the others are not.
    case firstRenamed = "first-renamed"
    /// Every file is in place; the journals are not yet removed.
    case renamed
}

extension TemporaryFiles {
    /// Makes ``AtomicFile/commit(_:)`` send `signal` to this process at `step`: lets tests kill
    /// or interrupt a run at every step of putting several files in place.
    @_spi(Testing)
    public static func send(_ signal: Int32, at step: PublishStep) {
        state.withLock { $0.signalAtStep = (step, signal) }
    }

    /// Sends the test's signal when `step` is the one it asked for.
    static func reach(_ step: PublishStep) {
        reach(step, signalAtStep: state.withLock { $0.signalAtStep })
    }

    private static func reach(_ step: PublishStep, signalAtStep: (step: PublishStep, signal: Int32)?) {
        if let signalAtStep, signalAtStep.step == step { kill(getpid(), signalAtStep.signal) }
    }

    /// Renames registered temporary files over their targets, then removes the journals, all
    /// under the lock: an interruption waits until every file is in place, or, when it came
    /// first, has removed them all. After a failed rename the rest are removed, not renamed.
    static func renameTogether(_ files: [(temporary: String, path: String)], journals: [String]) throws(RenderError) {
        let hold = state.withLock { $0.holdBeforeRename }
        if hold > 0 { Thread.sleep(forTimeInterval: hold) }
        let failure = state.withLock { state -> RenderError? in
            guard !state.isTerminating else {
                for journal in journals { unlink(journal) }
                return .writeFailed(path: files[0].path, reason: "the process is being interrupted")
            }
            reach(.journaled, signalAtStep: state.signalAtStep)
            var failure: RenderError?
            for (index, file) in files.enumerated() {
                state.live.remove(file.temporary)
                if failure == nil, Foundation.rename(file.temporary, file.path) != 0 {
                    failure = .writeFailed(path: file.path, reason: String(cString: strerror(errno)))
                }
                if failure != nil { unlink(file.temporary) }
                if index == 0 { reach(.firstRenamed, signalAtStep: state.signalAtStep) }
            }
            reach(.renamed, signalAtStep: state.signalAtStep)
            for journal in journals { unlink(journal) }
            return failure
        }
        if let failure { throw failure }
    }
}
