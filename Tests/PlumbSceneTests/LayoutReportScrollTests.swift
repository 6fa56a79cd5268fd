import Foundation
import Plumb
import PlumbScene
import PlumbTestSupport
import Testing

/// What `plumb layout --json` says about scroll views (content size and offset) and safe areas.
@Suite struct LayoutReportScrollTests {
    /// A 200×300 root with a safe area of 20 at the top, 16 on the leading side and 10 at the
    /// bottom (the safe rectangle is x 16…200, y 20…290). A scroll view at y 30…130 scrolled
    /// 5 down holds a 250-point list; a second, empty scroll view sits at y 250…300.
    static let report = Fixture.scene("layout-report-scroll/report", in: .module)

    @Test func jsonReportsContentSizeOffsetAndSafeAreaInsets() throws {
        let loaded = try loadScene(Self.report)
        let text = LayoutReport(loaded: loaded, outcome: loaded.layout()).json.text()
        // The root's insets as written; the scroll view's content as laid out.
        #expect(text.contains(#"""
                  "ambiguous": false,
                  "safeAreaInsets": {"top": 20, "leading": 16, "bottom": 10, "trailing": 0}
            """#))
        #expect(text.contains(#"""
                  "contentSize": {"width": 200, "height": 250},
                  "contentOffset": {"x": 0, "y": 5},
                  "safeAreaInsets": {"top": 0, "leading": 16, "bottom": 0, "trailing": 0}
            """#))
        // The empty scroll view: no content, no offset; 50 wide from x 0, so 16 of it is left of
        // the safe area, and it ends 10 below it (300 − 290). `free` is wholly inside the safe
        // area: no insets to report.
        #expect(text.contains(#"""
                "still": {
                  "frame": {"x": 0, "y": 250, "width": 50, "height": 50},
                  "alignmentRect": {"x": 0, "y": 250, "width": 50, "height": 50},
                  "ambiguous": false,
                  "contentSize": {"width": 0, "height": 0},
                  "safeAreaInsets": {"top": 0, "leading": 16, "bottom": 10, "trailing": 0}
                },
                "free": {
                  "frame": {"x": 20, "y": 40, "width": 50, "height": 50},
                  "alignmentRect": {"x": 20, "y": 40, "width": 50, "height": 50},
                  "ambiguous": false
                }
            """#))
        #expect(!text.contains(#""contentOffset": {"x": 0, "y": 0}"#))
    }

    /// Under `direction: rtl` leading is the right side: a 16-point leading inset is reported
    /// as leading 16, for the root and for a view along its right edge.
    @Test func jsonInsetsFollowTheDirection() throws {
        let loaded = try loadScene(Fixture.scene("layout-report-scroll/right-to-left-edge", in: .module))
        let text = LayoutReport(loaded: loaded, outcome: loaded.layout()).json.text()
        #expect(loaded.view("edge")?.frame == Rect(x: 160, y: 0, width: 40, height: 40))
        #expect(text.components(separatedBy: #""safeAreaInsets": {"top": 0, "leading": 16, "bottom": 0, "trailing": 0}"#).count == 3)
    }
}
