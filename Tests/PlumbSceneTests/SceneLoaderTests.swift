import Plumb
import PlumbScene
import PlumbTestSupport
import Testing

/// Scene files load into the view tree SCENE-FORMAT.md describes, and lay out to exact frames.
@Suite struct SceneLoaderTests {
    @Test func equationsPlaceViewsWithMarginsAndPriorities() throws {
        let yaml = Fixture.scene("scene-loader/margins-and-priorities", in: .module)
        #expect(try frames(yaml, ["a", "b"]) == ["(16 20; 100 40)", "(124 60; 160 20)"])
    }

    @Test func multiplierAfterTheAttributeAndSuperview() throws {
        let yaml = Fixture.scene("scene-loader/quarter-width-centred-box", in: .module)
        #expect(try frames(yaml, ["box"]) == ["(75 0; 50 50)"])
    }

    @Test func visualFormatWithMetricsAndATrailingPriority() throws {
        let yaml = Fixture.scene("scene-loader/visual-format-with-metrics", in: .module)
        let loaded = try loadScene(yaml)
        loaded.layout()
        #expect(loaded.view("a")?.frame.description == "(12 20; 144 20)")
        #expect(loaded.view("b")?.frame.description == "(164 20; 144 20)")
        let low = loaded.constraints.filter { $0.name == "H:[b(200)] @250" }
        #expect(low.count == 1 && low[0].constraint.priority == 250)
    }

    @Test func constraintMapsCarryIdPriorityAndActive() throws {
        let yaml = Fixture.scene("scene-loader/constraint-maps", in: .module)
        let loaded = try loadScene(yaml)
        loaded.layout()
        #expect(loaded.view("v")?.frame.description == "(30 5; 10 10)")
        #expect(loaded.constraints.map(\.name) == ["pinLeft", "v.left == root.left + 60", "V:|-(5)-[v]"])
        #expect(loaded.constraints.map(\.isActive) == [true, false, true])
        #expect(loaded.constraints[0].constraint.identifier == "pinLeft")
        #expect(loaded.constraints[0].constraint.priority == 750)
        #expect(loaded.constraints[0].location.line == 5)
    }

    @Test func unsatisfiableSetsAreNamedByIdOrSourceText() throws {
        let yaml = Fixture.scene("scene-loader/conflicting-widths", in: .module)
        let loaded = try loadScene(yaml)
        let outcome = loaded.layout()
        // The log lists the constraint being added first, then the ones it conflicts with.
        #expect(outcome.conflicts == [.init(conflicting: ["v.width == 50", "wide"], broken: "wide")])
        #expect(loaded.view("v")?.frame.description == "(0 0; 50 20)")
        #expect(outcome.hasProblems)
    }

    @Test func ambiguousViewsAreListedInFileOrder() throws {
        let yaml = Fixture.scene("scene-loader/loose-view", in: .module)
        let outcome = try loadScene(yaml).layout()
        #expect(outcome.ambiguous == ["loose"])
        #expect(outcome.ambiguousVariables["loose"]?.map(\.name) == ["loose.minX"])
    }

    @Test func fittingSizeSizesTheRootToItsContent() throws {
        let yaml = Fixture.scene("scene-loader/fitting-height", in: .module)
        let loaded = try loadScene(yaml)
        loaded.layout()
        #expect(loaded.scene.root.frame.description == "(0 0; 200 60)")
        #expect(loaded.view("v")?.frame.description == "(20 10; 160 44)")
    }

    @Test func parentsMayComeLaterAndGuidesJoinTheirOwners() throws {
        let yaml = Fixture.scene("scene-loader/guide-owned-by-box", in: .module)
        let loaded = try loadScene(yaml)
        loaded.layout()
        #expect(loaded.view("inner")?.superview === loaded.view("box"))
        #expect(loaded.view("inner")?.frame.description == "(2 1; 10 10)")
        #expect(loaded.view("inner")?.backgroundColor == Color(hex: "#ff0000"))
        #expect(loaded.guide("gap")?.layoutFrame.description == "(12 0; 288 5)")
        #expect(loaded.guide("gap")?.owningView === loaded.view("box"))
    }

