import FlyingFox
import Foundation
import Plumb
import PlumbRender

/// Answers the preview's requests, and nothing else:
///
/// - `GET /`: the list of scenes (the scene's page when there is one);
/// - `GET /scene/N`: scene N's page;
/// - `GET /scene/N/model[?width=W&height=H][&quick=1]`: its current model and picture, laid
///   out at W×H when given, or its error; `quick=1` for a step of a resize drag;
/// - `GET /scene/N/socket`: a WebSocket that announces each new version.
///
/// Any other path, and a path to any file, is 404; any other method, 405. Requests whose
/// `Host` is not this server's loopback address are refused (403), so that a web page on
/// another site can't reach the preview through a DNS name pointed at 127.0.0.1.
struct PreviewRouter: HTTPHandler {
    let scenes: [LiveScene]
    let content: PreviewContent
    let broadcast: ChangeBroadcast
    /// The port the server listens on (set once it listens).
    let port: @Sendable () -> UInt16

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard isLocalHost(request.headers[.host]) else { return Self.text(.forbidden, "This preview answers 127.0.0.1 and localhost only.") }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        guard request.method == .GET || request.method == .HEAD else { return Self.text(.methodNotAllowed, "Only GET.") }
        if parts == [""] { return await index() }
        guard parts.count >= 2, parts.count <= 3, parts[0] == "scene", let number = Int(parts[1]),
              String(number) == parts[1], scenes.indices.contains(number)
        else { return Self.notFound }
        let scene = scenes[number]
        switch parts.count == 2 ? "" : parts[2] {
        case "": return await page(scene)
        case "model": return await model(scene, query: request.query)
        case "socket":
            return try await WebSocketHTTPHandler.webSocket(ChangeSocket(broadcast: broadcast, scene: scene, index: number))
                .handleRequest(request)
        default: return Self.notFound
        }
    }

    private func isLocalHost(_ host: String?) -> Bool {
        guard let host else { return false }
        return ["127.0.0.1:\(port())", "localhost:\(port())"].contains(host.lowercased())
    }

    private func index() async -> HTTPResponse {
        if scenes.count == 1 { return HTTPResponse(statusCode: .found, headers: HTTPHeaders([.location: "/scene/0"])) }
        var items = ""
        for (number, scene) in scenes.enumerated() {
            items += "<li><a href=\"/scene/\(number)\">\(HTMLText.escaped(scene.path))</a></li>\n"
        }
        return Self.html("<!doctype html><meta charset=utf-8><title>Plumb preview</title>"
            + "<style>body{font:15px system-ui,sans-serif;margin:2em}</style><h1>Plumb preview</h1><ul>\n\(items)</ul>")
    }

    private func page(_ scene: LiveScene) async -> HTTPResponse {
        let content = content
        let html = await scene.withLayout { content.page($0, $1, PreviewScript.source) }
        if let html { return Self.html(html) }
        let error = await scene.error ?? "The scene has not loaded yet."
        return Self.html("<!doctype html><meta charset=utf-8><title>Plumb preview</title>"
            + "<style>body{font:15px system-ui,sans-serif;margin:2em}pre{background:#fff0f0;padding:1em}</style>"
            + "<p>The scene doesn't load; the page appears once it does.</p><pre id=error>\(HTMLText.escaped(error))</pre>"
            + "<script>\(PreviewScript.source)</script>")
    }

    /// `{"version": N, "model": …, "svg": "…"}`, with `"error": "…"` too while the file has one
    /// (the model is then the last good layout's).
    private func model(_ scene: LiveScene, query: [HTTPRequest.QueryItem]) async -> HTTPResponse {
        var size: Size?
        if let width = query.first(where: { $0.name == "width" }).flatMap({ Double($0.value) }),
           let height = query.first(where: { $0.name == "height" }).flatMap({ Double($0.value) }) {
            guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else {
                return Self.text(.badRequest, "width and height must be more than 0 and at most 100000.")
            }
            size = Size(width: width, height: height)
        }
        _ = await scene.resize(to: size)
        let content = content
        let quick = query.contains { $0.name == "quick" && $0.value == "1" }
        let update = await scene.withLayout { content.update($0, $1, quick) }
        var fields = ["\"version\":\(await scene.version)"]
        if let update { fields += ["\"model\":\(update.model)", "\"svg\":\(JSONText.string(update.svg))"] }
        if let error = await scene.error { fields.append("\"error\":\(JSONText.string(error))") }
        return HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.contentType: "application/json", .cacheControl: "no-store"]),
                            body: Data("{\(fields.joined(separator: ","))}".utf8))
    }

    private static let notFound = text(.notFound, "Not found: this preview serves its scenes' pages only.")

    private static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: HTTPHeaders([.contentType: "text/plain; charset=utf-8"]), body: Data(message.utf8))
    }

    private static func html(_ page: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]),
                     body: Data(page.utf8))
    }
}

/// A JSON string literal.
enum JSONText {
    static func string(_ text: String) -> String {
        guard let data = try? JSONEncoder().encode(text), let literal = String(data: data, encoding: .utf8) else { return "\"\"" }
        return literal
    }
}
