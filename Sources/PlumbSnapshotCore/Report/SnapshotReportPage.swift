import Foundation
import PlumbRender

extension SnapshotReport {
    /// The review page: one self-contained HTML file (no network) listing every result,
    /// failures first and open, with a summary whose counts filter the list, a search box,
    /// each failure's pictures in tabs (Diff, Actual, Expected, Side by side, Slider), text
    /// diffs, moved views, where the assertion is, and an accept box that builds the
    /// `plumb snapshot accept REPORT.json --only NAME` command for the checked failures.
    /// Each picture is stored once, as base64 PNG. The same report gives the same bytes.
    /// Without a folder and a sidecar (see ``html(acceptingIn:sidecar:)``) the command names
    /// the JSON beside the page as the page's address gives it.
    public var html: String { html(acceptingIn: nil, sidecar: nil) }

    /// The review page, whose accept command runs as printed from any working directory:
    /// `cd FOLDER && plumb snapshot accept SIDECAR --only NAME`, `folder` being the run's
    /// working directory (the report's relative reference paths and `sidecar` are relative to it).
    public func html(acceptingIn folder: String?, sidecar: String?) -> String {
        var images = ReportImages()
        let entries = ordered.enumerated().map { ReportEntry(result: $1, id: "r\($0)").html(images: &images) }
        let statuses: [SnapshotResult.Status] = [.failed, .new, .passed, .skipped]
        let filters = [("all", "All", results.count)] + statuses.map { ($0.rawValue, $0.rawValue.capitalized, count($0)) }
        let buttons = filters.map { "<button type=\"button\" class=\"\($0.0)\" data-filter=\"\($0.0)\">\($0.1) <b>\($0.2)</b></button>" }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
            <title>Plumb snapshots: \(summary)</title>
            <style>\(ReportPageStyle.css)</style>
            </head>
            <body>
            <header id="top">
            <h1>Plumb snapshots</h1>
            <p class="summary" id="summary">\(summary)</p>
            <nav class="filters" aria-label="Show only">\(buttons.joined(separator: " "))</nav>
            <input id="search" type="search" placeholder="Search names and groups" aria-label="Search names and groups">
            </header>
            <main id="results">
            \(entries.joined())<p id="none" hidden>No result matches.</p>
            </main>
            \(acceptBar(folder: folder, sidecar: sidecar))<script type="application/json" id="plumb-images">\(images.json)</script>
            <script>\(ReportPageScript.js)</script>
            </body>
            </html>

            """
    }

    /// The results to list: failed and new first, then skipped, then passed, each in run order.
    private var ordered: [SnapshotResult] {
        let rank: (SnapshotResult) -> Int = { $0.isFailure ? 0 : $0.status == .skipped ? 1 : 2 }
        return results.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// The bar that builds the accept command (only when something fails); the folder and the
    /// sidecar the command names ride on it as data attributes.
    private func acceptBar(folder: String?, sidecar: String?) -> String {
        guard hasFailures else { return "" }
        let data = [("folder", folder), ("sidecar", sidecar)].compactMap { name, value in
            value.map { " data-\(name)=\"\(HTMLText.escaped($0))\"" }
        }
        return """
            <footer id="accept"\(data.joined())>
            <label><input type="checkbox" id="select-all"> Select all failures</label>
            <code id="accept-command"></code>
            <button type="button" id="copy" disabled>Copy</button>
            </footer>

            """
    }
}
