import Plumb
import PlumbRender
import PlumbScene
import Testing

/// `--change` and `animation: changes:` spellings: what each means, and where a bad one is wrong.
@Suite struct AnimationChangeTests {
    @Test func eachSpellingMeansItsChange() throws {
        let constant = try AnimationChange(parsing: "c5.constant=0->100")
        #expect(constant.target == .constant("c5") && constant.from == 0 && constant.to == 100)
        let end = try AnimationChange(parsing: "top-pin.constant=-8.5")
        #expect(end.target == .constant("top-pin") && end.from == nil && end.to == -8.5)
        let window = try AnimationChange(parsing: "window.width=375->320")
        #expect(window.target == .windowWidth && window.from == 375 && window.to == 320)
        #expect(try AnimationChange(parsing: "root.height=500").target == .windowHeight)
        let hidden = try AnimationChange(parsing: "send.hidden=true")
        #expect(hidden.target == .hidden("send") && hidden.flag)
        #expect(try AnimationChange(parsing: "pin.active=no").target == .active("pin"))
        #expect(try !AnimationChange(parsing: "pin.active=no").flag)
        #expect(try AnimationChange(parsing: "box_1.checked=yes").target == .checked("box_1"))
    }

    @Test(arguments: [
        ("c5.constant", 11, "expected '=' and a value, as in c5.constant=0->100"),
        ("constant=4", 0, "expected ID.PROPERTY before '=', as in c5.constant or window.width"),
        ("c5.colour=4", 3, "unknown property 'colour' (one of constant, active, hidden, checked, width, height)"),
        ("send.width=300", 0, "only the window's size animates: window.width; a view's width comes from its constraints (animate their constants)"),
        ("c5.constant=0->x", 15, "expected a number, found 'x'"),
        ("c5.constant=0x10", 12, "expected a number, found '0x10'"),
        ("c5.constant=1->2->3", 12, "expected a number, or two joined by '->' (0->100)"),
        ("c5.constant=inf", 12, "'inf' is out of range: a value must be finite, within ±10000000"),
        ("window.width=0", 13, "'0' is out of range: a value must be more than 0 and at most 10000000"),
        ("send.hidden=maybe", 12, "expected true or false after '=', found 'maybe'"),
        ("a b.hidden=true", 0, "expected an id (letters, digits, _ and -) before '.'"),
    ])
    func aBadChangeSaysWhereAndWhy(_ text: String, _ offset: Int, _ message: String) {
        #expect(throws: AnimationChangeError(text: text, offset: offset, message: message)) { try AnimationChange(parsing: text) }
    }

    @Test func theCaretSitsUnderTheOffendingCharacter() {
        let error = AnimationChangeError(text: "c5.constnt=1", offset: 3, message: "unknown property")
        #expect(error.description == "\"c5.constnt=1\": unknown property\n  c5.constnt=1\n     ^")
    }

    @Test func theAnimationKeyIsChecked() throws {
        let base = "size: {width: 100, height: 100}\nviews:\n  - {id: a}\nconstraints:\n  - {id: pin, constraint: \"a.leading == root.leading\"}\n"
        let loaded = try SceneLoader.load(yaml: base + "animation: {duration: 2, fps: 12, curve: easeOut, mode: both, changes: [pin.constant=10, a.hidden=true]}\n",
                                          file: "a.yaml", services: .rendering.measuring(with: MonospaceTextMeasurer()))
        let spec = try #require(loaded.animation)
        #expect(spec.duration == 2 && spec.fps == 12 && spec.curve == .easeOut && spec.mode == .both)
        #expect(spec.changes.map(\.text) == ["pin.constant=10", "a.hidden=true"])
        #expect(throws: SceneError.self) { try SceneLoader.load(yaml: base + "animation: {fps: 0}\n", file: "a.yaml", services: .rendering.measuring(with: MonospaceTextMeasurer())) }
        do {
            _ = try SceneLoader.load(yaml: base + "animation: {mode: bothh}\n", file: "a.yaml", services: .rendering.measuring(with: MonospaceTextMeasurer()))
            Issue.record("a bad mode loaded")
        } catch {
            #expect(error.line == 6 && error.message.contains("bothh"))
        }
        do {
            _ = try SceneLoader.load(yaml: base + "animation: {changes: [a.checked=true]}\n", file: "a.yaml", services: .rendering.measuring(with: MonospaceTextMeasurer()))
            Issue.record("checked on a view loaded")
        } catch {
            #expect(error.message == "'a' is not a checkbox" && error.line == 6 && error.column == 23)
        }
    }
}
