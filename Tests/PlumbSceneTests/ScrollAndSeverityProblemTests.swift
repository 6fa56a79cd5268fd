import Plumb
import PlumbScene
import PlumbTestSupport
import Testing

/// The matrix's problems in scroll views (content below the fold is fine; what no scrolling
/// shows is not), their severities and their order, with the monospace fake (8.5 points per
/// character, 21.25 per line, at 17 points).
@Suite struct ScrollAndSeverityProblemTests {
    func problems(_ yaml: String) throws -> [VariantProblem] {
        let loaded = try loadScene(yaml)
        let outcome = loaded.layout()
        return VariantProblems.find(in: loaded.scene.root, outcome: outcome, baseOverlaps: nil)
    }

    /// A 200×200 screen with 44 points under the status bar and 34 over the home indicator; a
    /// scroll view fills it; its content is 621.25 tall (`last` ends it), so it scrolls from
    /// −44 (the safe area's inset, added on a scrolling axis as UIKit's default
    /// contentInsetAdjustmentBehavior does) to 621.25 − 200 + 34 = 455.25.
    static let scrolling = Fixture.scene("scroll-and-severity/scrolling-labels", in: .module)

    @Test func contentBelowTheFoldIsFineAndWhatNoScrollingShowsIsClipped() throws {
        // top (at 5, under the status bar at rest) scrolls down out of it; fold (400) and last
        // (600, at the content's end, over the home indicator at the end of the scroll) scroll
        // into the safe area; beyond (700) lies past the content's end, where no scrolling
        // goes; cut is 34 wide in a 20-wide box that clips it, wherever it scrolls.
        let found = try problems(Self.scrolling)
        #expect(found.map(\.description) == ["beyond clipped", "cut clipped"])
        #expect(found.map(\.severity) == [.error, .error])
    }

    @Test func aScrollViewWhoseContentFitsDoesNotScrollOutOfTheUnsafeArea() throws {
        // The content (26.25 tall) fits the 200-point scroll view: it doesn't scroll, so the
        // label at 5 stays under the status bar.
        let found = try problems(Fixture.scene("scroll-and-severity/scroll-content-that-fits", in: .module))
        #expect(found.map(\.description) == ["note runs past the safe area"])
        #expect(found.map(\.severity) == [.warning])
    }

    @Test func aSidewaysScrollViewScrollsOutFromUnderTheSensorHousing() throws {
        // Landscape: 40 points unsafe at each side, 20 at the bottom. The content is 1,000
        // wide, so it scrolls across from −40 to 1000 − 400 + 40 = 640; it doesn't scroll down,
        // so the label in the bottom strip stays there.
        let found = try problems(Fixture.scene("scroll-and-severity/sideways-scroll-under-housing", in: .module))
        #expect(found.map(\.description) == ["low runs past the safe area"])
    }

    @Test func textTallerThanTheScrollViewIsReadAsItScrolls() throws {
        // Ten words of 34 points wrap one to a line at 60 wide: 212.5 tall, in a 200-point
        // scroll view whose content ends 10 below it. No offset shows all of it at once; every
        // line scrolls into sight.
        let found = try problems(Fixture.scene("scroll-and-severity/tall-text-in-scroll", in: .module))
        #expect(found.map(\.description) == [])
    }

    @Test func aScrollViewBelowTheScreenShowsNothing() throws {
        // The scroll view starts at 250, below the 200-point screen: its content, however it
        // scrolls, is never seen.
        let found = try problems(Fixture.scene("scroll-and-severity/scroll-below-screen", in: .module))
        #expect(found.map(\.description) == ["hidden clipped"])
    }

    @Test func headingsAndButtonsCutShortAreErrorsOtherTextWarnings() throws {
        // 60 points hold 7 characters: every text here needs more.
        let found = try problems(Fixture.scene("scroll-and-severity/body-heading-and-button-cut-short", in: .module))
        #expect(found.map(\.description) == ["body truncated", "heading truncated", "send truncated"])
        #expect(found.map(\.severity) == [.warning, .error, .error])
        #expect(found.worstFirst.map(\.description) == ["heading truncated", "send truncated", "body truncated"])
    }

    @Test func worstFirstRanksErrorsThenKinds() {
        let problems = [
            VariantProblem(kind: .overlaps, subject: "a", other: "b"),
            VariantProblem(kind: .pastSafeArea, subject: "title"),
            VariantProblem(kind: .truncated, subject: "body"),
            VariantProblem(kind: .clipped, subject: "largeTitle"),
            VariantProblem(kind: .ambiguous, subject: "loose"),
            VariantProblem(kind: .truncated, subject: "send", severity: .error),
            VariantProblem(kind: .conflict, subject: "wide"),
            VariantProblem(kind: .pastSafeArea, subject: "footer"),
        ]
        #expect(problems.worstFirst.map(\.description) == [
            "conflict: wide broken", "loose ambiguous", "largeTitle clipped", "send truncated",
            "body truncated", "title runs past the safe area", "footer runs past the safe area", "a overlaps b",
        ])
    }
}
