import Testing

/// Every kind of bad input makes `plumb render` exit with status 2, print a located error with
/// the offending line and a caret, and write no file.
@Suite struct SceneErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let yaml: String
        let expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unknown top-level key", yaml: "size: {width: 10, height: 10}\ncontraints: []\n", expected: """
            test.yaml:2:1: error: unknown key 'contraints' for the scene; did you mean 'constraints'?
            contraints: []
            ^
            """),
        Case(name: "unknown view key", yaml: "views:\n  - {id: a, backgroud: \"#fff\"}\n", expected: """
            test.yaml:2:13: error: unknown key 'backgroud' for a view; did you mean 'background'?
              - {id: a, backgroud: "#fff"}
                        ^
            """),
        Case(name: "key of another type", yaml: "views:\n  - id: a\n    text: hello\n", expected: """
            test.yaml:3:5: error: unknown key 'text' for a view
                text: hello
                ^
            """),
        Case(name: "unknown view type", yaml: "views:\n  - {id: a, type: lable}\n", expected: """
            test.yaml:2:19: error: unknown view type 'lable'; did you mean 'label'? (expected one of: view, label, button, image, textField, checkbox, stack, scroll)
              - {id: a, type: lable}
                              ^
            """),
        Case(name: "duplicate id", yaml: "views:\n  - {id: a}\n  - {id: a}\n", expected: """
            test.yaml:3:10: error: the id 'a' is used twice
              - {id: a}
                     ^
            """),
        Case(name: "missing id", yaml: "views:\n  - {type: label}\n", expected: """
            test.yaml:2:5: error: a view needs an 'id'
              - {type: label}
                ^
            """),
        Case(name: "invalid id", yaml: "views:\n  - {id: \"my view\"}\n", expected: """
            test.yaml:2:10: error: 'my view' is not a valid id: use letters, digits, _ and -, starting with a letter or _
              - {id: "my view"}
                     ^
            """),
        Case(name: "wrong type", yaml: "size: {width: wide, height: 10}\n", expected: """
            test.yaml:1:15: error: expected a size in points, found 'wide'
            size: {width: wide, height: 10}
                          ^
            """),
        Case(name: "not a finite number", yaml: "views:\n  - {id: a, borderWidth: .nan}\n", expected: """
            test.yaml:2:26: error: '.nan' is not a finite number
              - {id: a, borderWidth: .nan}
                                     ^
            """),
        Case(name: "unquoted colour", yaml: "background: #fff\n", expected: """
            test.yaml:1:12: error: expected a colour such as "#ff8800"; quote it, because YAML reads an unquoted # as a comment
            background: #fff
                       ^
            """),
        Case(name: "priority out of range", yaml: "views:\n  - {id: a}\nconstraints:\n  - {constraint: \"a.width == 10\", priority: 1001}\n", expected: """
            test.yaml:4:45: error: the priority 1001 is out of range; priorities run from 1 to 1000
              - {constraint: "a.width == 10", priority: 1001}
                                                        ^
            """),
        Case(name: "cycle in parent", yaml: "views:\n  - {id: a, parent: b}\n  - {id: b, parent: a}\n", expected: """
            test.yaml:2:21: error: the parents form a cycle: a → b → a
              - {id: a, parent: b}
                                ^
            """),
        Case(name: "unknown parent", yaml: "views:\n  - {id: card}\n  - {id: a, parent: crad}\n", expected: """
            test.yaml:3:21: error: unknown view 'crad' as parent; did you mean 'card'?
              - {id: a, parent: crad}
                                ^
            """),
        Case(name: "unknown item in an equation", yaml: "views:\n  - {id: title}\nconstraints:\n  - tilte.top == root.top\n", expected: """
            test.yaml:4:5: error: invalid equation: No view or guide is named 'tilte'. Did you mean 'title'?
              - tilte.top == root.top
                ^
            """),
        Case(name: "missing relation", yaml: "views:\n  - {id: a}\nconstraints:\n  - a.width = 10\n", expected: """
            test.yaml:4:13: error: invalid equation: Expected a relation (==, <= or >=) here.
              - a.width = 10
                        ^
            """),
        Case(name: "infinite constant", yaml: "views:\n  - {id: a}\nconstraints:\n  - a.width == 1e999\n", expected: """
            test.yaml:4:16: error: invalid equation: The number 1e999 is not finite.
              - a.width == 1e999
                           ^
            """),
        Case(name: "constant beyond the layout range", yaml: "views:\n  - {id: a}\nconstraints:\n  - root.right == 1e9 * root.centerX\n", expected: """
            test.yaml:4:19: error: invalid equation: The number 1e9 is outside what a layout can mean (-10000000...10000000 points).
              - root.right == 1e9 * root.centerX
                              ^
            """),
        Case(name: "multiplier beyond the range", yaml: "views:\n  - {id: a}\nconstraints:\n  - a.width == root.width / 1e-7\n", expected: """
            test.yaml:4:29: error: invalid equation: The multiplier 10000000 is out of range (0, or a magnitude within 0.000001...1000000).
              - a.width == root.width / 1e-7
                                        ^
            """),
        Case(name: "scene number beyond the range", yaml: "size: {width: 2e8, height: 100}\n", expected: """
            test.yaml:1:15: error: The number '2e8' is outside what a layout can mean (-10000000...10000000 points).
            size: {width: 2e8, height: 100}
                          ^
            """),
        Case(name: "unquoted colour in a flow mapping", yaml: "views:\n  - {id: a, background: #ff0000}\n", expected: """
            test.yaml:2:25: error: a colour must be quoted ("#ff8800"): YAML reads an unquoted # as the start of a comment
              - {id: a, background: #ff0000}
                                    ^
            """),
        Case(name: "unknown attribute", yaml: "views:\n  - {id: a}\nconstraints:\n  - a.widht == 10\n", expected: """
            test.yaml:4:7: error: invalid equation: Unknown attribute 'widht'. Did you mean 'width'?
              - a.widht == 10
                  ^
            """),
        Case(name: "size related to a location", yaml: "views:\n  - {id: a}\nconstraints:\n  - a.width == root.centerX\n", expected: """
            test.yaml:4:21: error: invalid equation: Invalid pairing of attributes width and centerX in a.width == root.centerX: a constraint relates a location to a location on the same axis, or a size to a size.
              - a.width == root.centerX
                                ^
            """),
        Case(name: "priority out of range in an equation", yaml: "views:\n  - {id: a}\nconstraints:\n  - a.width == 10 @ 0\n", expected: """
            test.yaml:4:21: error: invalid equation: The priority 0 is out of range; priorities run from 1 to 1000.
              - a.width == 10 @ 0
                                ^
            """),
        Case(name: "malformed VFL", yaml: "views:\n  - {id: a}\nconstraints:\n  - \"H:|-[a\"\n", expected: """
            test.yaml:4:12: error: invalid visual format: Expected a ']' here.
              - "H:|-[a"
                       ^
            """),
        Case(name: "unknown view in VFL", yaml: "views:\n  - {id: a}\nconstraints:\n  - \"H:|-[b]\"\n", expected: """
            test.yaml:4:11: error: invalid visual format: b is not a key in the views dictionary.
              - "H:|-[b]"
                      ^
            """),
        Case(name: "bad trailing VFL priority", yaml: "views:\n  - {id: a}\nconstraints:\n  - \"H:|[a] @urgent\"\n", expected: """
            test.yaml:4:14: error: invalid priority 'urgent' after '@': expected a number in 1...1000 or required, high, low, fittingSize
              - "H:|[a] @urgent"
                         ^
            """),
        Case(name: "YAML syntax", yaml: "views:\n  - {id: a\n", expected: """
            test.yaml:3:1: error: invalid YAML: did not find expected ',' or '}' while parsing a flow mapping
            
            ^
            """),
        Case(name: "arranged twice", yaml: "views:\n  - {id: s, type: stack, arranged: [a, a]}\n  - {id: a}\n", expected: """
            test.yaml:2:40: error: 'a' is already arranged in the stack 's'
              - {id: s, type: stack, arranged: [a, a]}
                                                   ^
            """),
        Case(name: "image not found", yaml: "views:\n  - {id: i, type: image, file: missing.png}\n", expected: """
            test.yaml:2:32: error: image file not found: ./missing.png
              - {id: i, type: image, file: missing.png}
                                           ^
            """),
        Case(name: "image that is not a PNG", yaml: "views:\n  - {id: i, type: image, file: test.yaml}\n", expected: """
            test.yaml:2:32: error: image file ./test.yaml is not a PNG file
              - {id: i, type: image, file: test.yaml}
                                           ^
            """),
        Case(name: "oversized canvas", yaml: "name: big\nscale: 2\nsize: {width: 10000, height: 100}\n", expected: """
            test.yaml:3:1: error: the canvas would be 20000×200 pixels (10000×100 points at scale 2); each side must be more than 0 and at most 16384 pixels
            size: {width: 10000, height: 100}
            ^
            """),
        Case(name: "frame without the flag", yaml: "views:\n  - {id: a, frame: [0, 0, 1, 1]}\n", expected: """
            test.yaml:2:13: error: 'frame' needs 'translatesAutoresizingMask: true'; without it the view is placed by constraints
              - {id: a, frame: [0, 0, 1, 1]}
                        ^
            """),
        Case(name: "reserved id", yaml: "views:\n  - {id: root}\n", expected: """
            test.yaml:2:10: error: 'root' is reserved: it always means the root view
              - {id: root}
                     ^
            """),
        Case(name: "empty file", yaml: "", expected: """
            test.yaml:1:1: error: the scene file is empty
            
            ^
            """),
    ]

    @Test(arguments: cases) func located(_ example: Case) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("test.yaml", example.yaml)
        let result = try tool.run(["render", "test.yaml", "-o", "test.png"])
        #expect(result.status == 2)
        #expect(result.stderr == example.expected + "\n")
        #expect(!tool.exists("test.png"))
        #expect(result.stdout.isEmpty)
    }
}
