import HummingbirdWebSocket

/// A page's WebSocket: the server sends scene `index`'s messages (see `ChangeBroadcast`) until
/// the page goes away or the server stops; what the page sends is read and ignored.
enum ChangeSocket {
    static func handler(scene: LiveScene, index: Int, broadcast: ChangeBroadcast)
        -> WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
    {
        { inbound, outbound, _ in
            let messages = await broadcast.subscribe(scene: index) { scene.socketMessage }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { for try await _ in inbound {} }
                group.addTask { for await message in messages { try await outbound.write(.text(message)) } }
                // Whichever ends first (the page left, or the server is stopping) ends both.
                try await group.next()
                group.cancelAll()
            }
        }
    }
}
