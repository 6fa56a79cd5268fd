import Plumb
import Testing

/// The accessibility checks (issue 35, item 5): touch targets against Apple's 44 × 44 pt, text
/// contrast against WCAG AA with WCAG's luminance formula, controls without a label, and text
/// cut at the accessibility text sizes, each a problem with its numbers.
@Suite struct AccessibilityProblemTests {
    /// WCAG's formula: black on white is 21:1; #777777 on white 4.48:1 (under 4.5),
    /// #767676 4.54:1 (over), as WebAIM's contrast checker gives them.
    @Test func contrastRatiosAreWCAGs() throws {
        let white = Color.white, black = Color.black
        #expect(ContrastRatio.ratio(black, white) == 21)
        #expect(abs(ContrastRatio.ratio(try #require(Color(hex: "#777777")), white) - 4.4781) < 0.0001)
        #expect(abs(ContrastRatio.ratio(white, try #require(Color(hex: "#767676"))) - 4.5422) < 0.0001)
        #expect(ContrastRatio.relativeLuminance(of: white) == 1)
        #expect(ContrastRatio.isLargeText(Font(size: 18)) && ContrastRatio.isLargeText(Font(size: 14, bold: true)))
        #expect(!ContrastRatio.isLargeText(Font(size: 17.5)) && !ContrastRatio.isLargeText(Font(size: 13, bold: true)))
    }

    @Test func aControlUnder44PointsIsASmallTouchTarget() {
        let small = Button(title: "OK"), large = Button(title: "Done")
        small.identifier = "ok"
        large.identifier = "done"
        let scene = Scene("targets", width: 300, height: 200) { root in
            small; large
            small.leadingAnchor == root.leadingAnchor + 10; small.topAnchor == root.topAnchor + 10
            small.widthAnchor == 30; small.heightAnchor == 20
            large.leadingAnchor == root.leadingAnchor + 10; large.topAnchor == root.topAnchor + 60
            large.widthAnchor == 44; large.heightAnchor == 44
        }
        let problems = scene.accessibilityProblems()
        #expect(problems.filter { $0.kind == .smallTouchTarget }.map(\.description) == ["ok touch target too small (30 × 20 pt, under 44 × 44 pt)"])
        #expect(problems.filter { $0.kind == .smallTouchTarget }.map(\.severity) == [.warning])
        // UIKit's system blue (0, 122, 255) on white is 4.02:1: a 15 pt title is under AA.
        #expect(problems.filter { $0.kind == .lowContrast }.map(\.description) == [
            "ok contrast too low (4.02:1, under WCAG AA's 4.5:1 for normal text, 15 pt)",
            "done contrast too low (4.02:1, under WCAG AA's 4.5:1 for normal text, 15 pt)",
        ])
    }

    @Test func textUnderAAIsLowContrastWithTheRatioAndTheMinimum() throws {
        let grey = try #require(Color(hex: "#777777"))
        let caption = Label("caption", text: "Terms apply", font: Font(size: 17)), heading = Label("heading", text: "Terms", font: Font(size: 18))
        let dim = Label("dim", text: "Later", font: Font(size: 14, bold: true))
        caption.textColor = grey
        heading.textColor = grey
        dim.textColor = try #require(Color(hex: "#959595"))
        let labels = [caption, heading, dim]
        let scene = Scene("contrast", width: 300, height: 200) { root in
            labels
            for (index, label) in labels.enumerated() {
                label.leadingAnchor == root.leadingAnchor + 10
                label.topAnchor == root.topAnchor + 10 + 40 * Double(index)
            }
        }
        scene.root.backgroundColor = .white
        let problems = scene.accessibilityProblems()
        // 18 pt is large text: 4.48 passes its 3:1. #959595 is 2.9953:1, under 3 though it
        // rounds to 3.00, so the message rounds it down.
        #expect(problems.map(\.description) == [
            "caption contrast too low (4.48:1, under WCAG AA's 4.5:1 for normal text, 17 pt)",
            "dim contrast too low (2.99:1, under WCAG AA's 3:1 for large text, 14 pt bold)",
        ])
        #expect(problems.map(\.severity) == [.error, .error])
    }

    /// White text on a card of black at half opacity over a white screen: the card composites
    /// to 50 % grey (0.5 in sRGB), 3.98:1 against white.
    @Test func aTranslucentBackgroundIsCompositedOverWhatIsBehindIt() {
        let card = View("card"), title = Label("title", text: "Sale", font: Font(size: 17))
        title.textColor = .white
        card.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        card.addSubview(title)
        let scene = Scene("card", width: 300, height: 200) { root in
            card
            card.leadingAnchor == root.leadingAnchor; card.topAnchor == root.topAnchor
            card.widthAnchor == 200; card.heightAnchor == 100
            title.leadingAnchor == card.leadingAnchor + 8; title.topAnchor == card.topAnchor + 8
        }
        scene.root.backgroundColor = .white
        let behind = AccessibilityProblems.background(of: title, canvas: .white)
        #expect(behind.red == 0.5 && behind.green == 0.5 && behind.blue == 0.5 && behind.alpha == 1)
        #expect(scene.accessibilityProblems().map(\.description) == ["title contrast too low (3.98:1, under WCAG AA's 4.5:1 for normal text, 17 pt)"])
    }

    @Test func aButtonWithoutATitleHasNoLabel() {
        let close = Button(title: "")
        close.identifier = "close"
        let scene = Scene("unlabeled", width: 300, height: 200) { root in
            close
            close.leadingAnchor == root.leadingAnchor + 10; close.topAnchor == root.topAnchor + 10
            close.widthAnchor == 44; close.heightAnchor == 44
        }
        let problems = scene.accessibilityProblems()
        #expect(problems.map(\.description) == ["close has no accessibility label (a button)"])
        #expect(problems.map(\.severity) == [.error])
    }

    /// `Wi-Fi` in the body style in a label 90 points wide: 5 characters of half the font size
    /// (the monospace measurer) are 42.5 at L, 70 at AX1 (28 pt), 82.5 at AX2 (33 pt) and 100
    /// at AX3 (40 pt): cut first at AX3. The scene is left as it was.
    @Test func textCutAtAnAccessibilitySizeIsReportedAtTheFirst() {
        let wifi = Label("wifi", text: "Wi-Fi", font: .preferredFont(forTextStyle: .body))
        let scene = Scene("settings", width: 300, height: 400) { root in
            wifi
            wifi.leadingAnchor == root.leadingAnchor + 10; wifi.topAnchor == root.topAnchor + 10
            wifi.widthAnchor == 90
        }
        scene.root.backgroundColor = .white
        scene.layout()
        let before = wifi.frame
        #expect(before.width == 90 && wifi.font.size == 17)
        let problems = scene.accessibilityProblems()
        #expect(problems.map(\.description) == ["wifi truncated at AX3"])
        #expect(problems.map(\.severity) == [.warning])
        #expect(scene.traits.preferredContentSizeCategory == .large)
        #expect(wifi.frame == before && wifi.isTextCut == false)
    }

    /// The problems rank with the layout's: errors first, then by kind.
    @Test func accessibilityProblemsRankAfterTheLayoutsOfTheirSeverity() {
        let problems = [
            VariantProblem(kind: .smallTouchTarget, subject: "ok", detail: "30 × 20 pt"),
            VariantProblem(kind: .overlaps, subject: "a", other: "b"),
            VariantProblem(kind: .lowContrast, subject: "caption", detail: "4.48:1"),
            VariantProblem(kind: .clipped, subject: "title"),
        ]
        #expect(problems.worstFirst.map(\.subject) == ["title", "caption", "a", "ok"])
    }
}
