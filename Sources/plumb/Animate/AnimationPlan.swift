import Plumb
import PlumbRender
import PlumbScene

/// What `plumb animate` animates and how: the flags over the scene file's `animation:` key.
struct AnimationPlan: Sendable {
    let spec: SceneAnimation

    /// The frames the animation has: `duration × fps` steps (at least one) and frame 0.
    var frameCount: Int { max(1, Int((spec.duration * spec.fps).rounded())) + 1 }

    /// The changes, in order.
    var changes: [AnimationChange] { spec.changes }

    /// Records the animation on a loaded scene: one recording for a mode, two (the constraint
    /// animation and its interpolated twin) for `both`.
    func record(on loaded: LoadedScene) throws(AnimationChangeError) -> [LayoutAnimation] {
        let recorded = try loaded.animate(changes, duration: spec.duration, curve: spec.curve, fps: spec.fps,
                                          mode: spec.mode == .interpolated ? .interpolated : .constraints)
        return spec.mode == .both ? [recorded, recorded.interpolated()] : [recorded]
    }

    /// The film's second line: `1 s, linear, 10 fps · constraints: re-solved every frame`.
    var subtitle: String {
        let timing = "\(formatPoints(spec.duration)) s, \(spec.curve.spelled), \(formatPoints(spec.fps)) fps"
        switch spec.mode {
        case .constraints: return timing + " · constraints: every frame re-solved"
        case .interpolated: return timing + " · interpolated: straight lines from the start to the end, as Core Animation draws them"
        case .both: return timing + " · left: constraints re-solved every frame · right: Core Animation's interpolation · red: what a frame misses"
        }
    }

    /// Builds, on each worker, a copy of the scene with the same animation recorded on it.
    func copies(of parsed: ParsedSceneFile, overrides: SceneOverrides, scale: Double) -> @Sendable () -> (Scene, [LayoutAnimation])? {
        let plan = self
        return {
            guard let loaded = try? parsed.load(environment: overrides.environment, services: .rendering) else { return nil }
            overrides.apply(to: loaded.scene)
            loaded.scene.scale = scale
            loaded.layout()
            guard let animations = try? plan.record(on: loaded) else { return nil }
            return (loaded.scene, animations)
        }
    }
}
