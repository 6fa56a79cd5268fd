import FlyingFox
import FlyingSocks
import Foundation
import Plumb
import PlumbRender
import PlumbScene

/// `plumb preview`: a local web server, on 127.0.0.1 only, that serves each scene's
/// inspector page and keeps it up to date as the scene file changes.
///
/// ```swift
/// let server = try PreviewServer(scenes: ["chat.yaml"], port: 0, content: content) { print($0) }
/// let port = try await server.start()
/// // … open http://127.0.0.1:\(port)/
/// await server.stop()
/// ```
public final class PreviewServer: Sendable {
    private let scenes: [LiveScene]
    private let server: HTTPServer
    private let broadcast = ChangeBroadcast()
    private let status: @Sendable (String) -> Void
    private let boundPort = Locked<UInt16>(0)
    private let tasks = Locked<[Task<Void, Never>]>([])

    /// How often the scene files are read for changes.
    public static let pollInterval: Duration = .milliseconds(200)

    /// A server for `scenes` (paths) on `port` (0: any free port). `status` gets one line per
    /// event: each reload, each error. Text is measured with `measurer` (Pango's by default);
    /// scenes are loaded for `environment` (e.g. a device).
    public init(scenes: [String], port: UInt16, content: PreviewContent,
                measurer: (any TextMeasuring)? = PangoTextMeasurer.shared, environment: SceneEnvironment = .init(),
                status: @escaping @Sendable (String) -> Void) throws {
        let live = scenes.map { LiveScene(path: $0, measurer: measurer, environment: environment) }
        self.scenes = live
        self.status = status
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        let boundPort = boundPort
        let router = PreviewRouter(scenes: live, content: content, broadcast: broadcast,
                                   port: { boundPort.withLock { $0 } })
        server = HTTPServer(address: address, logger: .disabled, handler: router)
    }

    /// Loads every scene, starts listening and watching the files, and returns the port.
    public func start() async throws -> UInt16 {
        for scene in scenes {
            if let line = await scene.reloadIfChanged() { status(line) }
        }
        let server = server
        let running = Task { _ = try? await server.run() }
        // Binding takes milliseconds; the long limit only matters when the process's few
        // cooperative threads are busy (a test run on a loaded 2-core machine).
        try await server.waitUntilListening(timeout: 30)
        let port = Self.port(of: await server.listeningAddress)
        boundPort.withLock { $0 = port }
        let watcher = Task { await watch() }
        tasks.withLock { $0 = [running, watcher] }
        return port
    }

    /// Stops watching, closes every page's socket and stops the server.
    public func stop() async {
        for task in tasks.withLock({ $0 }) { task.cancel() }
        await broadcast.finishAll()
        await server.stop(timeout: 1)
    }

    private func watch() async {
        while !Task.isCancelled {
            try? await Task.sleep(for: Self.pollInterval)
            for (index, scene) in scenes.enumerated() {
                guard let line = await scene.reloadIfChanged() else { continue }
                status(line)
                await broadcast.publish(scene: index, version: await scene.version)
            }
        }
    }

    private static func port(of address: Socket.Address?) -> UInt16 {
        switch address {
        case let .ip4(_, port)?: return port
        case let .ip6(_, port)?: return port
        default: return 0
        }
    }
}
