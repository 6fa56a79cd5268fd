import Foundation
import PlumbRender

extension SnapshotReport {
    /// The report as JUnit XML: one `<testsuite>` per group (suite or scene file), one
    /// `<testcase>` per snapshot, a `<failure>` with the message for a failed or new one, and the
    /// artifacts' paths in `<system-out>` as `[[ATTACHMENT|path]]` lines (the convention Jenkins
    /// and GitLab read).
    public var junitXML: String {
        var groups: [String] = []
        var byGroup: [String: [SnapshotResult]] = [:]
        for result in results {
            if byGroup[result.group] == nil { groups.append(result.group) }
            byGroup[result.group, default: []].append(result)
        }
        let failures = results.filter(\.isFailure).count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"plumb snapshots\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(count(.skipped))\">\n"
        for group in groups {
            let members = byGroup[group]!
            xml += "  <testsuite name=\"\(Self.attribute(group))\" tests=\"\(members.count)\" failures=\"\(members.filter(\.isFailure).count)\" errors=\"0\" skipped=\"\(members.filter { $0.status == .skipped }.count)\">\n"
            for result in members {
                var attributes = "name=\"\(Self.attribute(result.name))\" classname=\"\(Self.attribute(group))\""
                if let location = result.location { attributes += " file=\"\(Self.attribute(location.file))\" line=\"\(location.line)\"" }
                xml += "    <testcase \(attributes)>\n"
                switch result.status {
                case .failed, .new:
                    let message = result.message ?? result.status.rawValue
                    let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
                    xml += "      <failure message=\"\(Self.attribute(firstLine))\" type=\"snapshot-\(result.status.rawValue)\">\(Self.text(message))</failure>\n"
                case .skipped:
                    xml += "      <skipped\(result.message.map { " message=\"\(Self.attribute($0))\"" } ?? "")/>\n"
                case .passed: break
                }
                let attachments = ([result.referencePath] + result.artifacts).filter { _ in result.isFailure }
                if !attachments.isEmpty {
                    xml += "      <system-out>\(Self.text(attachments.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")))</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Text escaped for an XML attribute (quotes, angle brackets, ampersands, line breaks),
    /// without characters XML 1.0 forbids.
    static func attribute(_ value: String) -> String {
        text(value).replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "\n", with: "&#10;")
    }

    /// Text escaped for XML content.
    static func text(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 allows no other control characters.
                if scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
