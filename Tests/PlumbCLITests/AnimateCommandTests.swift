import Foundation
import PlumbRender
import PlumbTestSupport
import Testing

/// `plumb animate`: the frame table, the films (filmstrip PNG and SVG, animated PNG) with real
/// pixels, and bad input.
@Suite struct AnimateCommandTests {
    static let purple = PlumbTool.packageRoot.appendingPathComponent("samples/purple-in-blue.yaml").path
    static let shrink = ["--change", "window.width=300->100", "--duration", "1", "--fps", "10", "--curve", "linear", "--mode", "both"]
    static let purpleColour = (UInt8(0xaf), UInt8(0x52), UInt8(0xde)), blueColour = (UInt8(0x00), UInt8(0x7a), UInt8(0xff))

    static func colour(_ image: RenderedImage, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let p = image.pixel(x: x, y: y)
        return (p.red, p.green, p.blue)
    }

    @Test func theTableListsWhatEachInterpolatedFrameMisses() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let result = try tool.run(["animate", Self.purple] + Self.shrink + ["-o", "film.png"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines[1] == "frame  time  constraints  interpolated")
        #expect(lines[2] == "0      0     holds        holds")
        #expect(lines[3] == "1      0.1   holds        misses purple.width == 100 @ 250 by 4")
        #expect(lines[10] == "8      0.8   holds        misses purple.width == 100 @ 250 by 32")
        #expect(lines[11] == "9      0.9   holds        misses purple.width == 100 @ 250 by 16")
        #expect(lines[12] == "10     1     holds        holds")
        #expect(lines[13] == "wrote film.png")
    }

