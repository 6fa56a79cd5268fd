import Foundation
import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOPosix
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
    private let port: UInt16
    private let limits: PreviewLimits
    private let broadcast = ChangeBroadcast()
    private let executor = ServerExecutor()
    private let status: @Sendable (String) -> Void
    private let boundPort = Locked(0)
    private let isRunning = Locked(false)
    private let tasks = Locked<[Task<Void, Never>]>([])

    /// How often the scene files are checked for changes (one `stat` each).
    public static let pollInterval: Duration = .milliseconds(50)

    /// A server for `scenes` (paths) on `port` (0: any free port). `status` gets one line per
    /// event: each reload, each variant switch, each error. `services` measure the text and read
    /// the pictures and fonts (what the renderer draws with, by default); scenes are loaded for `environment` (e.g. a device) until a page
    /// switches the variant, laid out at `size` (nil: the file's or the device's) until a page
    /// resizes them or switches the device, and snapped at `scale` pixels per point (nil: the
    /// file's or the device's). `limits` bound what one client may send.
    public init(scenes: [String], port: UInt16, content: PreviewContent,
                services: SceneServices = .rendering, environment: SceneEnvironment = .init(),
                size: Size? = nil, scale: Double? = nil,
                limits: PreviewLimits = .init(), status: @escaping @Sendable (String) -> Void) {
        self.scenes = scenes.map {
            LiveScene(path: $0, content: content, services: services, environment: environment, size: size, scale: scale, status: status)
        }
        self.port = port
        self.limits = limits
        self.status = status
    }

    /// Loads every scene, starts listening and watching the files, and returns the port.
    /// Throws ``PreviewServerError`` at once when the port can't be had: a port another program
    /// listens on (on 127.0.0.1, or on ::1, where `localhost` leads) is found before any scene
    /// is loaded.
    public func start() async throws -> UInt16 {
        if port != 0 { try PortProbe.check(port) }
        var files = scenes.map { SceneFile(path: $0.path) }
        for (index, scene) in scenes.enumerated() {
            _ = await scene.rebuild(scene.begin(files[index].poll() ?? .init(bytes: nil)))
        }
        isRunning.withLock { $0 = true }
        let listening = OneShot<Int>()
        let boundPort = boundPort
        let server = makeServer { port in
            boundPort.withLock { $0 = port }   // before any request can be checked against it
            listening.succeed(port)
        }
        let running = Task(executorPreference: executor) {
            do {
                try await server.run()
                listening.fail(CancellationError())   // stopped before it listened
            } catch {
                listening.fail(error)
            }
        }
        tasks.withLock { $0 = [running] }
        let bound: Int
        do {
            bound = try await listening.value()
        } catch {
            isRunning.withLock { $0 = false }
            throw PreviewServerError(port: port, error)
        }
        let watcher = Task(executorPreference: executor) { [files] in await self.watch(files) }
        tasks.withLock { $0.append(watcher) }
        return UInt16(bound)
    }

    /// Stops watching, closes every page's socket and stops the server; returns when it has
    /// stopped, or after ``stopTimeout`` in any case (a connection that ignores the shutdown
    /// must not keep Ctrl-C from exiting).
    public func stop() async {
        isRunning.withLock { $0 = false }
        await broadcast.finishAll()
        let tasks = tasks.withLock { $0 }
        for task in tasks { task.cancel() }
        let stopped = OneShot<Void>()
        Task { for task in tasks { await task.value }; stopped.succeed(()) }
        Task {
            do { try await Task.sleep(for: Self.stopTimeout) } catch {}
            stopped.succeed(())
        }
        do { try await stopped.value() } catch {}   // it only ever succeeds
    }

    /// The longest ``stop()`` waits for the server to finish.
    public static let stopTimeout: Duration = .seconds(2)

    /// How many edits of scene `index` the watcher has seen (the first load is one) and how
    /// many renderings its work has made (at most one per edit, and one per new size asked for).
    package func counts(scene index: Int) -> (edits: Int, renderings: Int) {
        let scene = scenes[index]
        return (scene.edits.withLock { $0.latest }, scene.renderCount.withLock { $0 })
    }

    private func makeServer(running: @escaping @Sendable (Int) -> Void) -> Server<PreviewChannel> {
        let isRunning = isRunning
        let status = status
        let logger = Logger(label: "plumb.preview") { _ in
            StatusLogHandler(status: status, isRunning: { isRunning.withLock { $0 } })
        }
        let boundPort = boundPort
        let gate = LocalGate { boundPort.withLock { $0 } }
        let broadcast = broadcast
        let router = PreviewRouter(scenes: scenes, gate: gate, limits: limits, broadcast: broadcast)
        let scenes = scenes
        let channel = PreviewChannel(router: router, limits: limits) { request in
            guard request.method == .get, gate.allowsSocket(request), let index = Self.socketScene(request.path, count: scenes.count)
            else { return nil }
            return ChangeSocket.handler(scene: scenes[index], index: index, broadcast: broadcast)
        }
        let configuration = ServerConfiguration(
            address: .hostname("127.0.0.1", port: Int(port)),
            availableConnectionsDelegate: MaximumAvailableConnections(limits.connections, logger: logger))
        return Server(childChannelSetup: channel, configuration: configuration,
                      onServerRunning: { running($0.localAddress?.port ?? 0) },
                      eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger)
    }

    /// N for `/scene/N/socket` when scene N exists.
    private static func socketScene(_ path: String?, count: Int) -> Int? {
        guard let parts = path?.split(separator: "/", omittingEmptySubsequences: false), parts.count == 4,
              parts[0].isEmpty, parts[1] == "scene", parts[3] == "socket", let index = Int(parts[2]),
              String(index) == parts[2], (0..<count).contains(index)
        else { return nil }
        return index
    }

    private func watch(_ files: [SceneFile]) async {
        var files = files
        while !Task.isCancelled {
            do { try await Task.sleep(for: Self.pollInterval) } catch { return }
            for index in files.indices {
                guard let contents = files[index].poll() else { continue }
                let scene = scenes[index]
                let edit = scene.begin(contents)
                await broadcast.publish(scene: index, scene.socketMessage)
                Task(executorPreference: executor) { [broadcast] in
                    guard await scene.rebuild(edit) else { return }
                    await broadcast.publish(scene: index, scene.socketMessage)
                }
            }
        }
    }
}

/// Why the preview server can't listen.
public struct PreviewServerError: Error, CustomStringConvertible {
    /// The port asked for.
    public let port: UInt16
    /// What the system said, in words: "address in use" for a port another program listens on.
    public let reason: String

    init(port: UInt16, reason: String) {
        self.port = port
        self.reason = reason
    }

    init(port: UInt16, _ error: any Error) {
        self.port = port
        if let error = error as? IOError, error.errnoCode == EADDRINUSE {
            reason = "address in use"
        } else {
            reason = "\(error)"
        }
    }

    public var description: String { "cannot listen on 127.0.0.1:\(port): \(reason)" }
}
