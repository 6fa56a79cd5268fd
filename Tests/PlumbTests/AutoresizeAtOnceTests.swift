import Testing
@testable import Plumb

/// Setting a view's frame resizes its autoresizing subviews at once, by their masks, before any
/// layout pass (UIKit's `autoresizesSubviews` and `resizeSubviews(withOldSize:)`). Apple's
/// `autoresizingMask` documentation: several flexible parts of one axis share the change in
/// proportion to their sizes.
@Suite struct AutoresizeAtOnceTests {
    /// The cell: a content view that follows its cell, in a tree never laid out.
    @Test func aCellsContentViewTakesTheCellsNewSizeBeforeAnyLayout() {
        let cell = View("cell")
        let content = View("content")
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let icon = View("icon", frame: rect(0, 0, 0, 0))
        icon.autoresizingMask = [.flexibleLeftMargin]
        cell.addSubview(content)
        content.addSubview(icon)
        cell.frame = rect(0, 0, 320, 44)
        #expect(cell.hostedEngine == nil)   // no engine, so no layout pass has run
        #expect(content.frame == rect(0, 0, 320, 44))
        // The content view's own autoresizing subview follows in the same step: its right
        // margin (0) is fixed, so it moves to the new right edge.
        #expect(icon.frame == rect(320, 0, 0, 0))
        // And the layout pass agrees with the frames set at once.
        cell.layoutIfNeeded()
        #expect(content.frame == rect(0, 0, 320, 44))
        #expect(icon.frame == rect(320, 0, 0, 0))
    }

    @Test func flexiblePartsShareTheChangeInProportionToTheirSizes() {
        let parent = View("parent", frame: rect(0, 0, 300, 200))
        // Margins 50 and 150: 100 more points go 25 left, 75 right.
        let centred = View("centred", frame: rect(50, 20, 100, 60))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        // Width 100 and right margin 150: 40 to the width, 60 to the margin.
        let stretchy = View("stretchy", frame: rect(50, 20, 100, 60))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        // Everything flexible: scales with the parent.
        let scaled = View("scaled", frame: rect(30, 20, 150, 100))
        scaled.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                   .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        // Only the top margin flexible: the bottom margin (200 − 120 − 40 = 40) stays.
        let pinnedBottom = View("pinnedBottom", frame: rect(0, 120, 50, 40))
        pinnedBottom.autoresizingMask = [.flexibleTopMargin]
        // No mask: stays where it is.
        let still = View("still", frame: rect(10, 10, 20, 20))
        for view in [centred, stretchy, scaled, pinnedBottom, still] { parent.addSubview(view) }
        parent.frame = rect(0, 0, 400, 300)
        #expect(centred.frame == rect(75, 20, 100, 60))
        #expect(stretchy.frame == rect(50, 20, 140, 60))
        #expect(scaled.frame == rect(40, 30, 200, 150))
        #expect(pinnedBottom.frame == rect(0, 220, 50, 40))
        #expect(still.frame == rect(10, 10, 20, 20))
        parent.layoutIfNeeded()
        #expect(centred.frame == rect(75, 20, 100, 60))
        #expect(stretchy.frame == rect(50, 20, 140, 60))
        #expect(scaled.frame == rect(40, 30, 200, 150))
        #expect(pinnedBottom.frame == rect(0, 220, 50, 40))
    }

    @Test func withoutAutoresizesSubviewsTheSubviewsStayUntilLayout() {
        let parent = View("parent", frame: rect(0, 0, 300, 200))
        parent.autoresizesSubviews = false
        let child = View("child", frame: rect(0, 0, 300, 200))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.frame = rect(0, 0, 100, 100)
        #expect(child.frame == rect(0, 0, 300, 200))
        // A view moved without a size change resizes nothing either.
        let mover = View("mover", frame: rect(0, 0, 50, 50))
        let inner = View("inner", frame: rect(0, 0, 50, 50))
        inner.autoresizingMask = [.flexibleWidth]
        mover.addSubview(inner)
        mover.frame = rect(10, 10, 50, 50)
        #expect(inner.frame == rect(0, 0, 50, 50))
    }

    /// A full-width bar under the iPhone 15's safe area, turned with the device: portrait
    /// 393 × 852 (top inset 59), landscape 852 × 393.
    @Test func aFullWidthBarFollowsTheRootThroughBothOrientations() {
        let portrait = Device.iPhone15.size(.portrait), landscape = Device.iPhone15.size(.landscape)
        let root = View("root", frame: Rect(origin: .zero, size: portrait))
        let bar = View("bar", frame: rect(16, 59, 361, 44))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let badge = View("badge", frame: rect(337, 10, 24, 24))
        badge.autoresizingMask = [.flexibleLeftMargin]
        root.addSubview(bar)
        bar.addSubview(badge)
        root.frame = Rect(origin: .zero, size: landscape)
        // Width 852 − 16 − 16; the bottom margin takes the 459 points the height lost.
        #expect(bar.frame == rect(16, 59, 820, 44))
        #expect(badge.frame == rect(796, 10, 24, 24))
        root.layoutIfNeeded()
        #expect(bar.frame == rect(16, 59, 820, 44))
        root.frame = Rect(origin: .zero, size: portrait)
        #expect(bar.frame == rect(16, 59, 361, 44))
        #expect(badge.frame == rect(337, 10, 24, 24))
    }
}
