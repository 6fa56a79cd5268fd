import Foundation
import Plumb
import PlumbRender
import PlumbScene
import PlumbTestSupport
import Testing

/// A scene file's `fonts:` and `systemFont:`, with Liberation Sans (Debian's fonts-liberation,
/// installed by scripts/setup.sh) copied beside the scene as a user's own font file. "Hello,
/// World!" at 17 points is 97.00 points wide in Liberation Sans (98 once ceiled) and 109.43 in
/// DejaVu Sans (110); FontRegistryTests derives both.
@Suite struct SceneFontTests {
    /// A temporary folder with `fonts/Brand.ttf` (Liberation Sans) and `fonts/Fake.ttf` (text).
    /// It is never removed: a registered file must stay while the process runs (fontconfig
    /// opens it when text is drawn), and registration lasts for the process.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-scene-fonts-\(UUID().uuidString)")
        let fonts = folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
                                         toPath: fonts.appendingPathComponent("Brand.ttf").path)
        try Data("not a font".utf8).write(to: fonts.appendingPathComponent("Fake.ttf"))
        return folder
    }

    /// Writes `yaml` as `scene.yaml` in `folder` and loads it.
    static func load(_ yaml: String, in folder: URL, environment: SceneEnvironment = .init()) throws -> LoadedScene {
        let file = folder.appendingPathComponent("scene.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        return try SceneLoader.load(contentsOf: file.path, services: .rendering, environment: environment)
    }

    static let labels = Fixture.scene("scene-font/three-label-fonts", in: .module)

    @Test func fontsRelativeToTheSceneFileAreUsable() throws {
        let folder = try Self.folder()
        let loaded = try Self.load("fonts: [fonts/Brand.ttf]\nsize: {width: 200, height: 100}\n" + Self.labels, in: folder)
        _ = loaded.layout()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.view("brand")?.frame.width == 98)
        #expect(loaded.view("body")?.frame.width == 110)
        #expect(loaded.view("plain")?.frame.width == 110)
    }

    @Test func systemFontStandsInForEveryTextStyle() throws {
        let folder = try Self.folder()
        let yaml = "fonts: fonts/Brand.ttf\nsystemFont: Liberation Sans\nsize: {width: 200, height: 100}\n" + Self.labels
        let loaded = try Self.load(yaml, in: folder)
        _ = loaded.layout()
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(loaded.view("body")?.frame.width == 98)
        #expect(loaded.view("plain")?.frame.width == 110)
        // The CLI's --system-font (the environment) wins over the file's.
        let overridden = try Self.load(yaml, in: folder, environment: SceneEnvironment(systemFont: "DejaVu Sans"))
        _ = overridden.layout()
        #expect(overridden.view("body")?.frame.width == 110)
    }

    @Test func anUnknownFamilyIsALocatedWarningWithADidYouMean() throws {
        let folder = try Self.folder()
        let yaml = """
            fonts: [fonts/Brand.ttf]
            systemFont: DejaVu Sanz
            views:
              - {id: a, type: label, text: Hi, font: "Liberaton Sans Bold 17"}
            """
        let loaded = try Self.load(yaml, in: folder)
        let file = folder.appendingPathComponent("scene.yaml").path
        #expect(loaded.warnings.map(\.description) == [
            """
            \(file):2:13: warning: font family 'DejaVu Sanz' is not available, so it is drawn in DejaVu Sans; did you mean 'DejaVu Sans'? (Plumb draws only the pinned DejaVu fonts and the font files you add)
            systemFont: DejaVu Sanz
                        ^
            """,
            """
            \(file):4:42: warning: font family 'Liberaton Sans' is not available, so it is drawn in DejaVu Sans; did you mean 'Liberation Sans'? (Plumb draws only the pinned DejaVu fonts and the font files you add)
              - {id: a, type: label, text: Hi, font: "Liberaton Sans Bold 17"}
                                                     ^
            """,
        ])
    }

    @Test func aMissingOrBrokenFontFileIsAnErrorAtItsEntry() throws {
        let folder = try Self.folder()
        func error(_ yaml: String) -> String? {
            do {
                _ = try Self.load(yaml, in: folder)
                return nil
            } catch let error as SceneError {
                return "\(error.line):\(error.column): \(error.message)"
            } catch {
                return "\(error)"
            }
        }
        #expect(error("fonts: [fonts/Brand.ttf, fonts/Missing.ttf]\n") == "1:26: font file 'fonts/Missing.ttf': no such font file")
        #expect(error("fonts:\n  - fonts/Fake.ttf\n")
            == "2:5: font file 'fonts/Fake.ttf': not a font file (expected a TrueType or OpenType font: .ttf, .otf, .ttc or .otc)")
        #expect(error("fonts: [fonts]\n") == "1:9: font file 'fonts': this is a folder, not a font file")
        #expect(error("fonts: {a: b}\n")?.hasPrefix("1:8: ") == true)
    }
}
