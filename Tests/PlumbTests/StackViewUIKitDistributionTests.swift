import Testing
@testable import Plumb

/// Where UIKit's stack constraints decide the numbers, rather than the documentation's prose:
/// the equal gaps of `equalSpacing` and `equalCentering` at 149, below hugging (250) and
/// compression resistance (750), and `fillProportionally`'s fractions of the stack's length at
/// 999, 998, 997 that leave the spacing out. Every frame below is worked out by hand from those
/// constraints; the boxes are 40×20, 60×30 and 80×10 unless said otherwise.
@Suite struct StackViewUIKitDistributionTests {
    /// Lays `stack` out pinned in a `width` × 100 scene; keep the scene while reading frames.
    private func laidOut(_ stack: StackView, _ width: Double, _ distribution: StackView.Distribution) -> Scene {
        stack.distribution = distribution
        let scene = pinnedStackScene(stack, width, 100)
        scene.layout()
        return scene
    }

    /// Equal centring where the views fit but equal centres would overlap them: boxes 150, 100
    /// and 10 wide in 300 with spacing 10. Equal centres put b's at (75 + 295) / 2 = 185, its
    /// leading edge at 135, inside a (which ends at 150). The minimum spacing is required, the
    /// equal gaps give way: b sits as near as it may, at 160…260, and nobody shrinks.
    @Test func equalCentringGivesUpEqualGapsBeforeShrinkingAView() {
        let a = StackBox("a", 150, 20), b = StackBox("b", 100, 20), c = StackBox("c", 10, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let scene = laidOut(stack, 300, .equalCentering)
        defer { withExtendedLifetime(scene) {} }
        #expect([a.frame.minX, a.frame.width, b.frame.minX, b.frame.width, c.frame.minX, c.frame.width]
                == [0, 150, 160, 100, 290, 10])
    }

    /// Equal spacing with a custom spacing of 100 after a: three 50-wide boxes in 300 leave
    /// 150 for two gaps; equal gaps (75 each) would break the required 100, equal gaps of 100
    /// would need 350. UIKit keeps the sizes: gaps 100 and 50.
    @Test func equalSpacingKeepsSizesWhenACustomSpacingRulesOutEqualGaps() {
        let a = StackBox("a", 50, 20), b = StackBox("b", 50, 20), c = StackBox("c", 50, 20)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.setCustomSpacing(100, after: a)
        let scene = laidOut(stack, 300, .equalSpacing)
        defer { withExtendedLifetime(scene) {} }
        #expect([a.frame.minX, b.frame.minX, c.frame.minX] == [0, 150, 250])
        #expect([a.frame.width, b.frame.width, c.frame.width] == [50, 50, 50])
        #expect(stack.spacerGuides.map(\.layoutFrame.width) == [100, 50])
    }

    /// Without spacing the fractions add up to 1 and every view gets its share: 40 : 60 : 80 of
    /// 360 is 80, 120, 160.
    @Test func fillProportionallyWithoutSpacingIsExact() {
        let (a, b, c, stack) = threeBoxStack(spacing: 0)
        let scene = laidOut(stack, 360, .fillProportionally)
        defer { withExtendedLifetime(scene) {} }
        #expect([a.frame.width, b.frame.width, c.frame.width] == [80, 120, 160])
    }

    /// The quirk with spacing 20 in 400: fractions 40/220, 60/220, 80/220 of 400 are 72.727,
    /// 109.091 and 145.455, but only 360 is left after the two gaps: c's constraint, the lowest
    /// at 997, gives way and c takes 360 − 181.818 = 178.182. Snapped: a 0…73, b 93…202,
    /// c 222…400.
    @Test func fillProportionallyLetsTheLastViewTakeWhatSpacingLeaves() {
        let (a, b, c, stack) = threeBoxStack(spacing: 20)
        let scene = laidOut(stack, 400, .fillProportionally)
        defer { withExtendedLifetime(scene) {} }
        #expect([a.frame.minX, a.frame.maxX, b.frame.minX, b.frame.maxX, c.frame.minX, c.frame.maxX]
                == [0, 73, 93, 202, 222, 400])
        let priorities = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority.rawValue)
        #expect(priorities == [999, 998, 997])
    }
}
