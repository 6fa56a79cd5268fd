import Plumb
import Testing

/// What an animation does with changes the engine makes at once (activations, hidden views),
/// how a recorded frame is shown on the scene, fitted windows, right-to-left constants, and a
/// 100-view scene re-solved in place.
@Suite struct LayoutAnimationJumpTests {
    /// A 60 × 30 box pinned at 80 from the left, with a fallback at 50 (priority 750): seed 002's dual pin.
    static func dualPin() -> (Scene, View, LayoutConstraint, LayoutConstraint) {
        let box = View("box")
        box.intrinsicContentSizeOverride = Size(width: 60, height: 30)
        var pin: LayoutConstraint!, fallback: LayoutConstraint!
        let scene = Scene("pin", width: 300, height: 100) { root in
            box
            let low = (box.leadingAnchor == root.leadingAnchor + 50) ~ .defaultHigh
            fallback = low
            low
            let high = box.leadingAnchor == root.leadingAnchor + 80
            pin = high
            high
            box.topAnchor == root.topAnchor + 10
        }
        return (scene, box, pin, fallback)
    }

    @Test func aDeactivationJumpsAndTheFramesCloseItAlongTheCurve() {
        let (scene, box, pin, _) = Self.dualPin()
        let animation = scene.animate(duration: 0.4, curve: .linear, fps: 10) { pin.isActive = false }
        #expect(animation.frames.map { animation.frame(of: box, at: $0.index)!.minX } == [80, 72.5, 65, 57.5, 50])
        // The solved layout is at 50 from frame 1 on; the frames miss the fallback by what is left of the jump.
        #expect(animation.frames.map { $0.violations.first?.error ?? 0 } == [0, 22.5, 15, 7.5, 0])
        #expect(animation.frames[1].violations.first?.isRequired == false)
        #expect(animation.frames[0].isAfterChange == false && animation.frames[1].isAfterChange)
        #expect(animation.engineWork.additions == 0 && animation.engineWork.removals == 0)
    }

    @Test func anActivationInterpolatedMissesTheNewConstraintBetweenTheEnds() {
        let (scene, box, pin, _) = Self.dualPin()
        pin.isActive = false
        scene.layout()
        #expect(box.frame.minX == 50)
        let animation = scene.animate(duration: 0.4, curve: .linear, fps: 10, mode: .interpolated) { pin.isActive = true }
        #expect(animation.violatingFrames == [1, 2, 3])
        // The required pin at 80 misses by 30 × (1 − p).
        #expect(animation.frames.map { $0.requiredError } == [0, 22.5, 15, 7.5, 0])
        #expect(animation.frames[2].violations.map(\.name) == ["box.leading == root.leading + 80"])
        #expect(animation.maximumRequiredError == 22.5)
    }

    @Test func aStageShowsFramesAndPutsTheEndBack() {
        let (scene, box, pin, _) = Self.dualPin()
        let label = View("tag")
        scene.root.addSubview(label)
        let animation = scene.animate(duration: 0.4, curve: .linear, fps: 10) {
            pin.isActive = false
            label.isHidden = true
        }
        scene.withAnimationStage { stage in
            #expect(stage.show(animation.frames[0], of: animation))
            #expect(box.frame.minX == 80 && !label.isHidden && pin.isActive)
            #expect(stage.show(animation.frames[2], of: animation))
            #expect(box.frame.minX == 65 && label.isHidden && !pin.isActive)
        }
        scene.layout()
        #expect(box.frame.minX == 50 && label.isHidden && !pin.isActive)
    }

    @Test func aStageRefusesAnotherScenesFrames() {
        let (scene, box, _, _) = Self.dualPin()
        let (other, _, otherPin, _) = Self.dualPin()
        let animation = other.animate(duration: 0.4, curve: .linear, fps: 10) { otherPin.isActive = false }
        scene.layout()
        let before = box.frame
        scene.withAnimationStage { stage in
            #expect(!stage.show(animation.frames[0], of: animation))
            #expect(box.frame == before)
        }
    }

    @Test func aFittedWindowFollowsItsContent() {
        let box = View("box")
        var width: LayoutConstraint!
        let scene = Scene("fitted") { root in
            box
            box.edges == root.edges
            let w = box.widthAnchor == 100
            width = w
            w
            box.heightAnchor == 40
        }
        scene.layout()
        #expect(scene.root.frame.width == 100)
        let animation = scene.animate(duration: 0.2, curve: .linear, fps: 10) { width.constant = 200 }
        #expect(animation.startSize.width == 100 && animation.endSize.width == 200)
        #expect(animation.frames.map { $0.geometry.frames[0].width } == [100, 150, 200])
        #expect(scene.width == nil)
        scene.layout()
        #expect(scene.root.frame.width == 200)
    }

    @Test func rightToLeftConstantsAreMeasuredMirrored() {
        let box = View("box")
        var inset: LayoutConstraint!
        let scene = Scene("rtl", width: 200, height: 50, direction: .rightToLeft) { root in
            box
            let leading = box.leadingAnchor == root.leadingAnchor + 10
            inset = leading
            leading
            box.topAnchor == root.topAnchor
            box.widthAnchor == 40
            box.heightAnchor == 20
        }
        let animation = scene.animate(duration: 0.2, curve: .linear, fps: 10, mode: .interpolated) { inset.constant = 50 }
        // Leading is the right edge: 10 in from it, then 50.
        #expect(animation.frames.map { animation.frame(of: box, at: $0.index)!.maxX } == [190, 170, 150])
        #expect(animation.frames.allSatisfy { $0.requiredError < 1e-9 && $0.violations.isEmpty })
    }

    @Test func aBadDurationIsLoggedAndReplaced() {
        let (scene, _, pin, _) = Self.dualPin()
        let log = CollectingSink()
        let animation = LayoutLog.$sink.withValue(log) { scene.animate(duration: .nan, fps: 10) { pin.isActive = false } }
        #expect(animation.duration == 0.25 && animation.frames.count == 4)
        #expect(log.messages.map(\.text) == ["Invalid animation duration: nan is out of range (0...3600 seconds)."], "\(log.messages.map(\.text))")
    }

    /// A column of 100 views whose widths follow the window: every frame changes constants in
    /// place (the root's width, one constant a frame), never adds or removes a constraint.
    @Test func aHundredViewFrameIsAnIncrementalResolve() {
        var views: [View] = []
        let scene = Scene("column", width: 320, height: 2000) { root in
            var previous: View?
            for index in 0..<100 {
                let view = View("v\(index)")
                views.append(view)
                view
                view.leadingAnchor == root.leadingAnchor + 10
                view.trailingAnchor == root.trailingAnchor - 10
                view.heightAnchor == 12
                if let previous { view.topAnchor == previous.bottomAnchor + 4 } else { view.topAnchor == root.topAnchor }
                previous = view
            }
        }
        let animation = scene.animate(duration: 1, curve: .easeInOut, fps: 60) { scene.width = 200 }
        #expect(animation.frames.count == 61)
        #expect(animation.engineWork.additions == 0 && animation.engineWork.removals == 0)
        #expect(animation.engineWork.constantUpdates == 60)
        #expect(animation.maximumRequiredError < 1e-9 && animation.violatingFrames.isEmpty)
        #expect(animation.frame(of: views[99], at: 60) == Rect(x: 10, y: 1584, width: 180, height: 12))
    }
}
