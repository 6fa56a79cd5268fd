import Dispatch

/// Where the server's own async work runs: its connections, WebSockets, broadcasts and file
/// watcher. Dispatch threads, not Swift's cooperative pool: that pool has a thread per core,
/// and code elsewhere in the process that blocks on them (a synchronous wait, a test reading a
/// socket) would otherwise leave the server unable to answer.
final class ServerExecutor: TaskExecutor, @unchecked Sendable {
    private let queue = DispatchQueue(label: "plumb.preview.server", qos: .userInitiated, attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    func asUnownedTaskExecutor() -> UnownedTaskExecutor {
        UnownedTaskExecutor(ordinary: self)
    }
}
