import Plumb
@testable import PlumbScene
import PlumbTestSupport
import Testing

/// Composite anchors in scene equations (SCENE-FORMAT.md, "Additions"): edges with insets,
/// centres and sizes, each standing for the plain equations of its parts.
@Suite struct CompositeEquationTests {
    static let scene = Fixture.scene("composite-equation/card-badge-and-logo", in: .module)

    /// card: inset 10 from the top, 20 from the leading edge, 30 from the bottom and 40 from
    /// the trailing edge of 300 × 200 → (20, 10; 240, 160). badge: 64 × 32 centred in it,
    /// (120 − 32, 80 − 16) = (88, 64) in card's coordinates. logo: between 10 × 10 and badge's
    /// size (the upper bound at 750, every part with that priority).
    @Test func compositesExpandToTheirParts() throws {
        let loaded = try loadScene(Self.scene)
        loaded.layout()
        #expect(loaded.view("card")?.frame == Rect(x: 20, y: 10, width: 240, height: 160))
        #expect(loaded.view("badge")?.frame == Rect(x: 88, y: 64, width: 64, height: 32))
        let logo = try #require(loaded.view("logo"))
        #expect((10...64).contains(logo.frame.width) && (10...32).contains(logo.frame.height))
        let logoParts = loaded.constraints.filter { $0.name == "logo.size <= badge.size @750" }
        #expect(logoParts.map { $0.constraint.priority.rawValue } == [750, 750])
        #expect(loaded.constraints.count == 4 + 2 + 2 + 2 + 2 + 2)
    }

    /// Composites over system guides: the card inset 8 and 16 inside the safe area of a
    /// 375 × 812 screen with [47, 0, 34, 0] → top 47 + 8 = 55, height 812 − 34 − 8 − 55 = 715,
    /// leading 16, width 375 − 32 = 343. The badge centred on the card's margins guide (8 on
    /// every side, so the card's centre): (171.5 − 10, 357.5 − 10) → (162, 348) snapped.
    @Test func compositesOverSystemGuides() throws {
        let loaded = try loadScene(Fixture.scene("composite-equation/card-in-safe-area", in: .module))
        loaded.layout()
        #expect(loaded.view("card")?.frame == Rect(x: 16, y: 55, width: 343, height: 715))
        #expect(loaded.view("badge")?.frame == Rect(x: 162, y: 348, width: 20, height: 20))
    }

    @Test func expansionSpellsEachPart() throws {
        let edges = try #require(try CompositeEquation.expand("a.edges == b.margins.edges + [1, 2, 3, 4]"))
        #expect(edges.parts == ["a.top == b.margins.top + 1", "a.leading == b.margins.leading + 2",
                                "a.bottom == b.margins.bottom - 3", "a.trailing == b.margins.trailing - 4"])
        #expect(try CompositeEquation.expand("a.center == b.center")?.parts == ["a.centerX == b.centerX", "a.centerY == b.centerY"])
        #expect(try CompositeEquation.expand("a.size >= 2.5x4 @low")?.parts == ["a.width >= 2.5 @low", "a.height >= 4 @low"])
        #expect(try CompositeEquation.expand("a.width == b.width") == nil)
    }

    @Test(arguments: [
        ("card.edges <= root.edges", "edges relate with == only", 16),
        ("card.edges == root.edgs", "expected another item's edges here, like 'root.edges'", 19),
        ("card.edges == root.edges + [1, 2]", "expected 4 numbers: [top, leading, bottom, trailing]", 31),
        ("card.center == nope.center", "No view or guide is named 'nope'.", 20),
        ("card.center >= root.center", "a centre relates with == only", 17),
    ])
    func malformedCompositesPointAtTheMistake(equation: String, message: String, column: Int) throws {
        let error = try #require(loadError("size: {width: 300, height: 200}\nviews:\n  - {id: card}\nconstraints:\n  - \(equation)\n"))
        #expect(error.line == 5)
        #expect(error.column == column)
        #expect(error.message == "invalid equation: \(message)")
    }
}

/// A scroll view in a scene file: content pinned to its edges sizes the content area
/// (UIKit's rule), and `contentOffset` scrolls what is drawn.
@Suite struct SceneScrollViewTests {
    /// Four 80-point rows in a vertical stack pinned to a 320 × 200 scroll view's edges and as
    /// wide as it: content 320 × 320. The offset [0, 120] is kept for drawing.
    @Test func contentPinnedToTheEdgesSizesTheContentArea() throws {
        let loaded = try loadScene(Fixture.scene("composite-equation/scrolled-list-of-rows", in: .module))
        loaded.layout()
        let scroll = try #require(loaded.view("scroll") as? ScrollView)
        #expect(loaded.view("list")?.frame == Rect(x: 0, y: 0, width: 320, height: 320))
        #expect(scroll.contentSize == Size(width: 320, height: 320))
        #expect(scroll.contentOffset == Point(x: 0, y: 120))
        #expect(loaded.view("r3")?.frame.minY == 240)
    }
}
