import Plumb
import Yams

/// How a film shows an animation: one of the two modes, or both side by side.
public enum FilmMode: String, Sendable, Hashable, CaseIterable {
    /// Constraint animation: the engine re-solves every frame.
    case constraints
    /// Core Animation's interpolation between the start and the end.
    case interpolated
    /// The two side by side, with what each interpolated frame misses drawn in red.
    case both
}

/// A scene file's `animation:` key: the change to animate and how, which `plumb animate` uses
/// when its command line leaves it out.
///
/// ```yaml
/// animation:
///   duration: 1        # seconds (default 0.5)
///   fps: 10            # frames per second (default 30)
///   curve: linear      # linear | easeIn | easeOut | easeInOut (default)
///   mode: both         # constraints (default) | interpolated | both
///   changes:
///     - window.width=300->100
/// ```
public struct SceneAnimation: Sendable, Hashable {
    /// The default length, in seconds.
    public static let defaultDuration = 0.5
    /// The default frame rate.
    public static let defaultFPS = 30.0

    /// Seconds.
    public var duration = SceneAnimation.defaultDuration
    /// Frames per second.
    public var fps = SceneAnimation.defaultFPS
    /// The timing curve (UIKit's default for `UIView.animate`: ease in, ease out).
    public var curve = AnimationCurve.easeInOut
    /// How the film shows it.
    public var mode = FilmMode.constraints
    /// The changes, in order.
    public var changes: [AnimationChange] = []

    /// The defaults, with no changes.
    public init() {}

    /// Reads the key; every change is parsed, and checked against the scene's ids by `check`.
    init(_ node: Node, reader: YAMLReader, check: (AnimationChange) throws(AnimationChangeError) -> Void) throws(SceneError) {
        let fields = try reader.fields(of: node, allowed: ["duration", "fps", "curve", "mode", "changes"], what: "the animation")
        if let node = fields["duration"]?.value {
            duration = try reader.number(node, "a duration in seconds")
            guard duration >= 0, duration <= 3600 else { throw reader.source.error(at: node, "the duration must be from 0 to 3600 seconds") }
        }
        if let node = fields["fps"]?.value {
            fps = try reader.number(node, "a frame rate")
            guard fps >= 1, fps <= 240 else { throw reader.source.error(at: node, "the frame rate must be from 1 to 240 frames per second") }
        }
        if let node = fields["curve"]?.value {
            curve = try reader.choice(node, "curve", ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut])
        }
        if let node = fields["mode"]?.value {
            mode = try reader.choice(node, "mode", ["constraints": .constraints, "interpolated": .interpolated, "both": .both])
        }
        for node in try fields["changes"].map({ field throws(SceneError) in try reader.list(field.value, of: "changes") }) ?? [] {
            let text = try reader.string(node, "a change (ID.constant=A->B, window.width=A->B, ID.hidden=true, …)")
            do {
                let change = try AnimationChange(parsing: text)
                try check(change)
                changes.append(change)
            } catch {
                throw reader.source.error(at: node, offset: error.offset, error.message)
            }
        }
    }
}
