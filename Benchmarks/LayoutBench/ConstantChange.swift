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
