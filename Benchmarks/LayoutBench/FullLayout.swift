import BenchSupport
import Plumb

/// How the full layout builds the form.
enum Variant: String {
    /// The target's definition: build the whole tree, activate every constraint, then the first
    /// `layoutIfNeeded()` creates the engine, which hands every constraint to the solver at once.
    case standard
    /// A diagnostic: the root is laid out first (so its engine exists), then each section joins
    /// the live tree (the engine adds its views' generated constraints, one batch per section),
    /// then every constraint is activated (one batch) and `layoutIfNeeded()` runs.
    case live
}

/// One full layout's times, in ms.
struct FullLayoutTimes {
    /// Making every view and adding it to its parent (live: also the root's first layout and the
    /// engine taking in each section's views).
    var tree = 0.0
    /// Making every constraint and activating them (one `activate` call).
    var activate = 0.0
    /// `layoutIfNeeded()` (standard: engine creation, the solve and the layout pass).
    var layout = 0.0
    var full: Double { tree + activate + layout }
}

/// The timed full layout. The scene is returned so that it is destroyed outside the timed region.
@inline(never)
func fullLayout(_ shape: FormShape, _ variant: Variant) -> (FormScene, FullLayoutTimes) {
    let t0 = nowNanos()
    let scene = FormScene(shape: shape, attachSections: variant == .standard)
    if variant == .live {
        scene.root.layoutIfNeeded()
        for section in scene.sections { scene.root.addSubview(section) }
    }
    let t1 = nowNanos()
    scene.activateConstraints()
    let t2 = nowNanos()
    scene.root.layoutIfNeeded()
    let t3 = nowNanos()
    return (scene, FullLayoutTimes(tree: millis(t0, t1), activate: millis(t1, t2), layout: millis(t2, t3)))
}

/// The standard full layout with the first `layoutIfNeeded()` split in two: creating the
/// engine (`updateConstraintsIfNeeded()`: every item registered, its generated constraints
/// made, every constraint handed to the solver, which solves) and the layout pass proper
/// (frames read from the engine and set, labels checked for re-measuring).
@inline(never)
func fullLayoutPhases(_ shape: FormShape) -> (FormScene, [(String, Double)]) {
    let t0 = nowNanos()
    let scene = FormScene(shape: shape)
    let t1 = nowNanos()
    scene.activateConstraints()
    let t2 = nowNanos()
    scene.root.updateConstraintsIfNeeded()
    let t3 = nowNanos()
    scene.root.layoutIfNeeded()
    let t4 = nowNanos()
    return (scene, [("tree_ms", millis(t0, t1)), ("activate_ms", millis(t1, t2)),
                    ("engine_ms", millis(t2, t3)), ("pass_ms", millis(t3, t4)), ("full_ms", millis(t0, t4))])
}
