import Foundation

extension SnapshotReport {
    /// The report as JUnit XML, the Ant/Jenkins format CI systems read: one `<testsuite>` per
    /// group (suite or scene file), in the order the groups first appear, and one `<testcase>`
    /// per snapshot with its location (`file`, `line`). A failed snapshot has a `<failure>` of
    /// type `snapshot-failed`, a missing reference one of type `snapshot-new`: the first line of
    /// the message in `message`, the whole message as text. A skipped one has `<skipped>`. The
    /// artifacts written for a result (diff first, then reference and actual) are listed in its
    /// `<system-out>` as `[[ATTACHMENT|path]]` lines, which Jenkins and GitLab pick up.
    ///
    /// Times are 0 (snapshots are not timed) and there is no timestamp or hostname, so the same
    /// results always give the same file.
    public var junitXML: String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += XMLText.tag("testsuites", [("name", "plumb snapshots")] + Self.counts(of: results) + [("time", "0")]) + "\n"
        for (group, members) in Self.grouped(results) {
            let attributes = [("name", Self.nonEmpty(group))] + Self.counts(of: members) + [("time", "0")]
            xml += "  " + XMLText.tag("testsuite", attributes) + "\n"
            xml += members.map(Self.testcase).joined()
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// The results by group, groups in the order they first appear.
    private static func grouped(_ results: [SnapshotResult]) -> [(String, [SnapshotResult])] {
        var order: [String] = []
        var byGroup: [String: [SnapshotResult]] = [:]
        for result in results {
            if byGroup[result.group] == nil { order.append(result.group) }
            byGroup[result.group, default: []].append(result)
        }
        return order.map { ($0, byGroup[$0]!) }
    }

    /// `tests`, `failures`, `errors` and `skipped` of some results (new ones count as failures).
    private static func counts(of results: [SnapshotResult]) -> [(name: String, value: String)] {
        [("tests", "\(results.count)"), ("failures", "\(results.filter(\.isFailure).count)"),
         ("errors", "0"), ("skipped", "\(results.filter { $0.status == .skipped }.count)")]
    }

    /// One `<testcase>`, with its failure or skipped element and its attachments.
    private static func testcase(_ result: SnapshotResult) -> String {
        var attributes: [(name: String, value: String)] = [("name", nonEmpty(result.name)),
                                                           ("classname", nonEmpty(result.group)), ("time", "0")]
        if let location = result.location {
            attributes.append(("file", location.file))
            if location.line > 0 { attributes.append(("line", "\(location.line)")) }
        }
        var children: [String] = []
        switch result.status {
        case .failed, .new:
            let message = result.message ?? result.status.rawValue
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
            let type = "snapshot-\(result.status.rawValue)"
            children.append(XMLText.element("failure", [("message", firstLine), ("type", type)], text: message))
        case .skipped:
            children.append(XMLText.tag("skipped", result.message.map { [("message", $0)] } ?? [], empty: true))
        case .passed: break
        }
        if !result.artifacts.isEmpty {
            let isDiff = { (path: String) in (path as NSString).lastPathComponent.contains(".diff.") }
            let attachments = result.artifacts.filter(isDiff) + result.artifacts.filter { !isDiff($0) }
            let lines = attachments.map { "[[ATTACHMENT|\($0)]]" }
            children.append(XMLText.element("system-out", [], text: lines.joined(separator: "\n")))
        }
        let open = "    " + XMLText.tag("testcase", attributes, empty: children.isEmpty) + "\n"
        return children.isEmpty ? open : open + children.map { "      \($0)\n" }.joined() + "    </testcase>\n"
    }

    /// Names must not be empty in JUnit XML.
    private static func nonEmpty(_ name: String) -> String { name.isEmpty ? "(unnamed)" : name }
}
