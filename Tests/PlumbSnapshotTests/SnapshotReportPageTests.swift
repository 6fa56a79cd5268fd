import Foundation
import Plumb
import PlumbRender
import PlumbSamples
@testable import PlumbSnapshotCore
import Testing

/// The review page's weight and safety, from real renders compared in a temporary folder: each
/// picture is stored once as base64 (no byte arrays), the page weighs at most 1.2 times its
/// pictures plus 50 KB, the same report gives the same bytes, and user text is escaped.
@Suite struct SnapshotReportPageTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-report-page-\(UUID().uuidString)")

    /// A failed result: `reference` recorded as `name`, then `actual` compared with it.
    func failure(_ name: String, reference: Scene, actual: Scene, scale: Double) -> SnapshotResult {
        let comparison = SnapshotComparison(referencePath: folder.appendingPathComponent("\(name).png").path,
                                            artifacts: folder.appendingPathComponent("artifacts").path,
                                            artifactStem: name, record: .missing, group: "SnapshotReportPageTests")
        for scene in [reference, actual] {
            scene.root.textMeasurer = PangoTextMeasurer.shared
            LayoutLog.$sink.withValue(CollectingSink()) { scene.layout() }
        }
        #expect(comparison.run(reference, as: .png(scale: scale)).status == .new)
        return comparison.run(actual, as: .png(scale: scale))
    }

    /// A box `shift` points from the left.
    func box(shift: Double) -> Scene {
        let box = View("box")
        box.backgroundColor = Color(hex: "#3d7fd9")
        return Scene("box", width: 100, height: 60) { root in
            box
            box.leadingAnchor == root.leadingAnchor + 10 + shift
            box.topAnchor == root.topAnchor + 10
            box.widthAnchor == 40
            box.heightAnchor == 30
        }
    }

    /// The distinct pictures' base64, as the page stores them (the diff as its marks alone).
    func pictures(_ report: SnapshotReport) -> Set<String> {
        Set(report.results.flatMap { [$0.reference, $0.actual, $0.changedPixels ?? $0.diff] }.compactMap { $0?.base64EncodedString() })
    }

    /// The PNG bytes of the distinct files a failure leaves beside it: reference, actual, whole diff.
    func artifactBytes(_ report: SnapshotReport) -> Int {
        Set(report.results.flatMap { [$0.reference, $0.actual, $0.diff] }.compactMap { $0 }).reduce(0) { $0 + $1.count }
    }

    /// The page is no heavier than its pictures allow, holds each once, and is the same twice.
    func checkWeight(of report: SnapshotReport) throws {
        let html = report.html
        let pictures = pictures(report)
        let budget = 1.2 * Double(pictures.reduce(0) { $0 + $1.utf8.count }) + 50_000
        #expect(Double(html.utf8.count) <= budget, "\(html.utf8.count) bytes for \(pictures.count) pictures: budget \(Int(budget))")
        // Also within 1.2× the PNG files themselves (reference, actual and whole diff) plus 50 KB.
        let files = 1.2 * Double(artifactBytes(report)) + 50_000
        #expect(Double(html.utf8.count) <= files, "\(html.utf8.count) bytes for \(artifactBytes(report)) bytes of PNGs: budget \(Int(files))")
        for picture in pictures { #expect(html.components(separatedBy: picture).count - 1 == 1) }
        #expect(!html.contains("[137,80,78,71") && !html.contains("137, 80, 78, 71"), "no PNG as a byte array")
        #expect(html == report.html)
        #expect(try SnapshotReport(jsonData: report.jsonData()).html == html, "the same report read back gives the same bytes")
    }

    @Test func aFailingPhoneScreenAt2xWeighsLittleMoreThanItsPictures() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let chat = try #require(Samples.named("chat-screen"))
        let changed = chat.make()
        changed.root.subviews[0].backgroundColor = Color(hex: "#ffd8d8")
        let result = failure("chat-screen", reference: chat.make(), actual: changed, scale: 2)
        #expect(result.status == .failed)
        #expect(result.reference != nil && result.actual != nil && result.diff != nil)
        #expect(result.actual.flatMap(ReportImages.pixelSize(of:)).map { [$0.width, $0.height] } == [750, 1624])
        let report = SnapshotReport(results: [result])
        try checkWeight(of: report)
        #expect(pictures(report).count == 3)
    }

    @Test func fiveSmallFailuresAndAPassWeighLittleMoreThanTheirPictures() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var results = (1...5).map { shift in failure("box-\(shift)", reference: box(shift: 0), actual: box(shift: Double(shift)), scale: 2) }
        results.append(SnapshotResult(name: "same.png", group: "SnapshotReportPageTests", status: .passed, kind: .image,
                                      referencePath: "same.png"))
        #expect(results.filter { $0.status == .failed && $0.diff != nil }.count == 5)
        let report = SnapshotReport(results: results)
        try checkWeight(of: report)
        // The five references are the same picture: stored once.
        #expect(pictures(report).count == 11)
        #expect(report.html.contains("<details class=\"result passed\" id=\"r5\""))
    }

    @Test func theStylesAndTheScriptStaySmall() {
        #expect(ReportPageStyle.css.utf8.count + ReportPageScript.js.utf8.count < 20_000)
        #expect(SnapshotReport().html.utf8.count < 20_000)
    }

    @Test func aFailureWithoutPicturesShowsItsMessageOpen() {
        let result = SnapshotResult(name: "broken.png", group: "g", status: .failed, message: "could not take the snapshot: no fonts",
                                    kind: .image, referencePath: "refs/broken.png")
        let html = SnapshotReport(results: [result]).html
        #expect(!html.contains("class=\"viewer\""))
        #expect(html.contains("<details class=\"message\" open><summary>Message</summary><pre>could not take the snapshot: no fonts</pre></details>"))
        #expect(html.contains("<script type=\"application/json\" id=\"plumb-images\">[]</script>"))
    }

    @Test func userTextIsEscaped() {
        let result = SnapshotResult(
            name: "<script>alert(1)</script>.png", group: "a&b \"quoted\"", status: .failed,
            message: "</script><script>alert(2)</script>", kind: .text, referencePath: "refs/<b>.txt",
            location: .init(file: "/src/<i>.swift", line: 3, column: 5), changes: ["<b> moved"],
            textDiff: "--- reference\n+++ actual\n@@ -1 +1 @@\n-</script>\n+<img src=x>", artifacts: ["out/<u>.txt"])
        let html = SnapshotReport(results: [result]).html
        #expect(html.components(separatedBy: "</script>").count - 1 == 2, "only the page's own two scripts end")
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        for text in ["<b> moved", "<b>.txt", "<i>.swift", "<u>.txt", "<img src", "a&b"] { #expect(!html.contains(text), "\(text) is escaped") }
        #expect(html.contains("data-name=\"&lt;script&gt;alert(1)&lt;/script&gt;.png\""))
        #expect(html.contains("<span class=\"del\">-&lt;/script&gt;</span><span class=\"add\">+&lt;img src=x&gt;</span>"))
        #expect(html.contains("a&amp;b &quot;quoted&quot;"))
        #expect(html.contains("href=\"vscode://file/src/%3Ci%3E.swift:3:5\""))
    }
}
