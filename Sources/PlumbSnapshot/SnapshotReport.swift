import Foundation
import PlumbRender

/// One HTML page for a whole snapshot run: each failure side by side (reference, actual), as a
/// slider overlay and as its diff, with its message, then a summary line. Self-contained: the
/// images are inlined as data URLs, so the page needs no network and opens anywhere.
public struct SnapshotReport: Sendable {
    /// One compared snapshot.
    public struct Entry: Sendable, Codable {
        /// The snapshot's name (`book-s8.png`).
        public var name: String
        /// What differed, or nil when it matched.
        public var failure: String?
        /// The reference, actual and diff PNGs, when there are any.
        public var reference: [UInt8]?
        /// The actual PNG.
        public var actual: [UInt8]?
        /// The diff PNG.
        public var diff: [UInt8]?

        /// Creates an entry.
        public init(name: String, failure: String?, reference: [UInt8]? = nil, actual: [UInt8]? = nil, diff: [UInt8]? = nil) {
            self.name = name
            self.failure = failure
            self.reference = reference
            self.actual = actual
            self.diff = diff
        }
    }

    /// Every snapshot of the run, in order.
    public var entries: [Entry]

    /// Creates a report.
    public init(entries: [Entry] = []) { self.entries = entries }

    /// `3 failed, 34 passed`.
    public var summary: String {
        let failed = entries.filter { $0.failure != nil }.count
        return "\(failed) failed, \(entries.count - failed) passed"
    }

    /// The page.
    public var html: String {
        var body = ""
        for (index, entry) in entries.enumerated() where entry.failure != nil {
            body += "<section class=\"failure\" id=\"f\(index)\"><h2>\(HTMLText.escaped(entry.name))</h2>\n"
            body += "<pre>\(HTMLText.escaped(entry.failure ?? ""))</pre>\n"
            if let reference = entry.reference, let actual = entry.actual {
                body += """
                    <div class="pair"><figure><img class="reference" src="\(Self.dataURL(reference))" alt="reference"><figcaption>reference</figcaption></figure>
                    <figure><img class="actual" src="\(Self.dataURL(actual))" alt="actual"><figcaption>actual</figcaption></figure>
                    """
                if let diff = entry.diff {
                    body += "<figure><img class=\"diff\" src=\"\(Self.dataURL(diff))\" alt=\"diff\"><figcaption>diff</figcaption></figure>"
                }
                body += """
                    </div>
                    <div class="slider"><div class="stack"><img src="\(Self.dataURL(reference))" alt="reference">
                    <div class="top" id="top\(index)"><img src="\(Self.dataURL(actual))" alt="actual"></div></div>
                    <input type="range" min="0" max="100" value="50" oninput="document.getElementById('top\(index)').style.width=this.value+'%'">
                    <span>slide: reference ◀ ▶ actual</span></div>

                    """
            }
            body += "</section>\n"
        }
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Plumb snapshots: \(summary)</title>
            <style>
            body { font: 14px DejaVu Sans, sans-serif; margin: 16px; background: #fff; color: #222; }
            .pair { display: flex; gap: 12px; align-items: flex-start; }
            figure { margin: 0; } figcaption { color: #666; }
            img { border: 1px solid #ccc; image-rendering: pixelated; }
            .stack { position: relative; display: inline-block; margin-top: 12px; }
            .stack .top { position: absolute; top: 0; left: 0; width: 50%; overflow: hidden; }
            pre { background: #f6f6f6; padding: 8px; white-space: pre-wrap; }
            .summary { font-weight: bold; margin-top: 24px; }
            </style></head><body>
            <h1>Plumb snapshots</h1>
            \(body)<p class="summary">\(summary)</p>
            <script type="application/json" id="plumb-report-data">\(payload)</script>
            </body></html>

            """
    }

    /// The entries as JSON, embedded in the page so that shards' reports can be merged.
    private var payload: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// The report a page was written from (its embedded entries); nil for a page without them.
    public init?(html: String) {
        guard let start = html.range(of: "<script type=\"application/json\" id=\"plumb-report-data\">"),
              let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex),
              let entries = try? JSONDecoder().decode([Entry].self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
        else { return nil }
        self.entries = entries
    }

    /// Several reports (one per shard, say) as one, in the order given.
    public static func merged(_ reports: [SnapshotReport]) -> SnapshotReport {
        SnapshotReport(entries: reports.flatMap(\.entries))
    }

    /// Writes the page atomically.
    public func write(to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(Array(html.utf8), to: url.path)
    }

    private static func dataURL(_ png: [UInt8]) -> String { "data:image/png;base64," + Data(png).base64EncodedString() }
}
