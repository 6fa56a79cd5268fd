import Dispatch

/// The thread a scene's work runs on: loading, laying out and rendering are long synchronous
/// calls, and on the shared cooperative pool (as many threads as cores) they would stall every
/// request, the WebSockets and the file watcher until they end. Each scene's actor runs here
/// instead, one job at a time.
final class SceneWorkQueue: SerialExecutor, @unchecked Sendable {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }
}
