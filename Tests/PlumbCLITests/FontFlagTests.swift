import Foundation
import PlumbTestSupport
import Testing

/// `--fonts DIR`, `--system-font FAMILY` and a scene's `fonts:` end to end, with Liberation Sans
/// (Debian's fonts-liberation, installed by scripts/setup.sh) copied in as a user's font.
/// "Hello, World!" at 17 points: 98 points wide in Liberation Sans, 110 in DejaVu Sans (the
/// exact widths, 97.00 and 109.43, are derived in FontRegistryTests).
@Suite struct FontFlagTests {
    static let scene = Fixture.scene("font-flag/brand-and-body-labels", in: .module)

    /// A tool whose folder holds `scene.yaml`, `fonts/Brand.ttf` (Liberation Sans) and `fonts/Fake.ttf` (text).
    static func tool() throws -> PlumbTool {
        let tool = try PlumbTool()
        try tool.write("scene.yaml", scene)
        try tool.write("fonts/Fake.ttf", "not a font")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
                                         toPath: tool.folder.appendingPathComponent("fonts/Brand.ttf").path)
        return tool
    }

    /// The width the layout tree prints for a view (`brand Label (0 0; 98 19)` → 98).
    static func width(of id: String, in tree: String) -> String? {
        guard let line = tree.split(separator: "\n").first(where: { $0.drop { $0 == " " }.hasPrefix("\(id) ") }),
              let sizes = line.split(separator: ";").last else { return nil }
        return sizes.split(separator: " ").first.map(String.init)
    }

    @Test func fontsFlagMakesAFolderOfFontsUsable() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        let with = try tool.run(["layout", "scene.yaml", "--fonts", "fonts/Brand.ttf", "--fonts", "fonts/../fonts/Brand.ttf"])
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stderr.isEmpty)
        #expect(Self.width(of: "brand", in: with.stdout) == "98")
        #expect(Self.width(of: "body", in: with.stdout) == "110")
        // Without the file, the family is a warning at its place, with the text drawn in DejaVu Sans.
        let without = try tool.run(["layout", "scene.yaml"])
        #expect(without.status == 0)
        #expect(without.stderr.hasPrefix("scene.yaml:4:59: warning: font family 'Liberation Sans' is not available, so it is drawn in DejaVu Sans"),
                "\(without.stderr)")
        #expect(Self.width(of: "brand", in: without.stdout) == "110")
    }

    @Test func systemFontFlagChangesEveryTextStyle() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        try FileManager.default.removeItem(at: tool.folder.appendingPathComponent("fonts/Fake.ttf"))
        let result = try tool.run(["layout", "scene.yaml", "--fonts", "fonts", "--system-font", "Liberation Sans"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.width(of: "body", in: result.stdout) == "98")
        let typo = try tool.run(["layout", "scene.yaml", "--fonts", "fonts", "--system-font", "Liberation San"])
        #expect(typo.stderr.hasPrefix("plumb: warning: --system-font: font family 'Liberation San' is not available, so it is drawn in DejaVu Sans; did you mean 'Liberation Sans'?"),
                "\(typo.stderr)")
        #expect(Self.width(of: "body", in: typo.stdout) == "110")
    }

    @Test func sceneFontsAreRelativeToTheSceneFile() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        try tool.write("screens/scene.yaml", "fonts: [../fonts/Brand.ttf]\nsystemFont: Liberation Sans\n" + Self.scene)
        let result = try tool.run(["layout", "screens/scene.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(Self.width(of: "brand", in: result.stdout) == "98")
        #expect(Self.width(of: "body", in: result.stdout) == "98")
    }

    @Test func everyCommandThatLaysOutRefusesABadFontFolder() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        let commands: [[String]] = [["layout", "scene.yaml"], ["render", "scene.yaml", "-o", "out.png"], ["check", "scene.yaml"],
                                    ["trace", "scene.yaml"], ["inspect", "scene.yaml", "-o", "out.html"],
                                    ["animate", "scene.yaml", "--change", "root.width=200->100", "-o", "out.png"],
                                    ["snapshot", "record", "scene.yaml", "--snapshots", "refs"], ["preview", "scene.yaml", "--port", "0"]]
        for command in commands {
            let missing = try tool.run(command + ["--fonts", "nowhere"])
            #expect(missing.status == 2, "\(command): \(missing.stderr)")
            #expect(missing.stderr.contains("--fonts nowhere: no such folder"), "\(command): \(missing.stderr)")
            let fake = try tool.run(command + ["--fonts", "fonts/Fake.ttf"])
            #expect(fake.status == 2, "\(command)")
            #expect(fake.stderr.contains("--fonts fonts/Fake.ttf: not a font file (expected a TrueType or OpenType font: .ttf, .otf, .ttc or .otc)"),
                    "\(command): \(fake.stderr)")
        }
        let folder = try tool.run(["layout", "scene.yaml", "--fonts", "fonts"])
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("--fonts fonts: fonts/Fake.ttf: not a font file"), "\(folder.stderr)")
        #expect(!tool.exists("out.png") && !tool.exists("out.html"))
    }

    @Test func renderingWithARegisteredFontIsByteIdenticalAcrossRuns() throws {
        let tool = try Self.tool()
        defer { tool.remove() }
        for (index, format) in ["png", "svg", "png"].enumerated() {
            let first = try tool.run(["render", "scene.yaml", "--fonts", "fonts/Brand.ttf", "--scale", "2", "-o", "a\(index).\(format)"])
            let second = try tool.run(["render", "scene.yaml", "--fonts", "fonts/Brand.ttf", "--scale", "2", "-o", "b\(index).\(format)"])
            #expect(first.status == 0 && second.status == 0, "\(first.stderr)")
            #expect(try tool.bytes("a\(index).\(format)") == tool.bytes("b\(index).\(format)"), "\(format)")
        }
        let plain = try tool.run(["render", "scene.yaml", "--scale", "2", "-o", "plain.png"])
        #expect(plain.status == 0)
        #expect(try tool.bytes("plain.png") != tool.bytes("a0.png"))
    }
}
