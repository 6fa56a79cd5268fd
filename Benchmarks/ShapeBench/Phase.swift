import PlumbTestScenes
import BenchSupport

/// A benchmark phase (Benchmarks/README.md, *Phases*). Every phase but `build` starts from a
/// freshly built scene and makes `steps` changes, each timed on its own.
enum Phase: String, CaseIterable {
    case build, edit, intrinsic, resize, remove, move

    /// The timed changes one run makes: 20 back-and-forth edits; one removal or move, or 20
    /// where the shape repeats them (Apple's Moving Tree and Hierarchy Removal).
    func steps(in scene: ShapeScene) -> Int {
        switch self {
        case .build: 0
        case .edit, .intrinsic, .resize: 20
        case .remove: scene.removeSteps
        case .move: scene.moveSteps
        }
    }

    /// Makes change number `step` (the edits alternate +, −, so the scene ends where it
    /// started) and lays out.
    func apply(_ scene: ShapeScene, step: Int) {
        let sign: Double = step % 2 == 0 ? 1 : -1
        switch self {
        case .build: break
        case .edit: scene.editConstant(sign: sign)
        case .intrinsic: scene.editIntrinsic(sign: sign)
        case .resize: scene.resizeWindow(sign: sign)
        case .remove: scene.removeHalfAndLayOut()
        case .move: scene.moveAndLayOut()
        }
    }
}

/// Makes the shape, activates its constraints, lays out and reads every frame: the build.
func buildScene(_ workload: Workload, n: Int) -> ShapeScene {
    let scene = workload.make(n: n)
    scene.activateAndLayOut()
    sink += scene.readFrames()
    return scene
}
