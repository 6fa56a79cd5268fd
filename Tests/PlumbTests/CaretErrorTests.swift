import Testing
import Plumb

/// A kind whose report is the message over the excerpt, so the tests see the shared part alone.
private enum PlainText: CaretErrorKind {
    static func description(of error: CaretError<PlainText>) -> String { "\(error.message)\n\(error.excerpt)" }
}

@Suite struct CaretErrorTests {
    @Test(arguments: [
        // Column 1: the caret starts the line.
        ("a.width = 10", 0, "a.width = 10\n^"),
        // The middle: one space per character before the offending one.
        ("a.width = 10", 8, "a.width = 10\n        ^"),
        // The end of the line: the text ended too early, the caret sits one past its last character.
        ("a.width ==", 10, "a.width ==\n          ^"),
        // Several lines are shown as one, each line break a space, so the caret still lines up.
        ("H:[a]\n-[b]", 7, "H:[a] -[b]\n       ^"),
        // Tabs stay tabs under the text, so the caret lines up in any terminal.
        ("\t[a]", 2, "\t[a]\n\t ^"),
        // Characters, not bytes or scalars: a skin-toned emoji is one column.
        ("[👍🏽]x", 3, "[👍🏽]x\n   ^"),
        // An empty text: an empty line, then the caret.
        ("", 0, "\n^"),
    ])
    func theExcerptPutsTheCaretUnderTheOffendingCharacter(_ text: String, _ offset: Int, _ excerpt: String) {
        let error = CaretError<PlainText>(message: "Bad.", text: text, offset: offset)
        #expect(error.excerpt == excerpt)
        #expect(error.description == "Bad.\n" + excerpt)
        #expect("\(error)" == "Bad.\n" + excerpt)
    }

    @Test func eachKindWordsItsOwnHeading() {
        let equation = EquationError(message: "Expected a relation (==, <= or >=) here.", equation: "a.width = 10", offset: 8)
        #expect(equation.description == "Unable to parse constraint equation:\nExpected a relation (==, <= or >=) here.\na.width = 10\n        ^")
        #expect(equation.equation == "a.width = 10" && equation.text == equation.equation)
        let format = VisualFormatError(message: "Expected a ']' here.", format: "H:|-[button", offset: 11)
        #expect(format.description == "Unable to parse constraint format:\nExpected a ']' here.\nH:|-[button\n           ^")
        #expect(format.format == "H:|-[button")
    }

    @Test func errorsOfOneKindCompareByMessageTextAndOffset() {
        let error = CaretError<PlainText>(message: "Bad.", text: "abc", offset: 1)
        #expect(error == CaretError<PlainText>(message: "Bad.", text: "abc", offset: 1))
        #expect(error != CaretError<PlainText>(message: "Bad.", text: "abc", offset: 2))
        #expect(error != CaretError<PlainText>(message: "Worse.", text: "abc", offset: 1))
    }
}
