import ArgumentParser
import Foundation
import PlumbInspect
import PlumbRender

/// `plumb inspect SCENE [-o PAGE.html] [--change CHANGE …] [--size WxH] [--direction ltr|rtl] [--scale N]`.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Writes an interactive inspector page for a scene: a view debugger in one HTML file.",
        discussion: """
        The page is self-contained (no network, open it from disk): the picture with zoom and \
        pan, the view outline with a search box, the selected view's frame, alignment rect, \
        margins, baselines and constraints drawn as I-beams, its constraints in UIKit's format \
        with file:line links (vscode://file/PATH:LINE:COL), constraintsAffectingLayout per axis, \
        ambiguity with the exercised alternative, conflicts, layer toggles, an exploded 3D view \
        and a summary of the problems. The default output is <scene name>.inspect.html in the \
        current directory; the file is written atomically.

        With --change (and --duration, --fps, --curve, --mode, as plumb animate takes them), or \
        when the scene file has an animation: key, the page gets a time scrubber under the \
        canvas: a slider over the frames (← → step it), play and pause (space) at the \
        animation's frame rate, the time and frame number, a switch between the constraints and \
        the interpolated film (--mode both), and what each frame misses, in red, or "holds" in \
        green. The selection's frame, alignment rect and constraints move with the frame. The \
        model describes the scene before the change; the page opens at frame 0.

        Exit status: 0 ok, 1 written but the layout (or the animation's end, or a frame on the \
        way) is ambiguous or unsatisfiable (the log goes to standard error), 2 bad input \
        (nothing is written).

        Examples:
          plumb inspect samples/chat-screen.yaml
          plumb inspect samples/planets-unsatisfiable.yaml -o planets.html
          plumb inspect samples/splash.yaml --size 568x320 --direction rtl
          plumb inspect samples/purple-in-blue.yaml --change "window.width=300->100" \\
            --mode both
        """
    )

    @Argument(help: "A scene file (YAML).")
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The page to write (default: <scene name>.inspect.html).", valueName: "PAGE.html"))
    var output: String?

    @Option(help: ArgumentHelp("When to list each view's constraintsAffectingLayout: auto (when the scene has at most 6,000 constraints and views, or 1,500 with ambiguous views), all, or none.", valueName: "auto|all|none"))
    var affecting: AffectingPolicy = .automatic

    @OptionGroup var animation: AnimationFlags

    @OptionGroup var overrides: SceneOverrides

    func run() throws {
        let changes = try animation.parsedChanges(command: "inspect")
        guard let (loaded, outcome) = SceneJob(file: scene, overrides: overrides).load() else {
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
        let plan = animation.isGiven || loaded.animation != nil
            ? try animation.requiredPlan(for: loaded, changes: changes, scene: scene, command: "inspect") : nil
        let path = output ?? Self.defaultPath(for: loaded.scene.name)
        var breaks = false
        do {
            var page = try InspectorPage(loaded: loaded, outcome: outcome, affecting: affecting)
            if let plan {
                let capture = AnimationCapture(scene: loaded.scene)
                let (animations, end) = try animation.record(plan, on: loaded, command: "inspect")
                let found = AnimationBreaks(loaded: loaded, animation: animations[0], end: end)
                if let log = found.log { Console.error(log) }
                breaks = found.hasProblems
                page.add(try capture.capture(animations, title: plan.changes.map(\.text).joined(separator: ", ")))
            }
            let html = try page.html()
            try OutputPlan.createParent(of: path)
            try AtomicFile.write(html, to: path)
        } catch let bad as BadInput {
            throw bad
        } catch let error as InspectorError {
            throw BadInput("plumb inspect: error: \(error.description)")
        } catch {
            throw BadInput(RenderFailure.text(for: error, in: loaded, writing: path, flags: overrides.canvasFlags))
        }
        if outcome.hasProblems || breaks { throw ExitCode(ExitStatus.problems.rawValue) }
    }

    /// `<scene name>.inspect.html`, a slash in the name made a dash.
    static func defaultPath(for name: String) -> String {
        name.replacingOccurrences(of: "/", with: "-") + ".inspect.html"
    }
}

extension AffectingPolicy: ExpressibleByArgument {}
