import PlumbTestScenes
import BenchSupport

/// Times `phase` through the public API. Each run builds a fresh scene (the build is the
/// timed sample for `build`), then makes the phase's changes, each timed with every frame
/// read after it. Nothing is recorded meanwhile.
func measureAPI(_ workload: Workload, n: Int, phase: Phase, runs: Int, budget: Double, check: Bool) {
    let context = Context(solver: "plumb-api", workload: workload, n: n, views: workload.make(n: n).viewCount)
    measure(context, runs: runs, budget: budget) { run in
        if run == 0 { emitPhaseStart(context, Phase.build.rawValue) }
        var scene: ShapeScene!
        let buildMs = timed { scene = buildScene(workload, n: n) }
        if phase == .build {
            if check && run == 0 { emitCheck(context, phase.rawValue, steps: 1, scene.readFrames()) }
            return [(phase.rawValue, [buildMs])]
        }
        if run == 0 { emitPhaseStart(context, phase.rawValue) }
        var samples: [Double] = []
        for step in 0..<phase.steps(in: scene) where step == 0 || withinBudget() {
            samples.append(timed {
                phase.apply(scene, step: step)
                sink += scene.readFrames()
            })
        }
        if check && run == 0 { emitCheck(context, phase.rawValue, steps: samples.count, scene.readFrames()) }
        return [(phase.rawValue, samples)]
    }
}
