import Plumb
import Testing

/// The pseudo-languages of chapter 5 of *iOS Auto Layout Demystified* (doubled strings, flipped
/// interfaces) and Xcode's accented pseudolanguage: exact texts, and the Swift API that applies
/// one to a whole scene.
@Suite struct PseudoLanguageTests {
    @Test func doubleRepeatsTheStringAfterASpace() {
        #expect(PseudoLanguage.double.apply(to: "Cancel") == "Cancel Cancel")
        #expect(PseudoLanguage.double.apply(to: "Car Info") == "Car Info Car Info")
        #expect(PseudoLanguage.double.apply(to: "Do you want to save the changes?")
            == "Do you want to save the changes? Do you want to save the changes?")
        #expect(PseudoLanguage.double.apply(to: "") == "")
    }

    @Test func accentedSwapsLettersAndPadsToAboutThirtyPercentMore() {
        #expect(PseudoLanguage.accented.apply(to: "Cancel") == "[Çåñçéļ]")
        #expect(PseudoLanguage.accented.apply(to: "Save") == "[Šåṽé]")
        #expect(PseudoLanguage.accented.apply(to: "OK 42!") == "[ÖĶ 42!]")      // digits and punctuation stay
        let message = PseudoLanguage.accented.apply(to: "Do you want to save the changes?")
        #expect(message == "[Ðö ýöû ŵåñţ ţö šåṽé ţĥé çĥåñĝéš?~~~~~~~~]")
        #expect(message.count == 42)                                              // 32 + ⌈9.6⌉: 1.3125×
        #expect(PseudoLanguage.accented.apply(to: "") == "")
        // ⌈0.3 n⌉ more characters (at least the two brackets): 1.3 ≤ ratio < 1.3 + 1/n from n = 7.
        for n in 7...200 {
            let text = String(repeating: "a", count: n)
            let ratio = Double(PseudoLanguage.accented.apply(to: text).count) / Double(n)
            #expect(ratio >= 1.3 && ratio < 1.3 + 1 / Double(n), "n = \(n)")
        }
        // Every ASCII letter has its own look-alike, one character each.
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = PseudoLanguage.accented.apply(to: letters).dropFirst().prefix(52)
        #expect(Set(accented).count == 52 && zip(letters, accented).allSatisfy { $0 != $1 })
    }

    @Test func rtlKeepsTheStringsAndFlipsTheDirection() {
        #expect(PseudoLanguage.rtl.apply(to: "Cancel") == "Cancel")
        #expect(PseudoLanguage.rtl.direction == .rightToLeft)
        #expect(PseudoLanguage.double.direction == nil && PseudoLanguage.accented.direction == nil)
        #expect(PseudoLanguage(name: "double") == .double && PseudoLanguage(name: "de") == nil)
    }

    /// A label pinned 10 from the leading edge: at x = 10 left to right, at the right edge
    /// (200 − 10 − its width) under the rtl pseudo-language, which leaves its text alone.
    @Test func sceneInRTLMovesALeadingPinnedViewToTheRightEdge() {
        func scene() -> Scene {
            let label = Label("save", text: "Save")
            return Scene("pinned", width: 200, height: 50) { root in
                root.textMeasurer = MonospaceTextMeasurer()
                label
                label.leadingAnchor == root.leadingAnchor + 10
                label.topAnchor == root.topAnchor + 10
            }
        }
        let ltr = scene(), rtl = scene()
        rtl.apply(pseudoLanguage: .rtl)
        ltr.layout()
        rtl.layout()
        #expect(rtl.direction == .rightToLeft)
        #expect((rtl.view("save") as? Label)?.text == "Save")
        #expect(ltr.view("save")?.frame == Rect(x: 10, y: 10, width: 34, height: 21))   // 4 × 8.5 wide, 21.25 high snapped
        #expect(rtl.view("save")?.frame == Rect(x: 156, y: 10, width: 34, height: 21))
    }

    /// Every text of the tree: labels, buttons, checkboxes, text fields' placeholders and texts.
    @Test func sceneInDoubleRewritesEveryText() {
        let label = Label("label", text: "Name")
        let button = Button("button", title: "Save")
        let checkbox = Checkbox("checkbox", title: "Remember me")
        let field = TextField("field", placeholder: "Your name")
        field.text = "Ada"
        let scene = Scene("form", width: 300, height: 200) { _ in [label, button, checkbox, field] }
        scene.apply(pseudoLanguage: .double)
        #expect(label.text == "Name Name" && button.title == "Save Save" && checkbox.title == "Remember me Remember me")
        #expect(field.placeholder == "Your name Your name" && field.text == "Ada Ada")
        #expect(scene.direction == .leftToRight)
    }
}
