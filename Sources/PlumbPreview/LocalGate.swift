import HTTPTypes

/// Who may use the preview: requests addressed by exactly one `Host` header to this server's
/// loopback address, and WebSockets opened by its own pages (exactly one `Origin`, this
/// server's). A web page on another site can't reach the server through a DNS name pointed at
/// 127.0.0.1 (its `Host` is that name), nor subscribe to a scene's changes (its `Origin` is its
/// own site).
struct LocalGate: Sendable {
    /// The port the server listens on (known once it listens).
    let port: @Sendable () -> Int

    private static let host = HTTPField.Name("Host")!

    /// Why `request` is refused (400 for a missing or repeated `Host`, 403 for another host),
    /// or nil when it may go on.
    func refusal(of request: HTTPRequest) -> Reply? {
        // The first `Host` becomes the authority; any other stays among the fields.
        guard let authority = request.authority, request.headerFields[values: Self.host].isEmpty else {
            return .text(.badRequest, "A request needs exactly one Host header.")
        }
        guard isLocal(authority) else { return .text(.forbidden, "This preview answers 127.0.0.1 and localhost only.") }
        return nil
    }

    /// True when a WebSocket upgrade comes from one of this server's pages.
    func allowsSocket(_ request: HTTPRequest) -> Bool {
        let origins = request.headerFields[values: .origin]
        return refusal(of: request) == nil && origins.count == 1 && origins.allSatisfy { isLocal($0, scheme: "http://") }
    }

    private func isLocal(_ address: String, scheme: String = "") -> Bool {
        let port = port()
        return ["\(scheme)127.0.0.1:\(port)", "\(scheme)localhost:\(port)"].contains(address.lowercased())
    }
}
