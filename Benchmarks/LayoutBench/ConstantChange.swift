import BenchSupport
import Plumb

/// The timed constant change: one row's top spacing gets a new constant (the engine sets it in
/// place in the solver), then `layoutIfNeeded()` moves every frame that depends on it.
@inline(never)
func changeConstant(_ scene: FormScene, to constant: Double) -> Double {
    let t0 = nowNanos()
    scene.changed.constant = constant
    scene.root.layoutIfNeeded()
    return millis(t0, nowNanos())
}

/// `count` timed changes on one scene whose changed spacing is now `base + Spacing.change`:
/// they alternate between `base` and `base + Spacing.change`, so each moves the rest of the
/// middle section and every section after it by `Spacing.change`. Stops early once `deadline`
/// (seconds since start) has passed; at least one change runs.
func constantChangeSamples(_ scene: FormScene, base: Double, count: Int, deadline: Double) -> [Double] {
    var samples: [Double] = []
    samples.reserveCapacity(count)
    for i in 0..<count {
        if i > 0 && elapsedSeconds() > deadline { break }
        samples.append(changeConstant(scene, to: i % 2 == 0 ? base : base + Spacing.change))
    }
    return samples
}

/// `count` timed changes of the middle row's label–field gap, alternating between 8 and 18,
/// ending back at 8. Stops early once `deadline` has passed.
func localChangeSamples(_ scene: FormScene, count: Int, deadline: Double) -> [Double] {
    let base = scene.localChanged.constant
    var samples: [Double] = []
    for i in 0..<max(count, 1) {
        if i > 0 && elapsedSeconds() > deadline { break }
        let t0 = nowNanos()
        scene.localChanged.constant = i % 2 == 0 ? base + Spacing.change : base
        scene.root.layoutIfNeeded()
        samples.append(millis(t0, nowNanos()))
    }
    scene.localChanged.constant = base
    scene.root.layoutIfNeeded()
    return samples
}