    /// Cell 5 (0.5 s): the window is 200 wide. Re-solved, purple keeps 100 (x 50…150);
    /// interpolated, it is 80 wide at 60 (60…140).
    @Test func theFilmstripShowsBothModesSideBySide() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        #expect(try tool.run(["animate", Self.purple] + Self.shrink + ["-o", "film.png"]).status == 0)
        let film = try RenderedImage(pngData: try tool.bytes("film.png"))
        // Two cells of two 300-point panels across (1,400 points at most), six rows of 131.
        #expect(film.width == 1266 && film.height == 931)
        let constraints = (x: 640, y: 365), interpolated = (x: 950, y: 365)
        #expect(Self.colour(film, constraints.x + 55, constraints.y + 50) == Self.purpleColour)
        #expect(Self.colour(film, constraints.x + 145, constraints.y + 50) == Self.purpleColour)
        #expect(Self.colour(film, interpolated.x + 55, interpolated.y + 50) == Self.blueColour)
        #expect(Self.colour(film, interpolated.x + 145, interpolated.y + 50) == Self.blueColour)
        #expect(Self.colour(film, interpolated.x + 65, interpolated.y + 30) == Self.purpleColour)
        // Past the 200-point window: the panel's grey backdrop.
        #expect(Self.colour(film, constraints.x + 250, constraints.y + 50) == (209, 209, 214))
        // The same scene gives the same bytes, whatever the number of threads.
        #expect(try tool.run(["animate", Self.purple] + Self.shrink + ["-o", "again.png", "--jobs", "1"]).status == 0)
        #expect(try tool.bytes("film.png") == tool.bytes("again.png"))
    }

    /// A second decoder (Pillow) reads the animated PNG: 11 frames of 642×221 at 100 ms (the
    /// subtitle takes two lines in a frame this narrow).
    @Test func theAnimatedPNGDecodesInPillow() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        #expect(try tool.run(["animate", Self.purple] + Self.shrink + ["-o", "film.apng"]).status == 0)
        let path = tool.folder.appendingPathComponent("film.apng").path
        let script = """
        from PIL import Image
        im = Image.open('\(path)')
        print(im.n_frames, im.size[0], im.size[1], im.info['duration'])
        for i in (0, 5, 10):
            im.seek(i); rgb = im.convert('RGB')
            print(i, rgb.getpixel((16 + 55, 90 + 50)), rgb.getpixel((326 + 55, 90 + 50)))
        """
        let run = try runCommand(["python3", "-c", script])
        try #require(run.status == 0, "python3 with Pillow must read the APNG (scripts/setup.sh installs Pillow): \(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "11 642 221 100.0")
        #expect(lines[1] == "0 (0, 122, 255) (0, 122, 255)")      // both at the start: purple at 100…200
        #expect(lines[2] == "5 (175, 82, 222) (0, 122, 255)")     // re-solved purple at 50, interpolated at 60
        #expect(lines[3] == "10 (175, 82, 222) (175, 82, 222)")   // both at the end: purple at 20…80
    }

    @Test func theSVGFilmIsVectorsAndTheSameEachRun() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        #expect(try tool.run(["animate", Self.purple] + Self.shrink + ["-o", "film.svg"]).status == 0)
        #expect(try tool.run(["animate", Self.purple] + Self.shrink + ["-o", "again.svg"]).status == 0)
        let svg = String(decoding: try tool.bytes("film.svg"), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("width=\"1266pt\""))
        #expect(try tool.bytes("film.svg") == tool.bytes("again.svg"))
    }

    @Test func theJSONHasEveryFrameAndEveryMiss() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let result = try tool.run(["animate", Self.purple] + Self.shrink + ["-o", "film.png", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.count == 11)
        let missing = frames.indices.filter { index in
            ((frames[index]["interpolated"] as? [String: Any])?["violations"] as? [Any])?.isEmpty == false
        }
        #expect(missing == Array(1...9))
        let held = frames.allSatisfy { (($0["constraints"] as? [String: Any])?["violations"] as? [Any])?.isEmpty == true }
        #expect(held)
    }

    @Test func theSceneFilesAnimationKeyIsUsedWithoutChanges() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let checkbox = PlumbTool.packageRoot.appendingPathComponent("samples/checkbox-window.yaml").path
        let result = try tool.run(["animate", checkbox, "-o", "collapse.png"])
        #expect(result.status == 0, "\(result.stderr)")
        // 0.4 s at 20 fps: frames 0…8; the jump closes along the curve.
        #expect(result.stdout.contains("\n8      0.4   holds\n"))
        #expect(result.stdout.contains("\n4      0.2   misses windowBottomCollapsed by 24\n"))
    }

    @Test func overlaysAreDrawnOnEveryFrame() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let args = ["animate", Self.purple, "--change", "window.width=300->200", "--fps", "4", "--columns", "1"]
        #expect(try tool.run(args + ["-o", "plain.png", "--scale", "1"]).status == 0)
        #expect(try tool.run(args + ["-o", "frames.png", "--scale", "1", "--overlay", "frames"]).status == 0)
        let plain = try RenderedImage(pngData: try tool.bytes("plain.png"))
        let framed = try RenderedImage(pngData: try tool.bytes("frames.png"))
        #expect(plain.width == framed.width && plain.height == framed.height)
        // Every cell's panel differs where purple's frame outline runs (its top edge at y 20).
        for cell in 0..<3 {
            let top = 59 + cell * (16 + 100 + 15 + 14) + 16 + 20
            let row = (16..<(16 + 300)).filter { x in plain.pixel(x: x, y: top) != framed.pixel(x: x, y: top) }
            #expect(!row.isEmpty, "cell \(cell)")
        }
    }

    @Test func badChangesAreBadInputWithACaret() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        let unknown = try tool.run(["animate", Self.purple, "--change", "purpel.hidden=true"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == """
            plumb animate: error: --change "purpel.hidden=true": no view has the id 'purpel'; did you mean 'purple'?
              purpel.hidden=true
              ^

            """)
        let property = try tool.run(["animate", Self.purple, "--change", "c1.constnt=0->100"])
        #expect(property.status == 2)
        #expect(property.stderr.contains("unknown property 'constnt' (one of constant, active, hidden, checked, width, height); did you mean 'constant'?\n  c1.constnt=0->100\n     ^"))
        let nan = try tool.run(["animate", Self.purple, "--change", "window.width=300->nan"])
        #expect(nan.status == 2 && nan.stderr.contains("'nan' is out of range"))
        #expect(nan.stderr.hasSuffix("  window.width=300->nan\n" + String(repeating: " ", count: 2 + 18) + "^\n"), "\(nan.stderr)")
        let nothing = try tool.run(["animate", PlumbTool.packageRoot.appendingPathComponent("samples/answer-row.yaml").path])
        #expect(nothing.status == 2 && nothing.stderr.contains("nothing to animate"))
        let long = try tool.run(["animate", Self.purple, "--duration", "60", "--fps", "60", "-o", "long.png"])
        #expect(long.status == 2 && !tool.exists("long.png"))
        #expect(long.stderr.hasSuffix("60 s at 60 fps is 3601 frames; a film has at most 1000 (lower --fps or --duration)\n"))
        // A window of 10 million points can't be drawn in raster at any scale: refused, not a crash.
        for film in ["huge.png", "huge.apng"] {
            let huge = try tool.run(["animate", Self.purple, "--change", "window.width=300->1e7", "--fps", "5", "-o", film])
            #expect(huge.status == 2 && !tool.exists(film), "\(huge.stderr)")
            #expect(huge.stderr.contains("too large to draw in raster"))
        }
        let format = try tool.run(["animate", Self.purple, "-o", "film.gif"])
        #expect(format.status == 2)
        #expect(!tool.exists("film.gif"))
    }

    @Test func aBadChangeInTheSceneFileIsLocated() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("scene.yaml", """
            size: {width: 100, height: 100}
            views:
              - {id: a}
            constraints:
              - {id: pin, constraint: "a.leading == root.leading + 10"}
            animation:
              changes:
                - pin.constant=10->20
                - "pn.constant=30"
            """)
        let result = try tool.run(["animate", "scene.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("scene.yaml:9:8: error: no constraint has the id 'pn'; did you mean 'pin'?"))
    }
}
