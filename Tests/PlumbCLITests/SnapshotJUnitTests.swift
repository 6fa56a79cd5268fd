import Foundation
import PlumbTestSupport
import Testing

/// `plumb snapshot verify --junit`: a changed scene's failure, with its message and the paths
/// of its artifacts, in JUnit XML that validates against Tests/Schemas/junit.xsd.
@Suite struct SnapshotJUnitTests {
    @Test func verifyWritesTheFailureAndItsArtifacts() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let scene = SnapshotFixtures.box
        try tool.write("box.yaml", scene)
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"]).status == 0)
        try tool.write("box.yaml", scene.replacingOccurrences(of: "|-10-[box(40)]", with: "|-11-[box(40)]"))
        let verify = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs", "--junit", "out/junit.xml"])
        #expect(verify.status == 1, "\(verify.stderr)")
        #expect(verify.stdout.contains("report: out/junit.xml (2 failed, 0 new, 0 passed, 0 skipped)"))
        let xml = String(decoding: try tool.bytes("out/junit.xml"), as: UTF8.self)
        #expect(xml.contains("<testsuites name=\"plumb snapshots\" tests=\"2\" failures=\"2\" errors=\"0\" skipped=\"0\" time=\"0\">"))
        #expect(xml.contains("<testsuite name=\"box.yaml\" tests=\"2\" failures=\"2\" errors=\"0\" skipped=\"0\" time=\"0\">"))
        #expect(xml.contains("<testcase name=\"box.png\" classname=\"box.yaml\" time=\"0\" file=\"box.yaml\" line=\"1\">"))
        #expect(xml.contains("<failure message=\"box.png doesn't match its reference: "))
        #expect(xml.contains("type=\"snapshot-failed\">box.png doesn't match its reference: "))
        #expect(xml.contains("\n  box moved from (10 10) to (11 10)\n"))
        // The artifacts, the diff first, where verify wrote them.
        let artifacts = tool.folder.appendingPathComponent(".build/plumb-artifacts").resolvingSymlinksInPath().path
        for name in ["box.diff.png", "box.reference.png", "box.actual.png", "box.layout.diff.txt", "box.layout.reference.txt", "box.layout.actual.txt"] {
            #expect(xml.contains("[[ATTACHMENT|\(artifacts)/\(name)]]"), "\(name) in \(xml)")
            #expect(tool.exists(".build/plumb-artifacts/\(name)"))
        }
        #expect(xml.contains("<system-out>[[ATTACHMENT|\(artifacts)/box.diff.png]]\n"))
        let check = try JUnitSchema.validate(tool.folder.appendingPathComponent("out/junit.xml").path)
        #expect(check.status == 0, "\(check.output)")
    }
}
