import Foundation
import PlumbRender

extension SnapshotReport {
    /// The HTML page (to be replaced by the review page).
    public var html: String {
        var body = ""
        for result in results {
            body += "<section class=\"\(result.status.rawValue)\"><h2>\(HTMLText.escaped(result.name))</h2>"
            body += "<pre>\(HTMLText.escaped(result.message ?? ""))</pre></section>\n"
        }
        return "<!doctype html><html><head><meta charset=\"utf-8\"><title>Plumb snapshots</title></head><body>"
            + "<p class=\"summary\">\(summary)</p>\n\(body)</body></html>\n"
    }
}
