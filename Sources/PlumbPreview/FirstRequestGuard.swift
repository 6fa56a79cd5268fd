import NIOCore
import NIOHTTP1

/// Watches a new connection until its first request's head (request line and headers) is in.
///
/// A connection that may become a WebSocket gets Hummingbird's HTTP handling, with its idle
/// timeout and its answer to malformed requests, only once that head has arrived. Until then
/// this handler, right after the HTTP decoder, stands in for both:
/// - it ends the connection when no head has come within the idle time (a socket that sends
///   nothing, or a header a byte a minute);
/// - it answers a request the decoder refuses: 431 when a line or the headers are too long or
///   too many, 405 for a method the parser doesn't know (lowercase `get` among them), 400 for
///   anything else, then ends the connection.
///
/// Either way the connection ends as if the client had stopped sending, which the WebSocket
/// upgrade handler takes quietly. The handler leaves the pipeline with the first head.
final class FirstRequestGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let limits: PreviewLimits
    private var deadline: Scheduled<Void>?
    private var isAnswering = false

    init(limits: PreviewLimits) {
        self.limits = limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: TimeAmount(limits.idleTimeout)) { Self.end(loopBound.value) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
        deadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let isHead = if case .head = unwrapInboundIn(data) { true } else { false }
        context.fireChannelRead(data)
        if isHead { context.pipeline.syncOperations.removeHandler(context: context, promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let error = error as? HTTPParserError else { return context.fireErrorCaught(error) }
        guard !isAnswering else { return }
        isAnswering = true
        deadline?.cancel()
        let (status, message) = refusal(for: error)
        let head = HTTPResponseHead(version: .http1_1, status: status, headers: [
            "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(message.utf8.count), "Connection": "close",
        ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: message)))), promise: nil)
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in Self.end(loopBound.value) }
    }

    private func refusal(for error: HTTPParserError) -> (HTTPResponseStatus, String) {
        switch error {
        case .headerOverflow:
            return (.requestHeaderFieldsTooLarge, "The request line or headers are too large: at most \(limits.headerLineBytes) bytes a line, "
                + "\(limits.headerBytes) bytes and \(limits.headerCount) header lines in all.")
        case .invalidMethod:
            return (.methodNotAllowed, "Only GET and HEAD (in capitals).")
        default:
            return (.badRequest, "The request is not valid HTTP/1.1: \(error).")
        }
    }

    /// Ends the connection the way a client that stopped sending would.
    private static func end(_ context: ChannelHandlerContext) {
        context.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
    }
}
