import Foundation
import PlumbRender
import Testing

/// The HTML report of `plumb snapshot verify --report`, opened in headless Chromium: the
/// screenshot shows the failing images (its pixels are checked, not just that a file exists).
@Suite struct SnapshotReportTests {
    @Test func theReportShowsTheFailureInChromium() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let scene = SnapshotFixtures.box
        try tool.write("box.yaml", scene)
        #expect(try tool.run(["snapshot", "record", "box.yaml", "--snapshots", "refs"]).status == 0)
        try tool.write("box.yaml", scene.replacingOccurrences(of: "|-10-[box(40)]", with: "|-30-[box(40)]"))
        let verify = try tool.run(["snapshot", "verify", "box.yaml", "--snapshots", "refs", "--report", "report.html"])
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("report: report.html (1 failed, 0 passed)"))
        let html = String(decoding: try tool.bytes("report.html"), as: UTF8.self)
        #expect(html.contains("<p class=\"summary\">1 failed, 0 passed</p>"))
        #expect(html.contains("type=\"range\""))
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == 5)   // 3 side by side + 2 in the slider
        #expect(!html.contains("http"))   // self-contained

        // Headless Chromium renders it; the screenshot must show the diff's red and the box's blue.
        let chromium = Process()
        chromium.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
        chromium.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=900,700",
                              "--screenshot=\(tool.folder.appendingPathComponent("report.png").path)",
                              tool.folder.appendingPathComponent("report.html").absoluteString]
        chromium.standardOutput = FileHandle.nullDevice
        chromium.standardError = FileHandle.nullDevice
        try chromium.run()
        chromium.waitUntilExit()
        #expect(chromium.terminationStatus == 0)
        let screenshot = try RenderedImage(pngData: try tool.bytes("report.png"))
        var red = 0, blue = 0
        for y in 0..<screenshot.height {
            for x in 0..<screenshot.width {
                let p = screenshot.pixel(x: x, y: y)
                if p.red > 230 && p.green < 40 && p.blue < 40 { red += 1 }
                if p.red < 90 && p.green > 100 && p.green < 150 && p.blue > 190 { blue += 1 }   // #3d7fd9
            }
        }
        #expect(red > 100, "the diff's changed pixels")
        #expect(blue > 500, "the boxes")
    }
}
