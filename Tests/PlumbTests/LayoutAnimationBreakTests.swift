import Plumb
import Testing

/// `Scene.animate` when a moment's required constraints can't all hold: the frames before it
/// hold, the frames from it on list the constraint the engine broke, and the scene keeps the end.
@Suite struct LayoutAnimationBreakTests {
    @Test func framesPastTheConflictListTheBrokenConstraint() {
        let bar = View("bar")
        var grow: LayoutConstraint!
        let scene = Scene("grow", width: 300, height: 60) { root in
            bar
            bar.leadingAnchor == root.leadingAnchor + 10
            bar.topAnchor == root.topAnchor + 10
            bar.heightAnchor == 20
            let width = bar.widthAnchor == 100
            width.identifier = "grow"
            grow = width
            width
            bar.widthAnchor <= 200
        }
        scene.layout()
        let sink = CollectingSink()
        let animation = LayoutLog.$sink.withValue(sink) {
            scene.animate(duration: 1, curve: .linear, fps: 10) { grow.constant = 300 }
        }
        // 100 + 200 × progress passes 200 after frame 5; each frame tries 'grow' again.
        #expect(animation.frames.map { animation.frame(of: bar, at: $0.index)!.width } == [100, 120, 140, 160, 180, 200, 200, 200, 200, 200, 200])
        #expect(animation.frames.map(\.brokenConstraints) == Array(repeating: [], count: 6) + Array(repeating: ["grow"], count: 5))
        #expect(animation.breakingFrames == [6, 7, 8, 9, 10])
        #expect(animation.brokenConstraints(at: 7).map { $0 === grow } == [true])
        #expect(animation.frames[5].hasProblems == false && animation.frames[6].hasProblems)
        // The end's conflict is logged once (the frames on the way don't log it again).
        #expect(sink.errors.count == 1)
        #expect(grow.isBroken && bar.frame.width == 200)
    }
}
