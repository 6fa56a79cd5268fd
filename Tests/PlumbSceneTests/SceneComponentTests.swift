import Plumb
@testable import PlumbScene
import PlumbTestSupport
import Testing

/// Reusable components in scene files: a subtree with its constraints, declared once under
/// `components:` with parameters and used by many views; errors point at the use and at the
/// definition.
@Suite struct SceneComponentTests {
    /// Two chat bubbles from one component. Text is measured monospace: at 8 points a character
    /// is 4 wide and a line 10 high.
    static let bubbles = Fixture.scene("scene-component/bubbles", in: .module)

    /// b1: "Hi there" is 8 × 4 = 32 wide, one line of 10; with insets 10 and 5 the bubble is
    /// 52 × 20, on the leading margin (8), 10 from the top.
    /// b2: at most 150 wide (half of 300), so its label at most 130: the 39 characters (156)
    /// wrap after "ffff" (29 characters, 116; adding " gggg" makes 34 × 4 = 136 > 130), two
    /// lines of 10. The bubble is 136 × 30, its trailing edge on the trailing margin (292),
    /// so x = 156, 10 below b1 (y = 40).
    @Test func instancesLayOutAsTheirParts() throws {
        let loaded = try loadScene(Self.bubbles)
        loaded.layout()
        #expect(loaded.view("b1")?.frame == Rect(x: 8, y: 10, width: 52, height: 20))
        #expect(loaded.view("b1.label")?.frame == Rect(x: 10, y: 5, width: 32, height: 10))
        #expect(loaded.view("b2")?.frame == Rect(x: 156, y: 40, width: 136, height: 30))
        #expect(loaded.view("b2.label")?.frame == Rect(x: 10, y: 5, width: 116, height: 20))
        #expect(loaded.viewIDs == ["root", "b1", "b1.label", "b2", "b2.label"])
        #expect(loaded.view("b2.label")?.superview === loaded.view("b2"))
    }

    /// A parameter fills a whole value (a colour) or part of one (`${side}Margin`); one not
    /// given takes its default. Constraint ids are the instance's own.
    @Test func parametersAndDefaults() throws {
        let loaded = try loadScene(Self.bubbles)
        #expect(loaded.view("b1")?.backgroundColor == Color(hex: "#e5e5ea"))
        #expect(loaded.view("b2")?.backgroundColor == Color(hex: "#0a84ff"))
        #expect((loaded.view("b2.label") as? Label)?.text == "aaaa bbbb cccc dddd eeee ffff gggg hhhh")
        let names = loaded.constraints.map(\.name)
        #expect(names.filter { $0.hasSuffix("maxWidth") } == ["b1.maxWidth", "b2.maxWidth"])
        #expect(names.contains("root.trailing == superview.trailingMargin"))
        #expect(names.contains("root.leading == superview.leadingMargin"))
    }

    /// Scene equations reach an instance's parts by their dotted ids: b2's first baseline is
    /// 40 + 5 + 8 = 53 and b1's last 10 + 5 + 8 = 23; pinning a note 4 below b2's last baseline
    /// (40 + 5 + 10 + 8 = 63) puts its top at 67.
    @Test func scenesNameTheParts() throws {
        let loaded = try loadScene(Self.bubbles.replacingOccurrences(of: "constraints:\n  - b1.top", with: """
            constraints:
              - note.top == b2.label.lastBaseline + 4
              - note.leading == b1.label.leading
              - note.size == 10x10
              - b1.top
            """).replacingOccurrences(of: "views:\n  - {id: b1", with: "views:\n  - {id: note}\n  - {id: b1"))
        loaded.layout()
        #expect(loaded.view("note")?.frame == Rect(x: 18, y: 67, width: 10, height: 10))
    }

    /// A component inside a component, with a stack for a root that arranges the component's
    /// own views: `row.a.label` is the label of the pill `a` of the pair `row`. Labels at the
    /// default 17 points: 8.5 per character, 21.25 a line.
    @Test func componentsNest() throws {
        let loaded = try loadScene(Fixture.scene("scene-component/nested-pill-pair", in: .module))
        loaded.layout()
        // "One": 25.5 + 16 = 41.5 wide; "Four": 34 + 16 = 50; 21.25 + 8 = 29.25 high.
        let stack = try #require(loaded.view("row") as? StackView)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["row.a", "row.b"])
        #expect(loaded.view("row.a.label")?.superview === loaded.view("row.a"))
        let a = try #require(loaded.view("row.a")), b = try #require(loaded.view("row.b"))
        #expect(a.frame.width ≈ 41.5)
        #expect(b.frame.width ≈ 50)
        #expect(b.frame.minX ≈ (a.frame.maxX + 10))
        #expect(stack.frame.size ≈ Size(width: 101.5, height: 29.25))
    }

