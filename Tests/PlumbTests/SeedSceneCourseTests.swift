import Testing
@testable import Plumb
import PlumbSamples

// Scenes from seed 001, the course "iOS Auto Layout: Fundamentals", as the built-in samples
// build them. Every expected frame is worked out by hand in the comments. Frames are snapped to
// whole points (scale 1): each edge is rounded to the nearest point, halves away from zero.

@Suite struct SeedSceneCourseTests {
    // MARK: Blue/green

    @Test func blueGreenConstraintIsALinearEquation() throws {
        // Sample `blue-green`: root 375×667 (an iPhone 6 portrait). Green: top 0, leading 0,
        // trailing 0, height 300. Blue: leading 0, trailing 0, bottom 0, and the constraint
        // `blueTop`: blue.top == 1 × green.bottom + 266.
        let scene = sampleScene("blue-green")
        let green = try #require(scene.view("green")), blue = try #require(scene.view("blue"))
        let gap = try #require(scene.constraint("blueTop"))
        scene.layout()
        // Green (0 0; 375 300). Blue top = 300 + 266 = 566, bottom 667 → height 667 − 566 = 101.
        #expect(green.frame == rect(0, 0, 375, 300))
        #expect(blue.frame == rect(0, 566, 375, 101))

        // Constant 266 → 100, in place: the engine moves at once, the frame at the next layout pass.
        gap.constant = 100
        #expect(blue.engineFrame == rect(0, 400, 375, 267))
        #expect(blue.frame == rect(0, 566, 375, 101))
        scene.root.layoutIfNeeded()
        // Blue top = 300 + 100 = 400, height 667 − 400 = 267; green does not move.
        #expect(blue.frame == rect(0, 400, 375, 267))
        #expect(green.frame == rect(0, 0, 375, 300))

        // Multiplier 2 with constant 50: a multiplier can't change in place, so replace the constraint.
        let doubled = try LayoutConstraint(item: blue, attribute: .top, relatedBy: .equal,
                                           toItem: green, attribute: .bottom, multiplier: 2, constant: 50)
        LayoutConstraint.deactivate([gap])
        LayoutConstraint.activate([doubled])
        scene.root.layoutIfNeeded()
        // Blue top = 2 × 300 + 50 = 650, height 667 − 650 = 17.
        #expect(!gap.isActive)
        #expect(blue.frame == rect(0, 650, 375, 17))
        #expect(green.frame == rect(0, 0, 375, 300))
    }

    // MARK: Venn diagram

    /// Sample `venn-balanced`, its `VennDiagram` starting balanced; the three buttons' weights
    /// are set by hand. Root 414×736 (an iPhone 6 Plus): the container is then an even 374 wide and the three
    /// buttons a whole 138 each.
    ///
    /// Reading of the seed: the left circle is pinned top/leading/bottom to the container
    /// (constant L), the right circle top/trailing/bottom (constant R), right.leading ==
    /// left.trailing − 40, and both are square. The container: top 20, leading ≥ 20, trailing
    /// ≥ 20, leading == 20 at 999 ("lower this a little bit"), width ≥ 240, centred; its bottom
    /// constraint was deleted, so its height comes from the circles. Buttons: 44 high, pinned
    /// to the bottom and sides (0), tops and bottoms aligned, equal widths, and the left one ≥ 8
    /// below the container.
    ///
    /// Container width C = 414 − 2 × 20 = 374. With circle sizes a (left) and b (right) and
    /// container height H: a = H − 2L, b = H − 2R, and L + a − 40 + b + R = C, so
    /// H = (C + L + R + 40) / 2.
    /// - balanced (20/20): H = (374 + 80) / 2 = 227, a = b = 187, right.x = 20 + 187 − 40 = 167.
    /// - left (20/40): H = (374 + 100) / 2 = 237, a = 197, b = 157, right.x = 20 + 197 − 40 = 177.
    /// - right (40/20): H = 237, a = 157, b = 197, right.x = 40 + 157 − 40 = 157.
    @Test func vennDiagramWeightsSetConstantsInUpdateConstraints() throws {
        let scene = sampleScene("venn-balanced")
        let diagram = try #require(scene.view("vennDiagram") as? VennDiagram)
        let left = try #require(scene.view("left")), balanced = try #require(scene.view("balanced"))
        let right = try #require(scene.view("right"))
        scene.layout()
        #expect(diagram.updateCount == 1)
        #expect(diagram.frame == rect(20, 20, 374, 227))
        #expect(diagram.leftCircle.frame == rect(20, 20, 187, 187))
        #expect(diagram.rightCircle.frame == rect(167, 20, 187, 187))
        // Buttons: 414 / 3 = 138 wide, 44 high at 736 − 44 = 692.
        #expect(left.frame == rect(0, 692, 138, 44))
        #expect(balanced.frame == rect(138, 692, 138, 44))
        #expect(right.frame == rect(276, 692, 138, 44))

        // Left: nothing moves until the update-constraints pass runs.
        diagram.weight = .left
        #expect(diagram.needsUpdateConstraints)
        #expect(diagram.leftCircle.engineFrame == rect(20, 20, 187, 187))
        scene.root.layoutIfNeeded()
        #expect(diagram.updateCount == 2)
        #expect(diagram.frame == rect(20, 20, 374, 237))
        #expect(diagram.leftCircle.frame == rect(20, 20, 197, 197))
        // Right circle: y = 40, 157 square; its trailing 177 + 157 = 334 = 374 − 40.
        #expect(diagram.rightCircle.frame == rect(177, 40, 157, 157))

        diagram.weight = .right
        scene.root.layoutIfNeeded()
        #expect(diagram.updateCount == 3)
        #expect(diagram.frame == rect(20, 20, 374, 237))
        // Left circle: 40 from top and leading, 157 square; its bottom 40 + 157 = 197 = 237 − 40.
        #expect(diagram.leftCircle.frame == rect(40, 40, 157, 157))
        #expect(diagram.rightCircle.frame == rect(157, 20, 197, 197))

        diagram.weight = .balanced
        scene.root.layoutIfNeeded()
        #expect(diagram.updateCount == 4)
        #expect(diagram.frame == rect(20, 20, 374, 227))
        #expect(diagram.leftCircle.frame == rect(20, 20, 187, 187))
        #expect(diagram.rightCircle.frame == rect(167, 20, 187, 187))
        // The buttons never moved.
        #expect(left.frame == rect(0, 692, 138, 44))
        #expect(right.frame == rect(276, 692, 138, 44))
    }
}
