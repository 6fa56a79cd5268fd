import ArgumentParser
import Foundation
import Plumb
import PlumbRender
import PlumbScene

/// `plumb animate SCENE --change "ID.constant=A->B" … [--mode constraints|interpolated|both] -o FILM`.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Animates a layout change into a filmstrip or an animated PNG.",
        discussion: """
        Each --change is one of: ID.constant=A->B (a constraint's constant; ID.constant=B starts \
        from the scene's value), window.width=A->B and window.height=A->B (the window, the \
        root), ID.active=true|false (a constraint activated or deactivated), ID.hidden=true|false \
        (a view), ID.checked=true|false (a checkbox). Without --change, the scene file's \
        animation: key says what to animate (and its duration, fps, curve and mode, which the \
        flags override).

        --mode constraints (the default) re-solves the layout every frame with the constants and \
        the window size of that moment: every frame is a correct layout. Activations, \
        deactivations and hidden views change the layout at once, and the frames close that \
        jump along the curve, as UIKit's animated layoutIfNeeded() does. --mode interpolated \
        draws Core Animation's straight lines from the start to the end. --mode both puts the \
        two side by side. Every frame is measured against the layout the constraints give at \
        that moment; what a frame misses is drawn in red with how far it misses it, and listed. \
        A moment whose required constraints can't all hold (an end that conflicts, say) breaks \
        one, as UIKit does: its frames say "breaks ID" and are drawn in red with the broken \
        constraint, and the conflict is printed at its constraint, FILE:LINE:COL: error.

        -o names the film: .png, .svg or .pdf for a filmstrip (every frame with its time \
        stamp), .apng for an animated PNG (default out/<scene>.film.png). PNG frames are drawn \
        on every core. --overlay draws overlays on every frame.

        Exit status: 0 ok, 1 the layout (at the start, at the end or on the way) is ambiguous \
        or unsatisfiable (the log goes to standard error), 2 bad input (a bad --change, an unknown id, nothing to animate).

        Examples:
          plumb animate samples/purple-in-blue.yaml --change "window.width=300->100" \\
            --mode both -o purple.png
          plumb animate samples/book-s2.yaml --change "pin80.constant=80->120" \\
            --curve ease-out -o pin.apng
          plumb animate samples/checkbox-window.yaml -o collapse.png
        """
    )

    @Argument(help: "A scene file (YAML).")
    var scene: String

    @OptionGroup var animation: AnimationFlags

    @Option(name: .shortAndLong, help: ArgumentHelp("The film: .png, .svg or .pdf (a filmstrip) or .apng (an animated PNG).", valueName: "FILE"))
    var output: String?

    @OptionGroup var overlay: OverlayFlag<AnimateFlagHelp>

    @Option(help: ArgumentHelp("Frames across the filmstrip (default: as many as fit 1,400 points).", valueName: "N"))
    var columns: Int?

    @OptionGroup var jobs: JobsFlag<AnimateFlagHelp>

    @Flag(help: "Print the frames' measurements as JSON instead of the table.")
    var json = false

    @OptionGroup var overrides: SceneOverrides

    func validate() throws {
        if let columns, columns < 1 { throw ValidationError("--columns must be at least 1.") }
        try jobs.check()
        if let output, FilmOutput(path: output) == nil {
            throw ValidationError("Cannot tell the film's format from '\(output)': name a .png, .svg, .pdf or .apng file.")
        }
    }

    func run() throws {
        let parsedChanges = try animation.parsedChanges(command: "animate")
        let overlays = try overlay.overlays(fallback: [], prefix: "plumb animate: ")
        let parsed: ParsedSceneFile
        do {
            parsed = try SceneLoader.parse(contentsOf: scene, scene: overrides.scene)
        } catch {
            throw BadInput(error.description)
        }
        let job = SceneJob(file: scene, overrides: overrides, defaultScale: overlays.isEmpty ? nil : RenderCommand.overlayScale)
        guard let (loaded, outcome) = job.load(parsed) else { throw ExitCode(ExitStatus.badInput.rawValue) }
        let plan = try animation.requiredPlan(for: loaded, changes: parsedChanges, scene: scene, command: "animate")
        let (animations, end) = try animation.record(plan, on: loaded, command: "animate")
        let breaks = AnimationBreaks(loaded: loaded, animation: animations[0], end: end)
        if let log = breaks.log { Console.error(log) }
        let path = output ?? "out/\(((scene as NSString).lastPathComponent as NSString).deletingPathExtension).film.png"
        let film = Film(renderer: Renderer(scale: loaded.scene.scale, overlays: overlays, background: loaded.scene.background),
                        title: "\(loaded.scene.name): " + plan.changes.map(\.text).joined(separator: ", "),
                        subtitle: plan.subtitle, columns: columns)
        let copies = plan.copies(of: parsed, overrides: overrides, scale: loaded.scene.scale)
        let workers = jobs.count
        let kind = FilmOutput(path: path) ?? .png
        if kind == .png || kind == .apng {
            let used = kind == .png ? film.stripScale(of: animations) : film.animatedScale(of: animations)
            if used < loaded.scene.scale, used >= Film.minimumScale {
                let budget = kind == .png ? "the filmstrip within \(Int(Film.stripPixelBudget / 1e6)) megapixels"
                    : "each frame within \(Int(Film.framePixelBudget / 1e6)) megapixels"
                Console.error("plumb animate: note: drawn at scale \(formatPoints(used)) instead of \(formatPoints(loaded.scene.scale)), to keep \(budget) (\(animation.fewerFramesAdvice(loaded)), or make an .svg film, to draw it larger)")
            }
        }
        do {
            let bytes: [UInt8]
            switch kind {
            case .apng: bytes = try film.animatedPNG(of: animations, on: loaded.scene, workers: workers, copies: copies)
            case .png: bytes = try film.strip(of: animations, on: loaded.scene, format: .png, workers: workers, copies: copies)
            case .svg: bytes = try film.strip(of: animations, on: loaded.scene, format: .svg)
            case .pdf: bytes = try film.strip(of: animations, on: loaded.scene, format: .pdf)
            }
            try OutputPlan.createParent(of: path)
            try AtomicFile.write(bytes, to: path)
        } catch let error as RenderError where error.isFilmTooLarge {
            // Too many or too large frames: located at the file's animation: key when it set them.
            let message = "\(error.description); \(animation.fewerFramesAdvice(loaded)), or make the window smaller"
            throw BadInput(animation.timingIsFromFile(loaded) ? loaded.error(atSetting: "animation", message).description
                           : "plumb animate: error: \(scene): \(message)")
        } catch {
            throw BadInput(RenderFailure.text(for: error, in: loaded, writing: path, flags: overrides.canvasFlags))
        }
        let report = AnimationReport(loaded: loaded, plan: plan, animations: animations)
        Console.out(json ? report.json.text() : report.table + "\nwrote \(path)")
        if outcome.hasProblems || breaks.hasProblems { throw ExitCode(ExitStatus.problems.rawValue) }
    }
}

extension RenderError {
    /// True for ``RenderError/filmTooLarge(what:points:)``.
    var isFilmTooLarge: Bool {
        if case .filmTooLarge = self { return true }
        return false
    }
}
