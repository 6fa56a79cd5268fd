import HTTPTypes

/// An answer to a preview request, before it is written: a status, a body and the headers that
/// go with them. Every answer has a body that says what happened, errors included.
struct Reply: Sendable, Equatable {
    var status: HTTPResponse.Status
    var contentType: String
    var body: String
    var headers: HTTPFields = [:]
    /// The connection is closed after it (for a request whose body is not read).
    var closesConnection = false

    /// Plain text.
    static func text(_ status: HTTPResponse.Status, _ message: String) -> Reply {
        Reply(status: status, contentType: "text/plain; charset=utf-8", body: message)
    }

    /// An HTML page, never cached.
    static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Reply {
        Reply(status: status, contentType: "text/html; charset=utf-8", body: page, headers: [.cacheControl: "no-store"])
    }

    /// JSON text, never cached.
    static func json(_ text: String) -> Reply {
        Reply(status: .ok, contentType: "application/json", body: text, headers: [.cacheControl: "no-store"])
    }

    /// The response head: the status, the headers, the content type and length.
    var head: HTTPResponse {
        var fields = headers
        fields[.contentType] = contentType
        fields[.contentLength] = String(body.utf8.count)
        if closesConnection { fields[.connection] = "close" }
        return HTTPResponse(status: status, headerFields: fields)
    }
}