    @Test func stacksArrangeTheirViewsInOrder() throws {
        let yaml = Fixture.scene("scene-loader/fill-equally-stack", in: .module)
        let loaded = try loadScene(yaml)
        loaded.layout()
        let stack = try #require(loaded.view("row") as? StackView)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["b", "a"])
        #expect(loaded.view("b")?.frame.description == "(0 0; 145 20)")
        #expect(loaded.view("a")?.frame.description == "(155 0; 145 20)")
    }

    /// A vertical stack of two horizontal stacks, declared parents-last. Rows: 30 high (the
    /// taller box), 10 apart; in each row the second view takes the extra width (fill's
    /// tie-break gives it to the last view): row 1 a 0…40, b 48…300; row 2 c 0…50, d 58…300.
    @Test func stacksNest() throws {
        let yaml = Fixture.scene("scene-loader/nested-stacks", in: .module)
        let loaded = try loadScene(yaml)
        let outcome = loaded.layout()
        #expect(loaded.view("row1")?.superview === loaded.view("column"))
        #expect(loaded.view("a")?.superview === loaded.view("row1"))
        #expect(try frames(yaml, ["row1", "row2", "a", "b", "c", "d"]) == [
            "(0 0; 300 30)", "(0 40; 300 30)", "(0 0; 40 30)", "(48 0; 252 30)", "(0 0; 50 30)", "(58 0; 242 30)",
        ])
        #expect(outcome.conflicts.isEmpty && outcome.ambiguous.isEmpty)
    }

    @Test func stacksTakeCustomSpacingAndMarginsRelativeArrangement() throws {
        let yaml = Fixture.scene("scene-loader/custom-spacing-stack", in: .module)
        let loaded = try loadScene(yaml)
        loaded.layout()
        // Margins 10 inside the stack; 20 after a, then the stack's 4.
        #expect(try frames(yaml, ["a", "b", "c"]) == ["(10 10; 280 20)", "(10 50; 280 20)", "(10 74; 280 20)"])
        #expect(loaded.view("column")?.frame.description == "(0 0; 300 104)")
        let bad = "views:\n  - {id: s, type: stack, arranged: [a], customSpacing: {b: 3}}\n  - {id: a}\n  - {id: b}\n"
        #expect(loadError(bad)?.message == "'b' is not arranged in the stack 's'")
    }

    @Test func viewKeysReachTheViews() throws {
        let yaml = Fixture.scene("scene-loader/every-key", in: .module)
        let loaded = try loadScene(yaml)
        #expect(loaded.scene.name == "keys" && loaded.scene.scale == 2 && loaded.scene.direction == .rightToLeft)
        #expect(loaded.scene.background == Color(hex: "#102030"))
        let title = try #require(loaded.view("title") as? Label)
        #expect(title.text == "Hello" && title.font == Font(size: 20, bold: true) && title.numberOfLines == 2)
        #expect(title.textAlignment == .center && title.lineBreakMode == .byWordWrapping && title.textColor == Color(hex: "#333"))
        let send = try #require(loaded.view("send") as? Button)
        #expect(send.title == "Send" && send.contentHuggingPriority(for: .horizontal) == 251)
        #expect(send.contentCompressionResistancePriority(for: .vertical) == 900)
        #expect((loaded.view("field") as? TextField)?.placeholder == "answer")
        #expect((loaded.view("box") as? Checkbox)?.isChecked == true)
        let pic = try #require(loaded.view("pic") as? ImageView)
        #expect(pic.image?.size == Size(width: 64, height: 48) && pic.contentMode == .scaleAspectFit)
        #expect(pic.alignmentRectInsets == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))   // rtl: leading is right
        #expect(loaded.view("hidden")?.isHidden == true && loaded.view("hidden")?.alpha == 0.5)
        #expect(loaded.view("scroller") is ScrollView)
        let manual = try #require(loaded.view("manual"))
        #expect(manual.translatesAutoresizingMaskIntoConstraints && manual.frame.description == "(1 2; 30 40)")
        #expect(manual.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
        #expect(loaded.view("send")?.translatesAutoresizingMaskIntoConstraints == false)
    }
}
