import Testing
@testable import Plumb

// The splash and menu screens of seed 001 (the course "iOS Auto Layout: Fundamentals"),
// rebuilt with the scene builder. Frames are snapped to whole points (scale 1): each edge is
// rounded to the nearest point, halves away from zero.

@Suite struct SeedSceneScreensTests {
    // MARK: Splash

    /// The seed's seven constraints: centre X, centre Y, an aspect ratio from the image size,
    /// and top/leading/trailing/bottom ≥ 20. The logo image view sizes itself from its image
    /// (the seed's Command-Option-= "size to fit"); here a 600×150 logo, so aspect 4:1.
    /// When the screen is too small, compression resistance (750, both axes) gives way to the
    /// required ≥ 20 edges; 750 × (600 − w) + 750 × (150 − h) with h = w / 4 is least at the
    /// largest w that fits, so w = min(600, W − 40, 4 × (H − 40)).
    ///
    /// Second expectation: the lead's "as large as possible" variant adds
    /// `logo.width == root.width @251`, which beats hugging (250), so w = min(W − 40, 4 × (H − 40)).
    @Test(arguments: [
        // W, H, seed frame, "as large as possible" frame
        // 320×568: w = min(600, 280, 2112) = 280, h = 70, y = (568 − 70) / 2 = 249.
        (320.0, 568.0, rect(20, 249, 280, 70), rect(20, 249, 280, 70)),
        // 568×320: w = min(600, 528, 4 × 280 = 1120) = 528, h = 132, y = (320 − 132) / 2 = 94.
        (568.0, 320.0, rect(20, 94, 528, 132), rect(20, 94, 528, 132)),
        // 768×1024: fits → 600×150 at ((768 − 600) / 2, (1024 − 150) / 2) = (84, 437).
        //   Large: w = min(728, 3936) = 728, h = 182, y = (1024 − 182) / 2 = 421.
        (768.0, 1024.0, rect(84, 437, 600, 150), rect(20, 421, 728, 182)),
        // 1024×768: fits → (212, 309). Large: w = min(984, 2912) = 984, h = 246, y = (768 − 246) / 2 = 261.
        (1024.0, 768.0, rect(212, 309, 600, 150), rect(20, 261, 984, 246)),
        // iPad one-third width in landscape, 320×768: w = 280, h = 70, y = (768 − 70) / 2 = 349.
        (320.0, 768.0, rect(20, 349, 280, 70), rect(20, 349, 280, 70)),
        // iPad slide-over in portrait, 320×1024: y = (1024 − 70) / 2 = 477.
        (320.0, 1024.0, rect(20, 477, 280, 70), rect(20, 477, 280, 70)),
    ])
    func splashLogoFitsEveryScreen(width: Double, height: Double, seedFrame: Rect, largeFrame: Rect) {
        for fill in [false, true] {
            let logo = ImageView("logo", imageSize: Size(width: 600, height: 150))
            let scene = Scene("splash", width: width, height: height) { root in
                logo
                logo.centerXAnchor == root.centerXAnchor
                logo.centerYAnchor == root.centerYAnchor
                logo.widthAnchor == (600.0 / 150.0) * logo.heightAnchor
                logo.topAnchor >= root.topAnchor + 20
                logo.leadingAnchor >= root.leadingAnchor + 20
                root.trailingAnchor >= logo.trailingAnchor + 20
                root.bottomAnchor >= logo.bottomAnchor + 20
                if fill { logo.widthAnchor == root.widthAnchor ~ .defaultLow + 1 }
            }
            scene.layout()
            #expect(logo.frame == (fill ? largeFrame : seedFrame), "fill: \(fill)")
        }
    }

    // MARK: Menu screen

    /// The menu: a scroll view filling the root; a 120×120 image (square aspect ratio) 28 from
    /// the content top, centred; seven buttons centred on the image, the first 28 below it and
    /// the rest 20 apart; Profile's leading and trailing 50 from the content; the others as wide
    /// as Profile; Logout 28 above the content bottom. Interpretation: the content is as wide
    /// as the frame (content.width == frame.width), as on the device in the seed, where only
    /// vertical scrolling happens. The seed names Profile, Collaborators and Logout; the other
    /// four titles are made up.
    ///
    /// Buttons use the default 15-point font and 6-point top and bottom insets; with the
    /// monospace measurer a line is 1.25 × 15 = 18.75 high, so each button is 18.75 + 12 = 30.75
    /// high. Button i (0…6) starts at 28 + 120 + 28 + i × (30.75 + 20) = 176 + 50.75 × i:
    ///   i  top     bottom   snapped top, bottom → height
    ///   0  176     206.75   176, 207 → 31
    ///   1  226.75  257.5    227, 258 → 31
    ///   2  277.5   308.25   278, 308 → 30
    ///   3  328.25  359      328, 359 → 31
    ///   4  379     409.75   379, 410 → 31
    ///   5  429.75  460.5    430, 461 → 31
    ///   6  480.5   511.25   481, 511 → 30
    /// Content height = 511.25 + 28 = 539.25 → 539 after snapping.
    @Test(arguments: [(320.0, 568.0), (568.0, 320.0)])
    func menuScreenInAScrollView(width: Double, height: Double) {
        let titles = ["Profile", "Collaborators", "Projects", "Messages", "Calendar", "Settings", "Logout"]
        let scroll = ScrollView("scroll")
        let image = ImageView("partnerInCrime", imageSize: Size(width: 120, height: 120))
        let buttons = titles.map { Button($0.lowercased(), title: $0) }
        let profile = buttons[0], logout = buttons[6]
        let content = scroll.contentLayoutGuide
        let scene = Scene("menu", width: width, height: height) { root in
            scroll.containing {
                image
                for button in buttons { button }
            }
            scroll.edges == root.edges
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            image.topAnchor == content.topAnchor + 28
            image.centerXAnchor == content.centerXAnchor
            image.widthAnchor == image.heightAnchor
            profile.topAnchor == image.bottomAnchor + 28
            for (above, below) in zip(buttons, buttons.dropFirst()) { below.topAnchor == above.bottomAnchor + 20 }
            for button in buttons { button.centerXAnchor == image.centerXAnchor }
            profile.leadingAnchor == content.leadingAnchor + 50
            content.trailingAnchor == profile.trailingAnchor + 50
            for button in buttons.dropFirst() { button.widthAnchor == profile.widthAnchor }
            content.bottomAnchor == logout.bottomAnchor + 28
        }
        scene.layout()
        #expect(profile.intrinsicContentSize == Size(width: 7 * 7.5, height: 30.75))
        #expect(scroll.frame == rect(0, 0, width, height))
        // Image centred: x = (W − 120) / 2 → 100 portrait, 224 landscape.
        #expect(image.frame == rect((width - 120) / 2, 28, 120, 120))
        // Buttons: x = 50, width W − 100 → 220 portrait, 468 landscape.
        let rows: [(Double, Double)] = [(176, 31), (227, 31), (278, 30), (328, 31), (379, 31), (430, 31), (481, 30)]
        for (button, (y, h)) in zip(buttons, rows) {
            #expect(button.frame == rect(50, y, width - 100, h), "\(button.title)")
        }
        #expect(scroll.contentSize == Size(width: width, height: 539))
        #expect(content.layoutFrame == rect(0, 0, width, 539))
        #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, 0, width, height))
    }
}
