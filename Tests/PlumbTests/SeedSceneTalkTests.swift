import Testing
@testable import Plumb

// Scenes from seed 000 (WWDC "Mysteries of Auto Layout, Part 2"), as the built-in samples
// build them: constraining negative space with layout guides, and the checkbox window of the
// layout-cycle section. Text is set in 16 points: 8 points a character, lines 20 high, so a
// button is 20 + 6 + 6 = 32 high.

@Suite struct SeedSceneTalkTests {
    /// Equal spacing (sample `equal-spacing-guides`): three buttons with a guide in each gap,
    /// the guides at equal widths. The outer buttons sit 20 from the sides; the buttons keep
    /// their intrinsic widths ("One" and "Two" 3 × 8 = 24, "Three" 5 × 8 = 40) because they
    /// hug and the guides don't. Root 400: the gaps share 400 − 40 − 24 − 24 − 40 = 272 → 136
    /// each; two at 20 + 24 + 136 = 180, three at 180 + 24 + 136 = 340 (ends at 380 = 400 − 20).
    /// Resized to 600: 472 → 236 each; two at 280, three at 540.
    @Test func guidesInTheGapsKeepTheSpacingEqual() throws {
        let scene = sampleScene("equal-spacing-guides", sixteenPoint: "one", "two", "three")
        let one = try #require(scene.view("one")), two = try #require(scene.view("two"))
        let three = try #require(scene.view("three"))
        let gap1 = try #require(scene.guide("gap1")), gap2 = try #require(scene.guide("gap2"))
        scene.layout()
        #expect(one.frame == rect(20, 20, 24, 32))
        #expect(two.frame == rect(180, 20, 24, 32))
        #expect(three.frame == rect(340, 20, 40, 32))
        #expect(gap1.layoutFrame == rect(44, 20, 136, 32))
        #expect(gap2.layoutFrame == rect(204, 20, 136, 32))

        scene.root.frame = rect(0, 0, 600, 100)
        scene.root.layoutIfNeeded()
        #expect(one.frame == rect(20, 20, 24, 32))
        #expect(two.frame == rect(280, 20, 24, 32))
        #expect(three.frame == rect(540, 20, 40, 32))
        #expect(gap1.layoutFrame == rect(44, 20, 236, 32))
        #expect(gap2.layoutFrame == rect(304, 20, 236, 32))
    }

    /// Group centring (sample `group-centering`): a 40×40 image and the label "Centered"
    /// (8 × 8 = 64 × 20), 8 apart, the label centred on the image vertically. A guide spans
    /// both (its edges on the image's leading, top and bottom and the label's trailing) and is
    /// centred in the 400×300 root. Group 40 + 8 + 64 = 112 wide, 40 high → guide at
    /// ((400 − 112) / 2, (300 − 40) / 2) = (144, 130); label at x 144 + 48 = 192, y 150 − 10 = 140.
    @Test func aGuideCentresTheImageAndLabelAsOneGroup() throws {
        let scene = sampleScene("group-centering", sixteenPoint: "caption")
        scene.layout()
        #expect(try #require(scene.guide("group")).layoutFrame == rect(144, 130, 112, 40))
        #expect(scene.view("image")?.frame == rect(144, 130, 40, 40))
        #expect(scene.view("caption")?.frame == rect(192, 140, 64, 20))
    }

    /// Checkbox window (sample `checkbox-window`): a 300-wide window (a subview standing in for
    /// the window, 20 from the root's top and leading) holds "Show Extra Options" and two extra
    /// checkboxes ("Option A"/"Option B") below it, 8 apart; the window's bottom is 20 below
    /// the last visible checkbox. A checkbox is its 14-point box, a 6-point gap and its title,
    /// 20 high: Show 14 + 6 + 18 × 8 = 164 wide, the options 14 + 6 + 64 = 84. Checked: Show at
    /// y 20, A at 48, B at 76, window height 96 + 20 = 116. Unchecking swaps the bottom
    /// constraint to 20 below Show: height 40 + 20 = 60. The engine knows at once; the frames
    /// follow in the layout pass.
    @Test func uncheckingShrinksTheEngineFrameBeforeTheViewFrame() throws {
        let scene = sampleScene("checkbox-window", sixteenPoint: "showExtra", "optionA", "optionB")
        let window = try #require(scene.view("window")), showExtra = try #require(scene.view("showExtra"))
        let optionA = try #require(scene.view("optionA")), optionB = try #require(scene.view("optionB"))
        let belowExtras = try #require(scene.constraint("windowBottom"))
        scene.layout()
        #expect(window.frame == rect(20, 20, 300, 116))
        #expect(showExtra.frame == rect(20, 20, 164, 20))
        #expect(optionA.frame == rect(40, 48, 84, 20))
        #expect(optionB.frame == rect(40, 76, 84, 20))

        // Uncheck "Show Extra Options".
        LayoutConstraint.deactivate([belowExtras])
        LayoutConstraint.activate([window.bottomAnchor == showExtra.bottomAnchor + 20])
        optionA.isHidden = true
        optionB.isHidden = true
        #expect(window.engineFrame == rect(20, 20, 300, 60))
        #expect(window.frame == rect(20, 20, 300, 116))
        scene.root.layoutIfNeeded()
        #expect(window.frame == rect(20, 20, 300, 60))
        #expect(window.engineFrame == window.frame)
        #expect(showExtra.frame == rect(20, 20, 164, 20))
        // The hidden checkboxes keep their places below the window's new bottom.
        #expect(optionB.frame == rect(40, 76, 84, 20))
    }
}
