import Foundation
import PlumbRender

/// One result on the report page: a `<details>` element, open for a failure, whose summary
/// line holds the status, the name, the group and (for a failure) the accept checkbox.
struct ReportEntry {
    /// The result shown.
    var result: SnapshotResult
    /// The element's id (`r0`, `r1`, …) within the page.
    var id: String

    /// The element, storing the result's pictures in `images`. A pass shows no pictures.
    func html(images: inout ReportImages) -> String {
        let status = result.status.rawValue
        var html = "<details class=\"result \(status)\" id=\"\(id)\" data-status=\"\(status)\""
            + " data-name=\"\(HTMLText.escaped(result.name))\" data-group=\"\(HTMLText.escaped(result.group))\""
            + (result.isFailure ? " open" : "") + ">\n<summary>"
            + "<span class=\"badge\">\(status)</span> <span class=\"name\">\(HTMLText.escaped(result.name))</span>"
            + " <span class=\"group\">\(HTMLText.escaped(result.group))</span>"
        if result.isFailure {
            html += " <label class=\"accept\"><input type=\"checkbox\" class=\"accept-box\" value=\"\(HTMLText.escaped(result.name))\"> accept</label>"
        }
        html += "</summary>\n<div class=\"body\">\n"
        let content = result.status == .passed ? "" : content(images: &images)
        html += content + changes + facts(openMessage: content.isEmpty)
        return html + "</div>\n</details>\n"
    }

    /// The pictures or the text.
    private func content(images: inout ReportImages) -> String {
        switch result.kind {
        case .image: return ReportViewer(result: result).html(images: &images)
        case .text: return ReportText.html(of: result)
        }
    }

    /// The views that moved, resized, appeared or went.
    private var changes: String {
        guard !result.changes.isEmpty else { return "" }
        return "<h3>Views that changed</h3>\n<ul class=\"changes\">"
            + result.changes.map { "<li>\(HTMLText.escaped($0))</li>" }.joined() + "</ul>\n"
    }

    /// Where the assertion is, the reference file, the message (open when nothing else shows
    /// what went wrong) and the artifacts.
    private func facts(openMessage: Bool) -> String {
        var html = "<dl class=\"facts\">"
        if let location = result.location {
            let text = HTMLText.escaped(location.description)
            html += "<dt>Assertion</dt><dd class=\"location\">"
            if let link = Self.editorLink(location) { html += "<a href=\"\(HTMLText.escaped(link))\">open in VS Code</a> " }
            html += "<code>\(text)</code></dd>"
        }
        html += "<dt>Reference</dt><dd class=\"reference\"><code>\(HTMLText.escaped(result.referencePath))</code></dd></dl>\n"
        if let message = result.message, result.status != .passed {
            html += "<details class=\"message\"\(openMessage ? " open" : "")><summary>Message</summary><pre>\(HTMLText.escaped(message))</pre></details>\n"
        }
        if !result.artifacts.isEmpty {
            html += "<details class=\"artifacts\"><summary>Artifacts (\(result.artifacts.count))</summary><ul>"
                + result.artifacts.map { "<li><code>\(HTMLText.escaped($0))</code></li>" }.joined() + "</ul></details>\n"
        }
        return html
    }

    /// `vscode://file/abs/path:LINE:COL`. A relative path (the CLI's scene files) is taken from
    /// the current directory, where the run that made the report found it.
    static func editorLink(_ location: SnapshotResult.Location) -> String? {
        let absolute = URL(fileURLWithPath: location.file).standardizedFileURL.path
        guard let path = absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else { return nil }
        return "vscode://file\(path):\(location.line):\(location.column)"
    }
}