    /// Visual format strings name parts the same way: `[r.x]` is the part `x` of `r`, and `|`
    /// its superview, `r`.
    @Test func visualFormatNamesTheParts() throws {
        let loaded = try loadScene(Fixture.scene("scene-component/row-part-in-visual-format", in: .module))
        loaded.layout()
        #expect(loaded.view("r.x")?.frame == Rect(x: 5, y: 6, width: 40, height: 40))
    }

    // MARK: Errors

    /// An error in the definition names the line in the component, then notes the use and the
    /// definition; an error in a use's value names the use.
    @Test func errorsPointAtUseAndDefinition() throws {
        let broken = Self.bubbles.replacingOccurrences(of: "label.edges == root.edges", with: "label.edges == root.edgez")
        let error = try #require(loadError(broken))
        #expect(error.line == 9 && error.column == 24)
        #expect(error.notes.map { "\($0.line):\($0.column): \($0.message)" } == [
            "13:10: in 'b1', an instance of the component 'bubble'",
            "3:3: the component 'bubble' is defined here",
        ])
        #expect(error.description.contains("test.yaml:13:10: note: in 'b1', an instance of the component 'bubble'\n  - {id: b1,"))

        let colour = try #require(loadError(Self.bubbles.replacingOccurrences(of: "\"#0a84ff\"", with: "\"#0a84fz\"")))
        #expect(colour.line == 14 && colour.message.contains("'#0a84fz'"))
        #expect(colour.notes.map(\.line) == [3])
    }

    /// An error after a parameter in a string points at the character as written, not as
    /// substituted: `${side}` is 7 characters in the file and 7 or 8 after.
    @Test func caretsSkipSubstitutedText() throws {
        let error = try #require(loadError(Self.bubbles.replacingOccurrences(of: "${side}Margin", with: "${side}Margin + x")))
        let line = "      - root.${side} == superview.${side}Margin + x"
        #expect(error.line == 10)
        #expect(error.column == line.distance(from: line.startIndex, to: line.firstIndex(of: "x")!) + 1)
    }

    @Test func parameterMistakes() throws {
        let unknownKey = try #require(loadError(Self.bubbles.replacingOccurrences(of: "{text: \"Hi there\"}", with: "{txt: \"Hi there\"}")))
        #expect(unknownKey.message == "unknown key 'txt' for the parameters of 'bubble'; did you mean 'text'?")
        #expect(unknownKey.line == 13)

        let missing = try #require(loadError(Self.bubbles.replacingOccurrences(of: ", with: {text: \"Hi there\"}", with: "")))
        #expect(missing.message == "the component 'bubble' needs a value for 'text' in 'with:'")
        #expect(missing.line == 13)
        #expect(missing.notes.first?.message == "'text' is declared here, without a default")
        #expect(missing.notes.first?.line == 4)

        let unknownParameter = try #require(loadError(Self.bubbles.replacingOccurrences(of: "\"$text\"", with: "\"$txt\"")))
        #expect(unknownParameter.message == "the component 'bubble' has no parameter 'txt'; did you mean '$text'?")
        #expect(unknownParameter.line == 7)
    }

    @Test func useMistakes() throws {
        let unknown = try #require(loadError(Self.bubbles.replacingOccurrences(of: "use: bubble, with: {text: \"Hi", with: "use: buble, with: {text: \"Hi")))
        #expect(unknown.message == "unknown component 'buble'; did you mean 'bubble'?")

        let typed = try #require(loadError(Self.bubbles.replacingOccurrences(of: "{id: b1, use: bubble,", with: "{id: b1, type: label, use: bubble,")))
        #expect(typed.message.hasPrefix("unknown key 'type' for a use of the component 'bubble'"))

        let reserved = try #require(loadError(Self.bubbles.replacingOccurrences(of: "{id: label, type: label", with: "{id: margins, type: label")))
        #expect(reserved.message == "'margins' is reserved in a component: 'b1.margins' would name a guide of 'b1'")

        let rootID = try #require(loadError(Self.bubbles.replacingOccurrences(of: "root: {background:", with: "root: {id: x, background:")))
        #expect(rootID.message == "a component's root takes no 'id': each use gives its own")

        let part = try #require(loadError(Self.bubbles + "\n  - b2.lable.top == root.top"))
        #expect(part.message == "invalid equation: 'b2' has no part or guide named 'lable'. Did you mean 'label'?")
    }

    @Test func aComponentCannotUseItself() throws {
        let error = try #require(loadError("""
            size: {width: 100, height: 100}
            components:
              a:
                views: [{id: x, use: b}]
              b:
                views: [{id: y, use: a}]
            views:
              - {id: v, use: a}
            """))
        #expect(error.message == "the component 'a' uses itself: a → b → a")
        #expect(error.line == 6)
        #expect(error.notes.map(\.message) == [
            "in 'v.x', an instance of the component 'b'", "the component 'b' is defined here",
            "in 'v', an instance of the component 'a'", "the component 'a' is defined here",
        ])
    }
}
