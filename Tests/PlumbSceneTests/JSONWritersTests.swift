import Testing
import PlumbScene

/// The two JSON writers, `JSONValue` (`plumb layout --json`) and `SortedJSONEncoder` (the
/// inspector's model), write strings with the same escaper.
@Suite struct JSONWritersTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("line\nfeed\rtab\t", #""line\nfeed\rtab\t""#),
        ("\u{1}\u{8}\u{c}\u{1f}", #""\u0001\u0008\u000c\u001f""#),
        ("é 👍🏽 </script> \u{7f}", "\"é 👍🏽 </script> \u{7f}\""),
    ])
    func bothWritersEscapeAStringAlike(_ text: String, _ expected: String) throws {
        #expect(JSONValue.string(text).text() == expected)
        #expect(String(decoding: try SortedJSONEncoder.encode(text), as: UTF8.self) == expected)
    }

    @Test func theIndentedTextKeepsItsLayout() {
        let value = JSONValue.object([("name", .string("a\tb")), ("frame", .object([("x", .number(12)), ("width", .number(0.5))])),
                                      ("tags", .array([.string("x"), .bool(true)])), ("empty", .array([]))])
        #expect(value.text() == """
            {
              "name": "a\\tb",
              "frame": {"x": 12, "width": 0.5},
              "tags": ["x", true],
              "empty": []
            }
            """)
    }
}
