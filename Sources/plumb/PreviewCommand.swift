import ArgumentParser
import Dispatch
import Foundation
import PlumbInspect
import PlumbPreview
import Plumb
import PlumbRender
import PlumbScene

/// `plumb preview SCENE... [--port N] [--device NAME] [--content-size SIZE] …`: the inspector, live.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serves live inspector pages for scene files on 127.0.0.1, updated as the files change.",
        discussion: """
        Open the printed address in a browser. Each scene gets the page `plumb inspect` writes, \
        in live mode: saving the scene file updates the page within a second and keeps the \
        selection (the page says when a long layout is still running); the canvas's size \
        control and its resize handle lay the scene out again at the new size; the switches \
        under the canvas (device, orientation, text size, appearance, language, direction, like \
        Xcode's canvas variants) lay it out again in that variant. The device list is plumb \
        devices' presets, with their safe areas and size classes. An edit that breaks the file, \
        or whose layout or page can't be made, shows its error (file:line:col and a caret) above \
        the canvas while the last good layout stays on screen; a page whose server has stopped \
        says so. The terminal shows the address, then one line per reload, switch or error. \
        Ctrl-C stops the server.

        The variant flags (--device, --content-size, --appearance, --language, --direction) \
        choose the variant the pages open in; --size and --scale apply until a page resizes \
        the canvas or switches the device.

        The server listens on 127.0.0.1 only and serves the scenes' pages and nothing else: no \
        file can be fetched by path, requests for another host name are refused, and so are \
        oversized or malformed requests, bodies and idle connections (see docs/CLI.md).

        Exit status: 0 after Ctrl-C, 2 for bad input (a scene file that doesn't exist, a port \
        in use, at once). A scene file with an error is served anyway, showing the error.

        Examples:
          plumb preview samples/chat-screen.yaml
          plumb preview samples/*.yaml --port 8400
          plumb preview samples/adaptive-profile.yaml --device iphone-15:landscape
          plumb preview samples/dialog-languages.yaml --language de --content-size AX3
          plumb preview samples/settings-screen.yaml --affecting none
        """
    )

    @Argument(help: "Scene files (YAML).")
    var scenes: [String]

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (0: any free port).", valueName: "N"))
    var port: UInt16 = 7878

    @Option(help: ArgumentHelp("When the model lists each view's constraintsAffectingLayout, as for plumb inspect: auto (when the scene has at most about 1,500 constraints and views), all, or none (faster edits on large scenes).", valueName: "auto|all|none"))
    var affecting: AffectingPolicy = .automatic

    @OptionGroup var overrides: SceneOverrides

    func run() throws {
        for scene in scenes where !FileManager.default.fileExists(atPath: scene) {
            throw BadInput("\(scene):1:1: error: no such scene file")
        }
        let server = PreviewServer(scenes: scenes, port: port, content: Self.content(affecting: affecting),
                                   environment: overrides.environment, size: overrides.size.map { Size(width: $0.width, height: $0.height) },
                                   scale: overrides.scale) { Console.out($0) }
        let count = scenes.count
        Task {
            do {
                let bound = try await server.start()
                Console.out("plumb preview: http://127.0.0.1:\(bound)/ (\(count) scene\(count == 1 ? "" : "s"); Ctrl-C stops)")
            } catch {
                Console.error("plumb preview: error: \(error)")
                Foundation.exit(ExitStatus.badInput.rawValue)
            }
        }
        StopSignals.onStop {
            Console.out("plumb preview: stopped")
            await server.stop()
        }
        dispatchMain()
    }

    /// The inspector's page, model and picture, in live mode, with the constraintsAffectingLayout
    /// lists as `affecting` says. A step of a resize drag (`quick`) leaves them out (the slow
    /// part); the page asks again without `quick` once the drag settles.
    static func content(affecting: AffectingPolicy) -> PreviewContent {
        PreviewContent { loaded, outcome, quick in
            var page = try InspectorPage(loaded: loaded, outcome: outcome, affecting: quick ? .never : affecting)
            page.model.live = true
            page.model.variants = InspectedVariants(loaded: loaded)
            let model = String(decoding: try page.model.jsonBytes(), as: UTF8.self)
            return PreviewRendering(model: model, svg: String(decoding: page.picture, as: UTF8.self)) { [page] script in
                String(decoding: try page.html(), as: UTF8.self)
                    .replacingOccurrences(of: "</body>", with: "<script>\(script)</script>\n</body>")
            }
        }
    }
}

/// Ctrl-C (SIGINT) and SIGTERM: run the stop action once, then exit 0.
///
/// A signal handler may do next to nothing, so it writes a byte to a pipe (the self-pipe
/// trick); a thread waiting on the pipe runs the action. (Dispatch's signal sources need the
/// signal ignored or blocked in every thread, which the server's threads don't promise.)
enum StopSignals {
    nonisolated(unsafe) private static var pipeEnds: [Int32] = [-1, -1]

    static func onStop(_ action: @escaping @Sendable () async -> Void) {
        TemporaryFiles.stopRemovingOnSignals()
        guard pipe(&pipeEnds) == 0 else { return }
        let readEnd = pipeEnds[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0, errno == EINTR {}
            Task {
                await action()
                Foundation.exit(ExitStatus.ok.rawValue)
            }
        }
        for signalNumber in [SIGINT, SIGTERM] {
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signalNumber)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            signal(signalNumber) { _ in
                var byte: UInt8 = 1
                _ = write(StopSignals.pipeEnds[1], &byte, 1)
            }
        }
    }
}
