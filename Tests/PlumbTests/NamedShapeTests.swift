import PlumbTestSupport
import Testing
import Plumb
import PlumbTestScenes

/// Issue 29's named shapes and Apple's two workloads (Benchmarks/README.md): each has one
/// optimum (no view undetermined) after the build and after each phase's changes, and lays out
/// the frames its definition says. The benchmarks compare Plumb with kiwi on them, which only
/// means something where the optimum is unique.
@Suite(.tags(.slow)) struct NamedShapeTests {
    static let shapes = Shape.named + Shape.apple

    static func built(_ shape: Shape, _ n: Int) -> ShapeScene {
        let scene = shape.make(n: n)
        scene.activateAndLayOut()
        return scene
    }

    @Test(arguments: shapes, [100, 1_000])
    func everyViewIsDetermined(_ shape: Shape, _ n: Int) {
        let scene = Self.built(shape, n)
        #expect(scene.viewCount > n * 9 / 10 && scene.viewCount <= n, "\(shape): \(scene.viewCount) views for N = \(n)")
        let ambiguous = scene.root.ambiguousItemsInSubtree().map { $0.item.identifier ?? "?" }
        #expect(ambiguous.isEmpty, "\(shape) N=\(n): ambiguous \(ambiguous.prefix(5))")
        if n == 100 {
            // The per-view question UIKit asks, for every view.
            #expect(!scene.views.contains { $0.hasAmbiguousLayout })
        }
    }

    /// Every phase's changes (all of a repeating phase's steps) keep the layout determined.
    @Test(arguments: shapes)
    func everyPhaseKeepsEveryViewDetermined(_ shape: Shape) {
        let changes: [(String, (ShapeScene) -> Void)] = [
            ("edit", { $0.editConstant(sign: 1) }), ("intrinsic", { $0.editIntrinsic(sign: 1) }),
            ("resize", { $0.resizeWindow(sign: 1) }),
            ("remove", { scene in for _ in 0..<scene.removeSteps { scene.removeHalfAndLayOut() } }),
            ("move", { scene in for _ in 0..<scene.moveSteps { scene.moveAndLayOut() } }),
        ]
        for (phase, change) in changes {
            let scene = Self.built(shape, 100)
            change(scene)
            let ambiguous = scene.root.ambiguousItemsInSubtree().map { $0.item.identifier ?? "?" }
            #expect(ambiguous.isEmpty, "\(shape) after \(phase): ambiguous \(ambiguous.prefix(5))")
        }
    }
}
