import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Each connection of the preview: HTTP/1.1 with a WebSocket upgrade (hummingbird-websocket
/// on SwiftNIO, whose HTTP parser enforces the header limits), with a guard over the first
/// request (`FirstRequestGuard`).
struct PreviewChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    private let upgradeChannel: HTTP1WebSocketUpgradeChannel
    private let limits: PreviewLimits

    /// A channel answering HTTP with `router` and upgrading the requests `socket` accepts.
    init(router: PreviewRouter, limits: PreviewLimits,
         socket: @escaping @Sendable (HTTPRequest) -> WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>?) {
        let idle = TimeAmount(limits.idleTimeout)
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: limits.headerLineBytes, maxHeaderListSize: limits.headerBytes, maxHeaderFieldCount: limits.headerCount)
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: HTTP1Channel.Configuration(idleTimeout: idle, httpDecoderConfiguration: decoder),
            ws: WebSocketServerConfiguration(maxFrameSize: limits.webSocketFrameBytes))
        upgradeChannel = HTTP1WebSocketUpgradeChannel(
            responder: { request, writer, channel in try await router.respond(to: request, writer: writer, channel: channel) },
            configuration: configuration,
            shouldUpgrade: { request, _, _ -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> in
                socket(request).map { .upgrade([:], $0) } ?? .dontUpgrade
            })
        self.limits = limits
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        upgradeChannel.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(FirstRequestGuard(limits: limits), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await upgradeChannel.handle(value: value, logger: logger)
    }
}
