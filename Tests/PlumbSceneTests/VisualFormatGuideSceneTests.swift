import Plumb
import PlumbScene
import PlumbTestSupport
import Testing

/// Guide names in scene files' visual format strings, `VIEW.GUIDE` as equations spell them.
@Suite struct VisualFormatGuideSceneTests {
    /// A 500-point list in a 320×200 scroll view, its width the frame guide's: content 320×500.
    @Test func visualFormatsNameTheScrollGuides() throws {
        for guide in ["scroll.frameLayoutGuide", "scroll.frame"] {
            let loaded = try loadScene("""
                size: {width: 320, height: 200}
                views:
                  - {id: scroll, type: scroll}
                  - {id: list, parent: scroll}
                constraints:
                  - scroll.edges == root.edges
                  - "H:|[list(==\(guide))]|"
                  - "V:|[list(500)]|"
                """)
            loaded.layout()
            let scroll = try #require(loaded.view("scroll") as? ScrollView)
            #expect(loaded.view("list")?.frame == Rect(x: 0, y: 0, width: 320, height: 500), "\(guide)")
            #expect(scroll.contentSize == Size(width: 320, height: 500), "\(guide)")
        }
    }

    /// On a 375×812 phone inset 47 and 34, a header fills the band above the safe area and a
    /// footer the band below it (812 − 34 = 778).
    @Test func visualFormatsNameTheSafeArea() throws {
        let frames = try frames(Fixture.scene("visual-format-guide-scene/safe-area-in-visual-format", in: .module), ["header", "footer"])
        #expect(frames == ["(0 0; 375 47)", "(0 778; 375 34)"])
    }

    @Test func anUnknownGuideInAFormatPointsAtItsName() throws {
        let error = try #require(loadError("""
            views:
              - {id: scroll, type: scroll}
              - {id: list, parent: scroll}
            constraints:
              - "H:|[list(==scroll.frameGuide)]|"
            """))
        // The string's text starts at column 6, after `  - "`; `H:|[list(==scroll.` is 18 characters.
        #expect(error.line == 5 && error.column == 24)
        #expect(error.message == "invalid visual format: Unknown guide 'frameGuide'. Did you mean 'frameLayoutGuide'?")
        #expect(error.description.hasPrefix("test.yaml:5:24: error: "))
        #expect(error.description.hasSuffix("  - \"H:|[list(==scroll.frameGuide)]|\"\n                       ^"))
    }
}
