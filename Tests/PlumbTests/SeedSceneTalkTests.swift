import Testing
@testable import Plumb

// Scenes from seed 000 (WWDC "Mysteries of Auto Layout, Part 2"), rebuilt with the scene
// builder: constraining negative space with layout guides, and the checkbox window of the
// layout-cycle section. Buttons use a 16-point title: 8 points a character, 20 + 6 + 6 = 32 high.

@Suite struct SeedSceneTalkTests {
    /// Equal spacing: three buttons with a guide in each gap, the guides at equal widths. The
    /// outer buttons sit 20 from the sides; the buttons keep their intrinsic widths ("One" and
    /// "Two" 3 × 8 = 24, "Three" 5 × 8 = 40) because they hug and the guides don't.
    /// Root 400: the gaps share 400 − 40 − 24 − 24 − 40 = 272 → 136 each;
    /// two at 20 + 24 + 136 = 180, three at 180 + 24 + 136 = 340 (ends at 380 = 400 − 20).
    /// Resized to 600: 472 → 236 each; two at 280, three at 540.
    @Test func guidesInTheGapsKeepTheSpacingEqual() {
        let one = Button(title: "One", font: .system(size: 16)), two = Button(title: "Two", font: .system(size: 16))
        let three = Button(title: "Three", font: .system(size: 16))
        one.identifier = "one"; two.identifier = "two"; three.identifier = "three"
        let gap1 = LayoutGuide(), gap2 = LayoutGuide()
        gap1.identifier = "gap1"; gap2.identifier = "gap2"
        let scene = Scene("equal-spacing", width: 400, height: 100) { root in
            one
            two
            three
            gap1
            gap2
            one.leadingAnchor == root.leadingAnchor + 20
            root.trailingAnchor == three.trailingAnchor + 20
            gap1.leadingAnchor == one.trailingAnchor
            two.leadingAnchor == gap1.trailingAnchor
            gap2.leadingAnchor == two.trailingAnchor
            three.leadingAnchor == gap2.trailingAnchor
            gap2.widthAnchor == gap1.widthAnchor
            for button in [one, two, three] { button.topAnchor == root.topAnchor + 20 }
            for gap in [gap1, gap2] {
                gap.topAnchor == one.topAnchor
                gap.bottomAnchor == one.bottomAnchor
            }
        }
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

    /// Group centring: a 40×40 image and the label "Centered" (8 × 8 = 64 × 20), 8 apart, the
    /// label centred on the image vertically. A guide spans both (its edges on the image's
    /// leading, top and bottom and the label's trailing) and is centred in the 400×300 root.
    /// Group 40 + 8 + 64 = 112 wide, 40 high → guide at ((400 − 112) / 2, (300 − 40) / 2) =
    /// (144, 130); label at x 144 + 48 = 192, y 150 − 10 = 140.
    @Test func aGuideCentresTheImageAndLabelAsOneGroup() {
        let image = ImageView("image", imageSize: Size(width: 40, height: 40))
        let label = Label("caption", text: "Centered", font: .system(size: 16))
        let group = LayoutGuide()
        group.identifier = "group"
        let scene = Scene("group-centering", width: 400, height: 300) { root in
            image
            label
            group
            label.leadingAnchor == image.trailingAnchor + 8
            label.centerYAnchor == image.centerYAnchor
            group.leadingAnchor == image.leadingAnchor
            group.trailingAnchor == label.trailingAnchor
            group.topAnchor == image.topAnchor
            group.bottomAnchor == image.bottomAnchor
            group.center == root.center
        }
        scene.layout()
        #expect(group.layoutFrame == rect(144, 130, 112, 40))
        #expect(image.frame == rect(144, 130, 40, 40))
        #expect(label.frame == rect(192, 140, 64, 20))
    }

    /// Checkbox window: a 300-wide window (a subview standing in for the window) holds "Show
    /// Extra Options" (18 × 8 = 144 × 20, title without insets) and two extra checkboxes
    /// ("Option A"/"Option B", 64 × 20) below it, 8 apart; the window's bottom is 20 below the
    /// last visible checkbox. Checked: Show at y 20, A at 48, B at 76, window height 96 + 20 = 116.
    /// Unchecking swaps the bottom constraint to 20 below Show: height 40 + 20 = 60. The engine
    /// knows at once; the frames follow in the layout pass.
    @Test func uncheckingShrinksTheEngineFrameBeforeTheViewFrame() {
        func checkbox(_ identifier: String, _ title: String) -> Button {
            let box = Button(title: title, font: .system(size: 16), contentEdgeInsets: .zero)
            box.identifier = identifier
            return box
        }
        let window = View("window")
        let showExtra = checkbox("showExtra", "Show Extra Options")
        let optionA = checkbox("optionA", "Option A"), optionB = checkbox("optionB", "Option B")
        var belowExtras: [LayoutConstraint] = []
        let scene = Scene("checkbox-window", width: 400, height: 300) { root in
            window.containing {
                showExtra
                optionA
                optionB
            }
            window.leadingAnchor == root.leadingAnchor
            window.topAnchor == root.topAnchor
            window.widthAnchor == 300
            showExtra.leadingAnchor == window.leadingAnchor + 20
            showExtra.topAnchor == window.topAnchor + 20
            optionA.leadingAnchor == window.leadingAnchor + 40
            optionA.topAnchor == showExtra.bottomAnchor + 8
            optionB.leadingAnchor == window.leadingAnchor + 40
            optionB.topAnchor == optionA.bottomAnchor + 8
            belowExtras = [window.bottomAnchor == optionB.bottomAnchor + 20]
            belowExtras
        }
        scene.layout()
        #expect(window.frame == rect(0, 0, 300, 116))
        #expect(showExtra.frame == rect(20, 20, 144, 20))
        #expect(optionA.frame == rect(40, 48, 64, 20))
        #expect(optionB.frame == rect(40, 76, 64, 20))

        // Uncheck "Show Extra Options".
        LayoutConstraint.deactivate(belowExtras)
        LayoutConstraint.activate([window.bottomAnchor == showExtra.bottomAnchor + 20])
        optionA.isHidden = true
        optionB.isHidden = true
        #expect(window.engineFrame == rect(0, 0, 300, 60))
        #expect(window.frame == rect(0, 0, 300, 116))
        scene.root.layoutIfNeeded()
        #expect(window.frame == rect(0, 0, 300, 60))
        #expect(window.engineFrame == window.frame)
        #expect(showExtra.frame == rect(20, 20, 144, 20))
        // The hidden checkboxes keep their places below the window's new bottom.
        #expect(optionB.frame == rect(40, 76, 64, 20))
    }
}
