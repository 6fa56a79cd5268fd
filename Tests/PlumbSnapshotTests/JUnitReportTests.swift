import Foundation
@testable import PlumbSnapshotCore
import PlumbTestSupport
import Testing

/// JUnit XML from a snapshot report and from a Swift test run (`PLUMB_JUNIT`): the exact
/// document, strings that need escaping read back unchanged by a parser, and every file checked
/// against Tests/Schemas/junit.xsd with xmllint, a schema that does reject what it should.
@Suite(.tags(.cli)) struct JUnitReportTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-junit-\(UUID().uuidString)")

    static let source = SnapshotResult.Location(file: "/src/Card Tests.swift", line: 12, column: 5)

    /// A first line with every character XML treats specially, and more lines with `]]>`, a
    /// control character XML 1.0 cannot carry, non-ASCII text and a carriage return.
    static let nastyMessage = "b.png doesn't match: \"x\" <y> & 'z'\t→ ×\n  box moved from (10 10) to (11 10)\n  ]]> \u{1}bell\r"

    /// Passed, failed (with artifacts), new and skipped results in two groups.
    static let report = SnapshotReport(results: [
        SnapshotResult(name: "a.png", group: "Cards <&>", status: .passed, kind: .image, referencePath: "/refs/a.png",
                       location: source),
        SnapshotResult(name: "b \"quoted\".png", group: "Cards <&>", status: .failed, message: nastyMessage, kind: .image,
                       referencePath: "/refs/b.png", location: .init(file: source.file, line: 20, column: 9),
                       artifacts: ["/art/b.reference.png", "/art/b.actual.png", "/art/b.diff.png"]),
        SnapshotResult(name: "c.layout.txt", group: "other.yaml", status: .new,
                       message: "no reference at /refs/c.layout.txt; recording is off\n  more", kind: .text,
                       referencePath: "/refs/c.layout.txt", location: .init(file: "other.yaml", line: 1, column: 1)),
        SnapshotResult(name: "d.png", group: "other.yaml", status: .skipped, message: "not compared: \u{1}", kind: .image,
                       referencePath: "/refs/d.png"),
        SnapshotResult(name: "e.png", group: "other.yaml", status: .skipped, kind: .image, referencePath: "/refs/e.png"),
    ])

    /// Writes text into the temporary folder; its path.
    func write(_ text: String, to name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Expects the file to validate against the schema, showing xmllint's words if not.
    func expectValid(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let check = try JUnitSchema.validate(path)
        #expect(check.status == 0, "xmllint \(JUnitSchema.arguments(for: path).joined(separator: " ")): \(check.output)",
                sourceLocation: sourceLocation)
        #expect(check.output.hasSuffix("\(path) validates\n"), sourceLocation: sourceLocation)
    }

    @Test func theDocumentIsExactlyThisAndValidates() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.report.junitXML == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="plumb snapshots" tests="5" failures="2" errors="0" skipped="2" time="0">
              <testsuite name="Cards &lt;&amp;&gt;" tests="2" failures="1" errors="0" skipped="0" time="0">
                <testcase name="a.png" classname="Cards &lt;&amp;&gt;" time="0" file="/src/Card Tests.swift" line="12"/>
                <testcase name="b &quot;quoted&quot;.png" classname="Cards &lt;&amp;&gt;" time="0" file="/src/Card Tests.swift" line="20">
                  <failure message="b.png doesn't match: &quot;x&quot; &lt;y&gt; &amp; 'z'&#9;→ ×" type="snapshot-failed">b.png doesn't match: "x" &lt;y&gt; &amp; 'z'\t→ ×
              box moved from (10 10) to (11 10)
              ]]&gt; \u{FFFD}bell&#13;</failure>
                  <system-out>[[ATTACHMENT|/art/b.diff.png]]
            [[ATTACHMENT|/art/b.reference.png]]
            [[ATTACHMENT|/art/b.actual.png]]</system-out>
                </testcase>
              </testsuite>
              <testsuite name="other.yaml" tests="3" failures="1" errors="0" skipped="2" time="0">
                <testcase name="c.layout.txt" classname="other.yaml" time="0" file="other.yaml" line="1">
                  <failure message="no reference at /refs/c.layout.txt; recording is off" type="snapshot-new">no reference at /refs/c.layout.txt; recording is off
              more</failure>
                </testcase>
                <testcase name="d.png" classname="other.yaml" time="0">
                  <skipped message="not compared: \u{FFFD}"/>
                </testcase>
                <testcase name="e.png" classname="other.yaml" time="0">
                  <skipped/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        try expectValid(try write(Self.report.junitXML, to: "report.xml"))
        // No results at all is a valid report too.
        try expectValid(try write(SnapshotReport().junitXML, to: "empty.xml"))
    }

    /// What a parser reads back from the file (xmllint's XPath), without the line feed xmllint
    /// ends it with (a scalar: a Character would take a carriage return before it too).
    func read(_ xpath: String, in path: String) throws -> String {
        let result = try JUnitSchema.xmllint(["--xpath", xpath, path])
        #expect(result.status == 0, "\(result.output)")
        return String(result.output.unicodeScalars.dropLast())
    }

    @Test func aParserReadsTheNastyStringsBack() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(Self.report.junitXML, to: "report.xml")
        // Only the control character is lost (as U+FFFD): quotes, tabs, line breaks, `]]>` and
        // non-ASCII text arrive as they were.
        let expected = Self.nastyMessage.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
        #expect(try read("string(//testcase[2]/failure)", in: path) == expected)
        #expect(try read("string(//testcase[2]/failure/@message)", in: path) == "b.png doesn't match: \"x\" <y> & 'z'\t→ ×")
        #expect(try read("string(//testcase[2]/@name)", in: path) == "b \"quoted\".png")
        #expect(try read("string(//testsuite[1]/@name)", in: path) == "Cards <&>")
        #expect(try read("count(//testcase)", in: path) == "5")
    }

    @Test func theSchemaRejectsWhatCIWouldNotRead() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let valid = Self.report.junitXML
        let broken: [(change: (String) -> String, says: String)] = [
            ({ $0.replacingOccurrences(of: "<testcase name=\"a.png\" ", with: "<testcase ") },
             "Element 'testcase': The attribute 'name' is required but missing."),
            ({ $0.replacingOccurrences(of: " type=\"snapshot-new\"", with: "") },
             "Element 'failure': The attribute 'type' is required but missing."),
            ({ $0.replacingOccurrences(of: "tests=\"3\"", with: "tests=\"three\"") },
             "Element 'testsuite', attribute 'tests': 'three' is not a valid value"),
            ({ $0.replacingOccurrences(of: "<skipped/>", with: "<skip/>") },
             "Element 'skip': This element is not expected."),
            ({ $0.replacingOccurrences(of: "<testsuites name", with: "<testruns name").replacingOccurrences(of: "</testsuites>", with: "</testruns>") },
             "No matching global declaration available for the validation root."),
        ]
        for (index, (change, says)) in broken.enumerated() {
            let xml = change(valid)
            #expect(xml != valid)
            let path = try write(xml, to: "broken-\(index).xml")
            let check = try JUnitSchema.validate(path)
            #expect(check.status == 3, "\(check.output)")
            #expect(check.output.contains(says), "\(check.output)")
            #expect(check.output.hasSuffix("\(path) fails to validate\n"))
        }
        // Text that is not XML at all (a bare ampersand) is not well-formed.
        let check = try JUnitSchema.validate(try write(valid.replacingOccurrences(of: "&amp;", with: "&"), to: "ill-formed.xml"))
        #expect(check.status == 1, "\(check.output)")
    }

    @Test func aSwiftRunWritesEveryResultToPLUMBJUNIT() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out/junit.xml").path
        let run = RunReport()
        run.add(Self.report.results[1], environment: ["PLUMB_JUNIT": ""])
        #expect(!FileManager.default.fileExists(atPath: path))
        // Rewritten after each assertion, results sorted by group and name.
        run.add(Self.report.results[2], environment: ["PLUMB_JUNIT": path])
        let first = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        #expect(first.contains("<testsuites name=\"plumb snapshots\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\"0\">"))
        run.add(Self.report.results[1], environment: ["PLUMB_JUNIT": path])
        let xml = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        #expect(xml == SnapshotReport(results: [Self.report.results[1], Self.report.results[2]]).junitXML)
        #expect(xml.contains("<testsuites name=\"plumb snapshots\" tests=\"2\" failures=\"2\" errors=\"0\" skipped=\"0\" time=\"0\">"))
        #expect(xml.contains("type=\"snapshot-failed\"") && xml.contains("type=\"snapshot-new\""))
        #expect(xml.contains("[[ATTACHMENT|/art/b.diff.png]]"))
        try expectValid(path)
    }
}
