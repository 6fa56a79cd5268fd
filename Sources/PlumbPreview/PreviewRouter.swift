import HTTPTypes
import HummingbirdCore
import NIOCore
import Plumb
import PlumbRender

/// Answers the preview's requests, and nothing else:
///
/// - `GET /`: the list of scenes (the scene's page when there is one);
/// - `GET /scene/N`: scene N's page;
/// - `GET /scene/N/model[?width=W&height=H][&quick=1]`: its current model and picture, laid
///   out at W×H when given, or its error; `quick=1` for a step of a resize drag;
/// - `GET /scene/N/variant?device=…&orientation=…&text-size=…&appearance=…&language=…&direction=…`:
///   switches the variant scene N is shown in (see `VariantSwitch`), lays it out, tells its
///   pages as an edit does, and answers the new model as `model` does (400 for a value it
///   doesn't know, with the choices);
/// - `GET /scene/N/socket`: a WebSocket that announces each new version (`PreviewChannel`
///   upgrades it; here it is only refused when it isn't one).
///
/// The checks come in this order, each answering at once: the `Host` (400 unless there is
/// exactly one, 403 unless it is this server's), the method (405 unless GET or HEAD), the body
/// (413 when there is one), then the path (404 for any other, so no file can be fetched by
/// path). Nothing here fails silently: a scene that can't be loaded, laid out or rendered
/// answers its error (in the model's `"error"`, on the page), and the terminal shows it too.
struct PreviewRouter: Sendable {
    let scenes: [LiveScene]
    let gate: LocalGate
    let limits: PreviewLimits
    /// Where a variant switch is announced to the scene's pages.
    let broadcast: ChangeBroadcast

    /// Answers `request` and writes the answer (no body for HEAD).
    func respond(to request: Request, writer: consuming ResponseWriter, channel: any Channel) async throws {
        let reply = await reply(to: request)
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(string: reply.body))
        try await writer.write(response: reply.head, body: body)
        // Stop reading (the body is not wanted); Hummingbird then closes the connection.
        if reply.closesConnection { try await channel.close(mode: .input) }
    }

    func reply(to request: Request) async -> Reply {
        if let refusal = gate.refusal(of: request.head) { return refusal }
        guard request.method == .get || request.method == .head else {
            return Reply(status: .methodNotAllowed, contentType: "text/plain; charset=utf-8",
                         body: "Only GET and HEAD.", headers: [.allow: "GET, HEAD"])
        }
        if hasBody(request.head) {
            var reply = Reply.text(.contentTooLarge, "GET and HEAD requests to the preview carry no body.")
            reply.closesConnection = true
            return reply
        }
        let parts = request.uri.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        if parts == [""] { return index() }
        guard parts.count >= 2, parts.count <= 3, parts[0] == "scene", let number = Int(parts[1]),
              String(number) == parts[1], scenes.indices.contains(number)
        else { return Self.notFound }
        let scene = scenes[number]
        switch parts.count == 2 ? "" : parts[2] {
        case "": return await page(scene)
        case "model": return await model(scene, query: request.uri.queryParameters)
        case "variant": return await variant(scene, number, request: request)
        case "socket": return .text(.badRequest, "This address is a WebSocket: open it with an Upgrade: websocket request.")
        default: return Self.notFound
        }
    }

    /// True when a body comes with the request, or more of one than the limit allows.
    private func hasBody(_ head: HTTPRequest) -> Bool {
        if head.headerFields[.transferEncoding] != nil { return true }
        guard let length = head.headerFields[.contentLength] else { return false }
        return Int(length).map { $0 > limits.bodyBytes } ?? true
    }

    private func index() -> Reply {
        if scenes.count == 1 {
            return Reply(status: .found, contentType: "text/plain; charset=utf-8", body: "See /scene/0.", headers: [.location: "/scene/0"])
        }
        var items = ""
        for (number, scene) in scenes.enumerated() {
            items += "<li><a href=\"/scene/\(number)\">\(HTMLText.escaped(scene.path))</a></li>\n"
        }
        return .html("<!doctype html><meta charset=utf-8><title>Plumb preview</title>"
            + "<style>body{font:15px system-ui,sans-serif;margin:2em}</style><h1>Plumb preview</h1><ul>\n\(items)</ul>")
    }

    private func page(_ scene: LiveScene) async -> Reply {
        switch await scene.page(script: PreviewScript.source) {
        case let .success(html): return .html(html)
        case let .failure(failure):
            // The scene has no page yet (or it can't be made): its error, and the script that
            // loads the page once there is one.
            return .html("<!doctype html><meta charset=utf-8><title>Plumb preview</title>"
                + "<style>body{font:15px system-ui,sans-serif;margin:2em}pre{background:#fff0f0;padding:1em}</style>"
                + "<p>The scene doesn't load; the page appears once it does.</p><pre id=error>\(HTMLText.escaped(failure.description))</pre>"
                + "<script>\(PreviewScript.source)</script>")
        }
    }

    private func model(_ scene: LiveScene, query: FlatDictionary<Substring, Substring>) async -> Reply {
        var size: Size?
        if let width = query["width"].flatMap({ Double($0) }), let height = query["height"].flatMap({ Double($0) }) {
            guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else {
                return .text(.badRequest, "width and height must be more than 0 and at most 100000.")
            }
            size = Size(width: width, height: height)
        }
        return .json(await scene.model(size: size, quick: query["quick"] == "1"))
    }

    /// Switches scene `index`'s variant and lays it out, as the watcher does an edit: the pages
    /// hear "busy", then the new version.
    private func variant(_ scene: LiveScene, _ index: Int, request: Request) async -> Reply {
        guard request.method == .get else {
            return Reply(status: .methodNotAllowed, contentType: "text/plain; charset=utf-8",
                         body: "A variant switch is a GET request.", headers: [.allow: "GET"])
        }
        // A page of another site may send a GET here (an image, a form); the browser says so.
        if let site = request.head.headerFields[Self.fetchSite], site != "same-origin", site != "none" {
            return .text(.forbidden, "Variants are switched from the preview's own pages.")
        }
        let edit: SceneEdit
        do {
            edit = try scene.switchVariant(request.uri.queryParameters.map { (key: String($0.key), value: String($0.value)) })
        } catch {
            return .text(.badRequest, error.description)
        }
        await broadcast.publish(scene: index, scene.socketMessage)
        if await scene.rebuild(edit) { await broadcast.publish(scene: index, scene.socketMessage) }
        return .json(scene.published.withLock { $0 }.json(busy: scene.isBusy))
    }

    private static let fetchSite = HTTPField.Name("Sec-Fetch-Site")!

    private static let notFound = Reply.text(.notFound, "Not found: this preview serves its scenes' pages only.")
}
