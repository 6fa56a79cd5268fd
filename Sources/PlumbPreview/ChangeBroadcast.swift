/// The pages watching each scene, as streams of WebSocket text messages: `{"version": N}` when a
/// new version is published, `{"version": N, "busy": true}` when an edit's work starts.
actor ChangeBroadcast {
    private var clients: [Int: [Int: AsyncStream<String>.Continuation]] = [:]
    private var nextID = 0
    private var isFinished = false

    /// A stream of messages for a new page of scene `index`, registered before `current` is
    /// read: a change after that read is published to it too, so none is missed.
    func subscribe(scene index: Int, current: @Sendable () -> String) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        guard !isFinished else {
            continuation.finish()
            return stream
        }
        let id = nextID
        nextID += 1
        clients[index, default: [:]][id] = continuation
        continuation.onTermination = { _ in Task { await self.unsubscribe(scene: index, id: id) } }
        continuation.yield(current())
        return stream
    }

    /// Sends `message` to every page of scene `index`.
    func publish(scene index: Int, _ message: String) {
        for continuation in clients[index, default: [:]].values { continuation.yield(message) }
    }

    /// Ends every stream, and those of later subscribers (the server is stopping).
    func finishAll() {
        isFinished = true
        for continuation in clients.values.flatMap(\.values) { continuation.finish() }
        clients = [:]
    }

    private func unsubscribe(scene index: Int, id: Int) {
        clients[index]?[id] = nil
    }
}
