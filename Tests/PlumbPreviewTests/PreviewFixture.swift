import Foundation
import Plumb
import PlumbPreview
import PlumbRender
import PlumbScene
import PlumbTestSupport

/// A preview server on a free port over scene files written to a new folder, with helpers to
/// ask it things over real HTTP on 127.0.0.1.
final class PreviewFixture {
    let folder: URL
    let server: PreviewServer
    let port: UInt16
    let lines: LinesSeen

    init(_ scenes: [String: String], content: PreviewContent = PreviewFixture.content, environment: SceneEnvironment = .init(),
         limits: PreviewLimits = .init()) async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        folder = base
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        for (name, text) in scenes { try text.write(to: base.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let seen = LinesSeen()
        lines = seen
        server = PreviewServer(scenes: scenes.keys.sorted().map { base.appendingPathComponent($0).path }, port: 0,
                               content: content, services: .rendering.measuring(with: MonospaceTextMeasurer()), environment: environment,
                               limits: limits) { seen.add($0) }
        port = try await server.start()
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Content that shows what the tests need: the root's size and the box's frame (and the
    /// frame of a view named `label`, when there is one). A scene named `explode` can't be
    /// rendered.
    static let content = PreviewContent { loaded, outcome, quick in
        guard loaded.scene.name != "explode" else { throw ContentFailure() }
        let box = loaded.view("box")?.frame ?? .zero
        let root = loaded.scene.root.frame
        let name = loaded.scene.name
        let label = loaded.view("label").map { #","label":"\#($0.frame)""# } ?? ""
        let model = #"{"root":"\#(formatPoints(root.width))x\#(formatPoints(root.height))","box":"\#(box)"\#(label),"problems":\#(outcome.hasProblems)\#(quick ? #","quick":true"# : "")}"#
        return PreviewRendering(model: model, svg: "<svg/>") { script in "<!doctype html><title>\(name)</title><script>\(script)</script>" }
    }

    struct ContentFailure: Error, CustomStringConvertible {
        var description: String { "the test content refuses scenes named 'explode'" }
    }

    /// Replaces scene file `name` (written to a temporary name, then renamed, as editors do).
    func write(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// GET `path` with curl: the status and the body.
    func get(_ path: String, host: String? = nil, method: String = "GET") throws -> (status: Int, body: String) {
        var arguments = ["curl", "-s", "-X", method, "-w", "\n%{http_code}", "--path-as-is"]
        if let host { arguments += ["-H", "Host: \(host)"] }
        let result = try runCommand(arguments + ["http://127.0.0.1:\(port)\(path)"])
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        return (Int(lines.last ?? "") ?? -1, lines.dropLast().joined(separator: "\n"))
    }

    /// Sends `request` as it is on a new connection; the server's whole answer (it closes the
    /// connection after the request when `request` says `Connection: close` or is refused).
    func raw(_ request: String) throws -> String {
        let connection = try RawConnection(port: port)
        connection.send(request)
        return connection.readToEnd()
    }

    /// A request line and headers, with `Host: 127.0.0.1:PORT` first unless `host` is false,
    /// and `Connection: close` last.
    func request(_ line: String = "GET /scene/0/model HTTP/1.1", host: Bool = true, headers: [String] = []) -> String {
        ([line] + (host ? ["Host: 127.0.0.1:\(port)"] : []) + headers + ["Connection: close", "", ""]).joined(separator: "\r\n")
    }

    /// Polls the model until `condition` holds (at most `seconds`); the last body. The 30 s
    /// default is for a loaded 2-core CI machine, where a file event and a layout once took
    /// over 5 s; a passing wait returns as soon as the condition holds.
    func waitForModel(seconds: Double = 30, _ condition: (String) -> Bool) async throws -> String {
        var body = ""
        _ = try await waitFor(seconds: seconds) {
            body = try get("/scene/0/model").body
            return condition(body) ? body : nil
        }
        return body
    }

    /// Calls `probe` every 20 ms until it returns something, for at most `seconds`; what it
    /// returned, or nil.
    func waitFor<T>(seconds: Double = 30, _ probe: () throws -> T?) async throws -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if let value = try probe() { return value }
            try await Task.sleep(for: .milliseconds(20))
        } while Date() < deadline
        return nil
    }
}

/// Status lines, collected from the server's threads.
final class LinesSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func add(_ line: String) { lock.withLock { stored.append(line) } }
    var all: [String] { lock.withLock { stored } }
}
