import Plumb
import PlumbScene
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
    static let scrolling = """
        size: {width: 200, height: 200}
        safeArea: [44, 0, 34, 0]
        views:
          - {id: scroll, type: scroll}
          - {id: top, type: label, parent: scroll, text: abcd, font: "DejaVu Sans 17"}
          - {id: fold, type: label, parent: scroll, text: abcd, font: "DejaVu Sans 17"}
          - {id: last, type: label, parent: scroll, text: abcd, font: "DejaVu Sans 17"}
          - {id: beyond, type: label, parent: scroll, text: abcd, font: "DejaVu Sans 17"}
          - {id: box, parent: scroll, clipsToBounds: true}
          - {id: cut, type: label, parent: box, text: abcd, font: "DejaVu Sans 17"}
        constraints:
          - "H:|[scroll]|"
          - "V:|[scroll]|"
          - scroll.content.width == scroll.frame.width
          - top.leading == scroll.content.leading + 10
          - top.top == scroll.content.top + 5
          - fold.leading == scroll.content.leading + 10
          - fold.top == scroll.content.top + 400
          - last.leading == scroll.content.leading + 10
          - last.top == scroll.content.top + 600
          - last.bottom == scroll.content.bottom
          - beyond.leading == scroll.content.leading + 10
          - beyond.top == scroll.content.top + 700
          - box.leading == scroll.content.leading + 10
          - box.top == scroll.content.top + 300
          - box.width == 20
          - box.height == 30
          - cut.leading == box.leading
          - cut.top == box.top
        """

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
        let found = try problems("""
            size: {width: 200, height: 200}
            safeArea: [44, 0, 34, 0]
            views:
              - {id: scroll, type: scroll}
              - {id: note, type: label, parent: scroll, text: abcd, font: "DejaVu Sans 17"}
            constraints:
              - "H:|[scroll]|"
              - "V:|[scroll]|"
              - scroll.content.width == scroll.frame.width
              - note.leading == scroll.content.leading + 10
              - note.top == scroll.content.top + 5
              - note.bottom == scroll.content.bottom
            """)
        #expect(found.map(\.description) == ["note runs past the safe area"])
        #expect(found.map(\.severity) == [.warning])
    }

    @Test func aSidewaysScrollViewScrollsOutFromUnderTheSensorHousing() throws {
        // Landscape: 40 points unsafe at each side, 20 at the bottom. The content is 1,000
        // wide, so it scrolls across from −40 to 1000 − 400 + 40 = 640; it doesn't scroll down,
        // so the label in the bottom strip stays there.
        let found = try problems("""
            size: {width: 400, height: 200}
            safeArea: [0, 40, 20, 40]
            views:
              - {id: scroll, type: scroll}
              - {id: first, type: label, parent: scroll, text: abcd, font: "DejaVu Sans 17"}
              - {id: last, type: label, parent: scroll, text: abcd, font: "DejaVu Sans 17"}
              - {id: low, type: label, parent: scroll, text: abcd, font: "DejaVu Sans 17"}
            constraints:
              - "H:|[scroll]|"
              - "V:|[scroll]|"
              - scroll.content.height == scroll.frame.height
              - first.leading == scroll.content.leading + 5
              - first.top == scroll.content.top + 10
              - last.leading == scroll.content.leading + 950
              - last.trailing == scroll.content.trailing - 16
              - last.top == scroll.content.top + 10
              - low.leading == scroll.content.leading + 100
              - low.top == scroll.content.top + 175
            """)
        #expect(found.map(\.description) == ["low runs past the safe area"])
    }

    @Test func textTallerThanTheScrollViewIsReadAsItScrolls() throws {
        // Ten words of 34 points wrap one to a line at 60 wide: 212.5 tall, in a 200-point
        // scroll view whose content ends 10 below it. No offset shows all of it at once; every
        // line scrolls into sight.
        let found = try problems("""
            size: {width: 200, height: 200}
            views:
              - {id: scroll, type: scroll}
              - {id: terms, type: label, parent: scroll, lines: 0, text: "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj", font: "DejaVu Sans 17"}
            constraints:
              - "H:|[scroll]|"
              - "V:|[scroll]|"
              - scroll.content.width == scroll.frame.width
              - terms.leading == scroll.content.leading + 10
              - terms.width == 60
              - terms.top == scroll.content.top + 10
              - terms.bottom == scroll.content.bottom - 10
            """)
        #expect(found.map(\.description) == [])
    }

    @Test func aScrollViewBelowTheScreenShowsNothing() throws {
        // The scroll view starts at 250, below the 200-point screen: its content, however it
        // scrolls, is never seen.
        let found = try problems("""
            size: {width: 200, height: 200}
            views:
              - {id: scroll, type: scroll}
              - {id: hidden, type: label, parent: scroll, text: abcd, font: "DejaVu Sans 17"}
            constraints:
              - "H:|[scroll]|"
              - scroll.top == root.top + 250
              - scroll.height == 100
              - scroll.content.width == scroll.frame.width
              - hidden.leading == scroll.content.leading
              - hidden.top == scroll.content.top
              - hidden.bottom == scroll.content.bottom
            """)
        #expect(found.map(\.description) == ["hidden clipped"])
    }

    @Test func headingsAndButtonsCutShortAreErrorsOtherTextWarnings() throws {
        // 60 points hold 7 characters: every text here needs more.
        let found = try problems("""
            size: {width: 300, height: 300}
            views:
              - {id: body, type: label, text: abcdefghij, font: "DejaVu Sans 17"}
              - {id: heading, type: label, text: abcdefghij, font: headline}
              - {id: send, type: button, title: abcdefghij}
            constraints:
              - "H:|-10-[body(60)]"
              - "H:|-10-[heading(60)]"
              - "H:|-10-[send(60)]"
              - "V:|-10-[body]-10-[heading]-10-[send]"
            """)
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
