import Plumb
import PlumbSamples
import PlumbTestSupport
import Testing

/// `Scene.animate`: constraint animations re-solve every frame; interpolated ones draw Core
/// Animation's straight lines and are measured against the layout of each moment.
@Suite struct LayoutAnimationTests {
    /// Seed 003's purple view inside blue (the sample): width 100 at 250, at least 20 of
    /// required padding each side, in a 300 × 100 window.
    static func purpleInBlue() -> (Scene, View) {
        let scene = Samples.named("purple-in-blue")!.make()
        return (scene, scene.view("purple")!)
    }

    @Test func aConstraintAnimationIsTheCorrectLayoutAtEveryFrame() {
        let (scene, purple) = Self.purpleInBlue()
        let animation = scene.animate(duration: 1, curve: .linear, fps: 10) { scene.width = 100 }
        #expect(animation.frames.count == 11)
        for frame in animation.frames {
            let width = 300 - 200 * frame.progress
            let expected = min(100, width - 40)
            let rect = animation.frame(of: purple, at: frame.index)!
            #expect(rect.width ≈ expected, "frame \(frame.index): \(rect)")
            #expect(frame.requiredError < 1e-6 && frame.violations.isEmpty, "frame \(frame.index)")
            #expect(frame.geometry.frames[0].width == width, "the window at frame \(frame.index)")
        }
        // Frames change constants in place: nothing added or removed.
        #expect(animation.engineWork.additions == 0 && animation.engineWork.removals == 0)
        #expect(animation.engineWork.constantUpdates >= 10)
        // The scene keeps the end.
        #expect(scene.root.frame.width == 100 && purple.frame.width == 60)
    }

    @Test func interpolatedFramesMissTheWeakWidthOnlyBetweenTheEnds() {
        let (scene, purple) = Self.purpleInBlue()
        let animation = scene.animate(duration: 1, curve: .linear, fps: 10, mode: .interpolated) { scene.width = 100 }
        #expect(animation.mode == .interpolated)
        #expect(animation.violatingFrames == Array(1...9))
        for frame in animation.frames {
            let p = frame.progress
            // Straight lines from (100, 100 wide) to (20, 60 wide).
            let rect = animation.frame(of: purple, at: frame.index)!
            #expect(isClose(rect.minX, 100 - 80 * p, within: 1e-6) && isClose(rect.width, 100 - 40 * p, within: 1e-6))
            // The weak width misses by 40p where the solved layout misses by max(0, 200p − 160).
            let excess = 40 * p - max(0, 200 * p - 160)
            if excess > 1e-3 {
                #expect(frame.violations.count == 1)
                #expect(frame.violations.first.map { abs($0.error - excess) < 1e-6 && !$0.isRequired } == true,
                        "frame \(frame.index): \(frame.violations)")
            }
            // Straight lines between two solutions keep every required constraint.
            #expect(frame.requiredError < 1e-6)
        }
        #expect(animation.frames[5].violations.first?.name == "purple.width == 100 @250")
    }

    @Test func aConstantStepsAlongTheCurve() {
        let button = View("button")
        button.intrinsicContentSizeOverride = Size(width: 60, height: 30)
        var pin: LayoutConstraint!
        let scene = Scene("pin", width: 300, height: 100) { root in
            button
            let leading = button.leadingAnchor == root.leadingAnchor + 80
            pin = leading
            leading
            button.topAnchor == root.topAnchor + 10
        }
        let animation = scene.animate(duration: 0.5, curve: .easeIn, fps: 10) { pin.constant = 0 }
        #expect(animation.frames.map(\.index) == Array(0...5))
        for frame in animation.frames {
            let x = 80 - 80 * AnimationCurve.easeIn.progress(at: Double(frame.index) / 5)
            #expect(animation.frame(of: button, at: frame.index)!.minX ≈ x, "frame \(frame.index)")
            #expect(isClose(frame.time, 0.1 * Double(frame.index), within: 1e-9))
            #expect(frame.violations.isEmpty && frame.requiredError < 1e-6)
        }
        #expect(animation.engineWork.additions == 0)
    }
}
