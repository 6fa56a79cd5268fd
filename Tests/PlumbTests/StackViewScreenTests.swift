import Testing
@testable import Plumb

// Whole screens built from stacks: the course's menu screen (see SeedSceneScreensTests for the
// same screen written with plain constraints, and the same numbers) and a settings screen with
// three levels of nested stacks.

@Suite struct StackViewScreenTests {
    /// The menu as one vertical stack in a scroll view: the 120×120 image, then seven buttons;
    /// spacing 20, custom spacing 28 after the image; alignment center. The stack is 28 below
    /// the content top and 28 above its bottom, as wide as the content, whose width equals the
    /// scroll view's. Profile is W − 100 wide, the others as wide as Profile.
    ///
    /// Buttons are 30.75 high (15-pt text: 18.75, plus 6 + 6 insets). In root coordinates
    /// button i starts at 176 + 50.75 × i, as in the plain-constraint version; the stack starts
    /// at 28, so in the stack's coordinates the rows are (root row − 28), and the heights come
    /// from snapping the root edges: 148/31, 199/31, 250/30, 300/31, 351/31, 402/31, 453/30.
    /// The image is centred: x = (W − 120) / 2, y 0. The stack is 511.25 − 28 = 483.25 high →
    /// 28…511 → 483; the content is 539.25 → 539 high.
    @Test(arguments: [(320.0, 568.0), (568.0, 320.0)])
    func menuScreenAsAStack(width: Double, height: Double) {
        let titles = ["Profile", "Collaborators", "Projects", "Messages", "Calendar", "Settings", "Logout"]
        let scroll = ScrollView("scroll")
        let image = ImageView("partnerInCrime", imageSize: Size(width: 120, height: 120))
        let buttons = titles.map { Button($0.lowercased(), title: $0) }
        let profile = buttons[0]
        let stack = StackView("menu", arrangedSubviews: [image] + buttons, axis: .vertical)
        stack.alignment = .center
        stack.spacing = 20
        stack.setCustomSpacing(28, after: image)
        let content = scroll.contentLayoutGuide
        let scene = Scene("menu-stack", width: width, height: height) { root in
            scroll.containing { stack }
            scroll.edges == root.edges
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            stack.topAnchor == content.topAnchor + 28
            content.bottomAnchor == stack.bottomAnchor + 28
            stack.leadingAnchor == content.leadingAnchor
            stack.trailingAnchor == content.trailingAnchor
            profile.widthAnchor == content.widthAnchor - 100
            for button in buttons.dropFirst() { button.widthAnchor == profile.widthAnchor }
        }
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(stack.frame == rect(0, 28, width, 483))
        #expect(image.frame == rect((width - 120) / 2, 0, 120, 120))
        let rows: [(Double, Double)] = [(148, 31), (199, 31), (250, 30), (300, 31), (351, 31), (402, 31), (453, 30)]
        for (button, (y, h)) in zip(buttons, rows) {
            #expect(button.frame == rect(50, y, width - 100, h), "\(button.title)")
        }
        #expect(scroll.contentSize == Size(width: width, height: 539))
        #expect(scene.root.ambiguousItemsInSubtree().isEmpty)
    }

    /// Settings: an outer vertical stack (margins-relative, margins 8, spacing 20) of sections;
    /// each section a vertical stack (spacing 8) of a title label and rows; each row a
    /// horizontal stack (spacing 8, first-baseline aligned) of a name label, which hugs less
    /// (250) and so stretches, and a value label. 16-pt labels: 8 per character, 20 high.
    ///
    /// The outer stack is pinned to the root's top, leading and trailing edges: 320 wide; its
    /// content is 8…312 (304 wide). Section 1 = 20 + 8 + 20 + 8 + 20 = 76 high at y 8;
    /// section 2 = 20 + 8 + 20 = 48 high at 8 + 76 + 20 = 104; the outer stack is
    /// 104 + 48 + 8 = 160 high. Inside a section (304 wide): the title at y 0, rows at 28, 56.
    /// Row "Wi-Fi" / "On": value 16 wide at 304 − 16 = 288, name 0…280. "Bluetooth" / "Off":
    /// value 24 wide at 280, name 0…272. "Brightness" / "50%": the same as Bluetooth.
    @Test func settingsWithThreeLevelsOfStacks() {
        func label(_ text: String) -> Label { Label(text.lowercased(), text: text, font: .system(size: 16)) }
        func row(_ name: String, _ value: String) -> StackView {
            let nameLabel = label(name)
            nameLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            let row = StackView("row-\(name.lowercased())", arrangedSubviews: [nameLabel, label(value)])
            row.spacing = 8
            row.alignment = .firstBaseline
            return row
        }
        func section(_ title: String, _ rows: [StackView]) -> StackView {
            let section = StackView("section-\(title.lowercased())", arrangedSubviews: [label(title)] + rows, axis: .vertical)
            section.spacing = 8
            return section
        }
        let wifi = row("Wi-Fi", "On"), bluetooth = row("Bluetooth", "Off"), brightness = row("Brightness", "50%")
        let general = section("General", [wifi, bluetooth])
        let display = section("Display", [brightness])
        let outer = StackView("settings", arrangedSubviews: [general, display], axis: .vertical)
        outer.spacing = 20
        outer.isLayoutMarginsRelativeArrangement = true
        let scene = Scene("settings", width: 320, height: 480) { root in
            outer
            outer.topAnchor == root.topAnchor
            outer.leadingAnchor == root.leadingAnchor
            outer.trailingAnchor == root.trailingAnchor
        }
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(outer.frame == rect(0, 0, 320, 160))
        #expect(general.frame == rect(8, 8, 304, 76))
        #expect(display.frame == rect(8, 104, 304, 48))
        #expect(general.arrangedSubviews[0].frame == rect(0, 0, 304, 20))
        #expect(wifi.frame == rect(0, 28, 304, 20))
        #expect(bluetooth.frame == rect(0, 56, 304, 20))
        #expect(brightness.frame == rect(0, 28, 304, 20))
        #expect(wifi.arrangedSubviews.map(\.frame) == [rect(0, 0, 280, 20), rect(288, 0, 16, 20)])
        #expect(bluetooth.arrangedSubviews.map(\.frame) == [rect(0, 0, 272, 20), rect(280, 0, 24, 20)])
        #expect(brightness.arrangedSubviews.map(\.frame) == [rect(0, 0, 272, 20), rect(280, 0, 24, 20)])
        #expect(scene.root.ambiguousItemsInSubtree().isEmpty)

        // Hiding a row in a nested stack closes the gap all the way up: section 1 loses
        // 20 + 8 = 28, so it is 48 high, section 2 moves to 76 and the outer stack is 132.
        bluetooth.isHidden = true
        scene.layout()
        #expect(general.frame == rect(8, 8, 304, 48))
        #expect(display.frame == rect(8, 76, 304, 48))
        #expect(outer.frame == rect(0, 0, 320, 132))
    }
}
