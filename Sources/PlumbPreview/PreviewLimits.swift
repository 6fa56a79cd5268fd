/// What the preview server accepts from one client, so that no page and no local program can
/// freeze it or run it out of memory or descriptors. Requests past a limit are refused at once,
/// before the `Host` check and before any scene work.
public struct PreviewLimits: Sendable {
    /// The longest request line, and the longest single header line, in bytes (431 past it).
    public var headerLineBytes: Int
    /// All of a request's header lines together, in bytes (431 past it).
    public var headerBytes: Int
    /// The most header lines in one request (431 past it).
    public var headerCount: Int
    /// The largest request body: GET and HEAD carry none, so 0 (413 past it).
    public var bodyBytes: Int
    /// How long a connection may stay without a complete request before it is closed: from
    /// its opening to its first request's last header line, and between two requests.
    public var idleTimeout: Duration
    /// The most connections open at once (WebSockets included); past it new connections wait
    /// in the listen queue until one closes.
    public var connections: Int
    /// The largest WebSocket frame a page may send (pages send nothing the server reads).
    public var webSocketFrameBytes: Int

    /// The limits `plumb preview` runs with.
    public init(headerLineBytes: Int = 8 * 1024, headerBytes: Int = 32 * 1024, headerCount: Int = 64, bodyBytes: Int = 0,
                idleTimeout: Duration = .seconds(10), connections: Int = 128, webSocketFrameBytes: Int = 4 * 1024) {
        self.headerLineBytes = headerLineBytes
        self.headerBytes = headerBytes
        self.headerCount = headerCount
        self.bodyBytes = bodyBytes
        self.idleTimeout = idleTimeout
        self.connections = connections
        self.webSocketFrameBytes = webSocketFrameBytes
    }
}
