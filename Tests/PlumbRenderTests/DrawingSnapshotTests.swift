import Plumb
import PlumbRender
import Testing

/// Drawing snapshots: a recorded animation frame drawn after the stage that showed it has ended,
/// byte for byte what the same layout draws live, and a snapshot that stays as it was when the
/// tree changes.
@Suite struct DrawingSnapshotTests {
    /// A 200 × 80 window with a 60 × 40 box pinned `left` points from its left edge.
    static func scene(left: Double) -> (Scene, LayoutConstraint) {
        let box = View("box")
        box.backgroundColor = .systemBlue
        var pin: LayoutConstraint!
        let scene = Scene("box", width: 200, height: 80) { root in
            box
            let leading = box.leadingAnchor == root.leadingAnchor + left
            pin = leading
            leading
            box.topAnchor == root.topAnchor + 20
            box.widthAnchor == 60
            box.heightAnchor == 40
        }
        return (scene, pin)
    }

    @Test(arguments: [RenderFormat.svg, .png])
    func aFrameDrawnAfterTheStageEndsIsTheLayoutOfItsMoment(format: RenderFormat) throws {
        let renderer = Renderer(scale: 2, overlays: [.frames, .constraints])
        let (scene, pin) = Self.scene(left: 20)
        scene.layout()
        let animation = scene.animate(duration: 0.4, curve: .linear, fps: 10) { pin.constant = 100 }
        let snapshots = try scene.withAnimationStage { stage in
            try animation.frames.map { try renderer.snapshot(of: $0, of: animation, on: stage, format: format) }
        }
        // The stage has ended: the scene is back at the end, where the box is 100 from the left.
        scene.layout()
        #expect(scene.root.subviews[0].frame.minX == 100)
        // Frame 2 of the linear animation is halfway: the box 60 from the left, its pin at 60.
        let (halfway, _) = Self.scene(left: 60)
        #expect(try renderer.data(of: snapshots[2]) == renderer.data(of: halfway.root, format: format))
        let (start, _) = Self.scene(left: 20)
        #expect(try renderer.data(of: snapshots[0]) == renderer.data(of: start.root, format: format))
        #expect(try renderer.data(of: snapshots[0]) != renderer.data(of: snapshots[4]))
    }

    @Test func aSnapshotKeepsTheTreeAsItWasWhenItWasMade() throws {
        let renderer = Renderer()
        let (scene, pin) = Self.scene(left: 20)
        let snapshot = try renderer.snapshot(of: scene.root, format: .svg)
        let before = try renderer.data(of: scene.root, format: .svg)
        pin.constant = 120
        scene.layout()
        #expect(try renderer.data(of: snapshot) == before)
        #expect(try renderer.data(of: scene.root, format: .svg) != before)
        #expect(snapshot.rootSize == Size(width: 200, height: 80) && snapshot.size == snapshot.layoutArea)
    }
}
