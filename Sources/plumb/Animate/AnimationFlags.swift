import ArgumentParser
import Plumb
import PlumbScene

/// The flags that say what to animate and how: `--change` (repeated), `--duration`, `--fps`,
/// `--curve` and `--mode`, over the scene file's `animation:` key.
struct AnimationFlags: ParsableArguments {
    @Option(name: .customLong("change"), help: ArgumentHelp("A change to animate (repeat for several): ID.constant=A->B, window.width=A->B, window.height=A->B, ID.active=BOOL, ID.hidden=BOOL, ID.checked=BOOL.", valueName: "CHANGE"))
    var changes: [String] = []

    @Option(help: ArgumentHelp("Seconds (default 0.5, or the file's).", valueName: "SECONDS"))
    var duration: Double?

    @Option(help: ArgumentHelp("Frames per second (default 30, or the file's).", valueName: "N"))
    var fps: Double?

    @Option(help: ArgumentHelp("The timing curve (default ease-in-out, or the file's).", valueName: "linear|ease-in|ease-out|ease-in-out"))
    var curve: AnimationCurve?

    @Option(help: ArgumentHelp("Re-solve every frame, interpolate from the start to the end, or both side by side (default constraints, or the file's).", valueName: "constraints|interpolated|both"))
    var mode: FilmMode?

    func validate() throws {
        if let duration, !(duration >= 0 && duration <= 3600) { throw ValidationError("--duration must be from 0 to 3600 seconds.") }
        if let fps, !(fps >= 1 && fps <= 240) { throw ValidationError("--fps must be from 1 to 240.") }
    }

    /// True when any flag asks for an animation.
    var isGiven: Bool { !changes.isEmpty || duration != nil || fps != nil || curve != nil || mode != nil }

    /// The `--change` flags, parsed; a bad one is bad input, its error with a caret.
    func parsedChanges(command: String) throws -> [AnimationChange] {
        var parsed: [AnimationChange] = []
        for text in changes {
            do {
                parsed.append(try AnimationChange(parsing: text))
            } catch {
                throw BadInput("plumb \(command): error: --change \(error.description)")
            }
        }
        return parsed
    }

    /// The flags over the file's `animation:` key over the defaults; nil when neither gives a
    /// change.
    func plan(for loaded: LoadedScene, changes: [AnimationChange]) -> AnimationPlan? {
        var spec = loaded.animation ?? SceneAnimation()
        if !changes.isEmpty { spec.changes = changes }
        if let duration { spec.duration = duration }
        if let fps { spec.fps = fps }
        if let curve { spec.curve = curve }
        if let mode { spec.mode = mode }
        return spec.changes.isEmpty ? nil : AnimationPlan(spec: spec)
    }

    /// ``plan(for:changes:)``, or, when neither the flags nor the file give a change, the error
    /// that says how to give one (exit 2).
    func requiredPlan(for loaded: LoadedScene, changes: [AnimationChange], scene: String, command: String) throws -> AnimationPlan {
        guard let plan = plan(for: loaded, changes: changes) else {
            throw BadInput("plumb \(command): error: \(scene): nothing to animate: give --change \"ID.constant=A->B\" (or window.width=A->B, ID.active=false, ID.hidden=true), or an animation: key in the scene file")
        }
        let frames = plan.frameCount
        guard frames <= Self.maximumFrames else {
            let problem = "\(formatPoints(plan.spec.duration)) s at \(formatPoints(plan.spec.fps)) fps is \(frames) frames; a film has at most \(Self.maximumFrames)"
            throw BadInput(timingIsFromFile(loaded)
                ? loaded.error(atSetting: "animation", problem + " (lower the animation's fps or duration)").description
                : "plumb \(command): error: \(scene): \(problem) (lower --fps or --duration)")
        }
        return plan
    }

    /// True when the scene file's `animation:` key, not a flag, sets both the duration and the
    /// frame rate: errors about the number or the size of frames then point at the key, and
    /// advise changing it, not flags the user never gave.
    func timingIsFromFile(_ loaded: LoadedScene) -> Bool {
        loaded.animation != nil && duration == nil && fps == nil
    }

    /// How to ask for fewer or smaller frames: with the flags, or in the file's `animation:` key.
    func fewerFramesAdvice(_ loaded: LoadedScene) -> String {
        timingIsFromFile(loaded) ? "lower the animation's fps or duration in the scene file" : "lower --fps or --duration"
    }

    /// The most frames a film or an inspector page holds.
    static let maximumFrames = 1000

    /// Records the plan on the loaded scene, with what the end's layout went wrong with: its
    /// conflicts (logged at their constraints, `file:line:col`) and its ambiguous views. A change
    /// that doesn't fit the scene is bad input, its error with a caret (at the file's
    /// `animation:` key when the change is the file's).
    func record(_ plan: AnimationPlan, on loaded: LoadedScene, command: String) throws -> (animations: [LayoutAnimation], end: LayoutOutcome) {
        do {
            let (animations, end) = try loaded.outcome { () throws(AnimationChangeError) in try plan.record(on: loaded) }
            return (animations, end)
        } catch {
            throw BadInput(changes.isEmpty ? loaded.error(atSetting: "animation", "\"\(error.text)\": \(error.message)").description
                                           : "plumb \(command): error: --change \(error.description)")
        }
    }
}
