import Foundation
import PlumbRender
import PlumbTestSupport
import Testing

/// The review page of `plumb snapshot verify --report`, opened in headless Chromium: the
/// screenshots show the failing pictures (their pixels are checked, not just that a file exists).
/// `Tests/browser/test_report.py` drives the page itself.
@Suite(.tags(.cli, .browser)) struct SnapshotReportTests {
    @Test func theReportShowsTheFailureInChromium() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let scene = SnapshotFixtures.box
        try tool.write("box.yaml", scene)
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"]).status == 0)
        try tool.write("box.yaml", scene.replacingOccurrences(of: "|-10-[box(40)]", with: "|-30-[box(40)]"))
        let verify = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs", "--report", "report.html"])
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("report: report.html (2 failed, 0 new, 0 passed, 0 skipped)"))
        let html = String(decoding: try tool.bytes("report.html"), as: UTF8.self)
        #expect(html.contains("<p class=\"summary\" id=\"summary\">2 failed, 0 new, 0 passed, 0 skipped</p>"))
        #expect(html.contains("<details class=\"result failed\" id=\"r0\" data-status=\"failed\" data-name=\"box.png\" data-group=\"box.yaml\" open>"))
        #expect(html.contains("<div class=\"viewer\" data-tab=\"diff\" data-ref=\"0\" data-ref-size=\"100x60\" data-act=\"1\" data-act-size=\"100x60\" data-diff=\"2\" data-diff-size=\"100x60\" data-marks=\"1\">"))
        #expect(html.contains("<li>box moved from (10 10) to (30 10)</li>"))
        #expect(html.contains("<span class=\"del\">-  box View (10 10; 40 30)</span><span class=\"add\">+  box View (30 10; 40 30)</span>"))
        #expect(!html.contains("data:image/png;base64,i"), "pictures are stored once, as strings the script turns into URLs")
        #expect(!html.contains("http:") && !html.contains("https:"))   // self-contained

        // The page opens on the diff (its red); a link to the side-by-side tab shows both boxes (their blue).
        let diff = try screenshot(tool, fragment: "", as: "diff.png")
        #expect(count(in: diff) { $0.red > 230 && $0.green < 40 && $0.blue < 40 } > 1000, "the diff's changed pixels")
        let side = try screenshot(tool, fragment: "#r0/side", as: "side.png")
        #expect(count(in: side) { $0.red < 90 && $0.green > 100 && $0.green < 150 && $0.blue > 190 } > 2000, "both boxes, #3d7fd9")
    }

    /// A headless Chromium screenshot of report.html (at `fragment`, `#r0/side`).
    private func screenshot(_ tool: PlumbTool, fragment: String, as name: String) throws -> RenderedImage {
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        chromium.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=900,700",
                              "--screenshot=\(tool.folder.appendingPathComponent(name).path)",
                              tool.folder.appendingPathComponent("report.html").absoluteString + fragment]
        chromium.standardOutput = FileHandle.nullDevice
        chromium.standardError = FileHandle.nullDevice
        try chromium.run()
        chromium.waitUntilExit()
        #expect(chromium.terminationStatus == 0)
        return try RenderedImage(pngData: try tool.bytes(name))
    }

    private func count(in image: RenderedImage, where matches: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where matches(image.pixel(x: x, y: y)) { count += 1 }
        }
        return count
    }
}
