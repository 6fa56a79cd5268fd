import FlyingFox

/// The pages watching each scene, as WebSocket message streams: a change to a scene sends its
/// new version to every page showing it.
actor ChangeBroadcast {
    private var clients: [Int: [Int: AsyncStream<WSMessage>.Continuation]] = [:]
    private var nextID = 0

    /// A stream of messages for a new page of scene `index`, registered before `version` is
    /// read: a change after that read is published to it too, so none is missed.
    func subscribe(scene index: Int, version: @Sendable () async -> Int) async -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        let id = nextID
        nextID += 1
        clients[index, default: [:]][id] = continuation
        continuation.onTermination = { _ in Task { await self.unsubscribe(scene: index, id: id) } }
        continuation.yield(.text(Self.message(await version())))
        return stream
    }

    /// Tells every page of scene `index` about `version`.
    func publish(scene index: Int, version: Int) {
        for continuation in clients[index, default: [:]].values { continuation.yield(.text(Self.message(version))) }
    }

    /// Ends every stream (the server is stopping).
    func finishAll() {
        for continuation in clients.values.flatMap(\.values) { continuation.finish() }
        clients = [:]
    }

    private func unsubscribe(scene index: Int, id: Int) {
        clients[index]?[id] = nil
    }

    private static func message(_ version: Int) -> String { #"{"version":\#(version)}"# }
}

/// A page's WebSocket: the server sends `{"version": N}` when the scene changes; what the page
/// sends is ignored.
struct ChangeSocket: WSMessageHandler {
    let broadcast: ChangeBroadcast
    let scene: LiveScene
    let index: Int

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let scene = scene
        let stream = await broadcast.subscribe(scene: index) { await scene.version }
        Task { for await _ in client {} }   // drain the page's messages until it goes away
        return stream
    }
}
