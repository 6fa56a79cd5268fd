import Foundation
import PlumbRender
import PlumbTestSupport
import Testing

/// Issue [Fidelity], "problems you can trust": the matrix in scroll views, problems ranked
/// worst first, a malformed --matrix refused before anything is written, and animations whose
/// end breaks its constraints (plumb animate and plumb check --change).
@Suite struct ProblemsRankedTests {
    /// A large title over a scroll view of three rows 300 points apart: on an iPhone SE the
    /// third row is below the fold, reached by scrolling; at AX3 in the doubled language the
    /// title runs off the screen on the phones, and two rows are cut short.
    static let settings = Fixture.scene("problems-ranked/settings-list", in: .module)

    @Test func rowsBelowTheFoldAreNoProblemAndErrorsComeFirst() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("settings.yaml", Self.settings)
        let spec = "device=se,15,ipad; language=en,double; content-size=L,AX3"
        let check = try tool.run(["check", "settings.yaml", "--matrix", spec])
        #expect(check.status == 1, "\(check.stderr)")
        // No "notifications runs past the safe area": it scrolls into sight on every device.
        #expect(check.stdout == """
            settings: 12 variants, 2 with problems
              error: largeTitle clipped on se at AX3 in double
              error: largeTitle clipped on 15 at AX3 in double
              warning: bluetooth truncated on se at AX3 in double
              warning: notifications truncated on se at AX3 in double
              warning: bluetooth truncated on 15 at AX3 in double
              warning: notifications truncated on 15 at AX3 in double

            """)
        // The contact sheet's captions and page list the clipped title before the cut rows.
        let render = try tool.run(["render", "settings.yaml", "--matrix", spec, "-o", "m"])
        #expect(render.status == 1)
        let html = String(decoding: try tool.bytes("m/settings.matrix.html"), as: UTF8.self)
        #expect(html.contains("<figcaption>se · double · AX3<ul><li>largeTitle clipped</li><li>bluetooth truncated</li>"
                              + "<li>notifications truncated</li></ul></figcaption>"))
        #expect(html.contains("<tr><td>error</td><td>se · double · AX3</td><td>largeTitle clipped</td></tr>"))
    }

    @Test func aMissingSemicolonIsRefusedWithACaretAndNothingIsWritten() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("settings.yaml", Self.settings)
        for command in [["render", "settings.yaml", "-o", "m"], ["check", "settings.yaml"],
                        ["snapshot", "record", "settings.yaml", "--snapshots", "m"]] {
            let run = try tool.run(command + ["--matrix", "device=se,15 content-size=L,AX3"])
            #expect(run.status == 2, "\(command)")
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix("""
                Error: --matrix: a ';' is missing before the key 'content-size': parts are separated by ';', as in device=se,15; content-size=L,AX3
                  device=se,15 content-size=L,AX3
                               ^

                """), "\(run.stderr)")
            #expect(tool.names() == ["settings.yaml"])
        }
        let unknown = try tool.run(["check", "settings.yaml", "--matrix", "device=se,AX3"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("Error: --matrix: unknown device 'AX3'"))
    }

    /// A bar 100 wide that grows to 300 while another constraint keeps it at most 200: the
    /// frames hold until 0.5 s (200), then break 'grow'.
    static let growing = Fixture.scene("problems-ranked/growing-bar", in: .module)
    static let grow = ["--change", "grow.constant=100->300", "--duration", "1", "--fps", "10", "--curve", "linear"]

    @Test func anAnimationWhoseEndBreaksItsConstraintsExitsOneAndSaysWhere() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("anim.yaml", Self.growing)
        let run = try tool.run(["animate", "anim.yaml"] + Self.grow + ["-o", "film.png"])
        #expect(run.status == 1)
        let rows = run.stdout.components(separatedBy: "\n")
        #expect(Array(rows[1...]) == [
            "frame  time  constraints",
            "0      0     holds", "1      0.1   holds", "2      0.2   holds", "3      0.3   holds", "4      0.4   holds",
            "5      0.5   holds", "6      0.6   breaks grow", "7      0.7   breaks grow", "8      0.8   breaks grow",
            "9      0.9   breaks grow", "10     1     breaks grow", "wrote film.png", "",
        ])
        let log = run.stderr.components(separatedBy: "\n")
        #expect(log.first == "anim.yaml:6:28: error: Unable to simultaneously satisfy constraints.")
        #expect(log.contains("anim.yaml:6:28: error: grow is broken in frames 6–10 (of 0–10): the required constraints can't all hold at those moments"))
        // The film: frame 5 (second row, second cell) holds, green; frame 6 (third cell) breaks,
        // its status line red and the broken width drawn in red across the bar.
        let film = try RenderedImage(pngData: try tool.bytes("film.png"))
        func colour(_ x: Int, _ y: Int) -> [UInt8] {
            let p = film.pixel(x: x, y: y)
            return [p.red, p.green, p.blue]
        }
        #expect(colour(704, 206) == [255, 59, 48])
        #expect(colour(390, 206) == [0, 122, 255])
        #expect(colour(645, 248) == [253, 89, 80])
        #expect(colour(331, 248) == [69, 155, 91])
        // --json lists each frame's broken constraints.
        let json = try tool.run(["animate", "anim.yaml"] + Self.grow + ["-o", "film.png", "--json"])
        let frames = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])["frames"] as? [[String: Any]]
        let broken = frames?.map { (($0["constraints"] as? [String: Any])?["broken"] as? [String]) ?? ["?"] }
        #expect(broken == Array(repeating: [], count: 6) + Array(repeating: ["grow"], count: 5))
        // The inspector's page of the same change is written, and says the same.
        let inspect = try tool.run(["inspect", "anim.yaml"] + Self.grow + ["-o", "page.html"])
        #expect(inspect.status == 1)
        #expect(inspect.stderr.hasSuffix("anim.yaml:6:28: error: grow is broken in frames 6–10 (of 0–10): the required constraints can't all hold at those moments\n"))
        #expect(tool.exists("page.html"))
    }

    @Test func checkChecksTheEndOfAChange() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("anim.yaml", Self.growing)
        let fine = try tool.run(["check", "anim.yaml", "--change", "grow.constant=100->150"])
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(fine.stdout == "anim.yaml: no problems found\n")
        let broken = try tool.run(["check", "anim.yaml"] + Self.grow)
        #expect(broken.status == 1)
        #expect(broken.stdout.isEmpty)
        let log = broken.stderr.components(separatedBy: "\n")
        #expect(log.first == "anim.yaml:6:28: error: Unable to simultaneously satisfy constraints.")
        #expect(log.contains("anim.yaml:6:28: error: grow is broken in frames 6–10 (of 0–10): the required constraints can't all hold at those moments"))
        #expect(!tool.exists("out"))
        // A change that names nothing in the scene is bad input, as in plumb animate.
        let typo = try tool.run(["check", "anim.yaml", "--change", "gorw.constant=300"])
        #expect(typo.status == 2)
        #expect(typo.stderr.hasPrefix("plumb check: error: --change \"gorw.constant=300\": no constraint has the id 'gorw'; did you mean 'grow'?"))
        // The matrix checks still scenes only.
        let both = try tool.run(["check", "anim.yaml", "--matrix", "direction=ltr,rtl", "--change", "grow.constant=300"])
        #expect(both.status == 2)
    }
}
