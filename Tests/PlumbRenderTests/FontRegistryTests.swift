import Foundation
import Plumb
@testable import PlumbRender
import Testing

/// Font files added at run time (``FontRegistry``) with Liberation Sans from Debian's
/// fonts-liberation (installed by scripts/setup.sh), copied into a temporary folder so that it
/// is registered by path as a user's own font would be.
///
/// Liberation Sans has Arial's advance widths (units per em 2048): "Hello, World!" is
/// H 1479 + e 1139 + l 455 + l 455 + o 1139 + , 569 + space 569 + W 1933 + o 1139 + r 682 +
/// l 455 + d 1139 + ! 569 = 11,722 units, less 37 for the font's W–o kerning pair: 11,685
/// units, 96.996 points at 17 points. Pango places each glyph on its 1/1024-point grid, which
/// gives 97.001, so the label's intrinsic width (ceiled to whole points) is 98, where DejaVu
/// Sans measures 109.43 and gives 110.
@Suite struct FontRegistryTests {
    static let liberationSans = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
    static let text = "Hello, World!"

    /// A new temporary folder holding a copy of Liberation Sans as `Brand.ttf`. It is never
    /// removed: a registered file must stay while the process runs (fontconfig opens it when
    /// text is drawn), and registration lasts for the process.
    static func folderWithFont() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: liberationSans, toPath: folder.appendingPathComponent("Brand.ttf").path)
        return folder
    }

    /// The exact logical width Pango gives one line.
    static func exactWidth(_ font: Font) -> Double {
        PangoText.facts(TextDrawing(text: text, font: font, color: .black, rect: Rect(x: 0, y: 0, width: 1_000, height: 100))).size.width
    }

    /// A label of `text` in `font`, measured with Pango, inside `root` when one is given (a
    /// superview is held weakly, so the caller keeps it).
    static func label(_ font: Font, root: View? = nil) -> Label {
        let label = Label(text: text, font: font)
        label.textMeasurer = PangoTextMeasurer()
        root?.addSubview(label)
        return label
    }

    @Test func aRegisteredFileIsDrawnInItsOwnFamily() throws {
        let folder = try Self.folderWithFont()
        #expect(try FontRegistry.register(fileAt: folder.appendingPathComponent("Brand.ttf").path) == ["Liberation Sans"])
        let sink = CollectingSink()
        let (brand, dejaVu) = LayoutLog.$sink.withValue(sink) {
            (Self.label(Font(description: "Liberation Sans 17")).intrinsicContentSize,
             Self.label(Font(description: "DejaVu Sans 17")).intrinsicContentSize)
        }
        #expect(sink.messages.isEmpty)
        #expect(abs(Self.exactWidth(Font(description: "Liberation Sans 17")) - 11_685 * 17 / 2048) < 0.01)
        // Sizes are ceiled to whole points: 97.30 → 98 and 109.43 → 110.
        #expect(brand.width == 98, "\(brand)")
        #expect(dejaVu.width == 110, "\(dejaVu)")
        #expect(FontConfiguration.knownFamilies.contains("Liberation Sans"))
        #expect(FontRegistry.registeredFamilies.contains("Liberation Sans"))
    }

    @Test func aFolderRegistersItsFontFilesAndSkipsOthers() throws {
        let folder = try Self.folderWithFont()
        try Data("SIL Open Font License".utf8).write(to: folder.appendingPathComponent("LICENSE.txt"))
        #expect(try FontRegistry.register(folderAt: folder.path) == ["Liberation Sans"])
        let brand = folder.appendingPathComponent("Brand.ttf").standardizedFileURL.path
        #expect(FontRegistry.registeredFiles.contains(brand))
        #expect(!FontRegistry.registeredFiles.contains { $0.hasSuffix("LICENSE.txt") })
    }

    @Test func fontconfigSeesOnlyThePinnedAndTheRegisteredFiles() throws {
        let folder = try Self.folderWithFont()
        try FontRegistry.register(fileAt: folder.appendingPathComponent("Brand.ttf").path)
        let dejaVu = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
                      "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"].map { "/usr/share/fonts/truetype/dejavu/\($0)" }
        // Read the files before the registry: registrations by other tests only add to it.
        let files = FontConfiguration.fontFiles
        #expect(Set(files).isSubset(of: Set(dejaVu + FontRegistry.registeredFiles)))
        #expect(Set(dejaVu + [folder.appendingPathComponent("Brand.ttf").standardizedFileURL.path]).isSubset(of: Set(files)))
        // This machine has more fonts (fonts-liberation and fonts-dejavu-extra in /usr/share/fonts); none is seen.
        #expect(!files.contains(Self.liberationSans))
        #expect(!files.contains { $0.hasSuffix("DejaVuSansCondensed.ttf") })
        #expect(Set(FontConfiguration.availableFamilies).isSubset(of: FontConfiguration.knownFamilies))
    }

    @Test func renderingARegisteredFontTwiceGivesTheSameBytes() throws {
        let folder = try Self.folderWithFont()
        try FontRegistry.register(fileAt: folder.appendingPathComponent("Brand.ttf").path)
        func picture(_ description: String, _ format: RenderFormat) throws -> [UInt8] {
            let root = View(frame: Rect(x: 0, y: 0, width: 140, height: 30))
            let label = Self.label(Font(description: description), root: root)
            label.frame = Rect(x: 10, y: 5, width: 120, height: 20)
            return try Renderer(scale: 2).data(of: root, format: format)
        }
        for format in [RenderFormat.png, .svg] {
            let first = try picture("Liberation Sans 17", format)
            #expect(try picture("Liberation Sans 17", format) == first, "\(format)")
            #expect(try picture("DejaVu Sans 17", format) != first, "\(format)")
        }
    }

    @Test func badFilesAreRefusedWithTheReason() throws {
        let folder = try Self.folderWithFont()
        let fake = folder.appendingPathComponent("Fake.ttf")
        try Data("not a font".utf8).write(to: fake)
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        func reason(_ body: () throws(FontRegistrationError) -> [String]) -> FontRegistrationError.Reason? {
            do { _ = try body() } catch { return error.reason }
            return nil
        }
        #expect(reason { () throws(FontRegistrationError) in try FontRegistry.register(fileAt: folder.appendingPathComponent("Missing.ttf").path) } == .noSuchFile)
        #expect(reason { () throws(FontRegistrationError) in try FontRegistry.register(fileAt: fake.path) } == .notAFont)
        #expect(reason { () throws(FontRegistrationError) in try FontRegistry.register(fileAt: folder.path) } == .folderGiven)
        #expect(reason { () throws(FontRegistrationError) in try FontRegistry.register(folderAt: empty.path) } == .noFontFiles)
        #expect(reason { () throws(FontRegistrationError) in try FontRegistry.register(folderAt: folder.appendingPathComponent("nowhere").path) } == .noSuchFolder)
        // A folder with a broken font file names that file, and registers none of its files.
        #expect(reason { () throws(FontRegistrationError) in try FontRegistry.register(folderAt: folder.path) } == .notAFont)
        #expect(!FontRegistry.registeredFiles.contains(folder.appendingPathComponent("Brand.ttf").standardizedFileURL.path))
        #expect(FontRegistrationError(path: "x/Fake.ttf", reason: .notAFont).description
            == "x/Fake.ttf: not a font file (expected a TrueType or OpenType font: .ttf, .otf, .ttc or .otc)")
        #expect(!FontRegistry.registeredFiles.contains { $0.hasSuffix("Fake.ttf") })
    }

    @Test func anUnknownFamilyIsReportedWithTheClosestFamily() throws {
        let folder = try Self.folderWithFont()
        try FontRegistry.register(fileAt: folder.appendingPathComponent("Brand.ttf").path)
        #expect(FontConfiguration.reportUnavailableFamily("Liberaton Sans")
            == "font family 'Liberaton Sans' is not available, so it is drawn in DejaVu Sans; did you mean 'Liberation Sans'? (Plumb draws only the pinned DejaVu fonts and the font files you add)")
        #expect(FontConfiguration.reportUnavailableFamily("DejaVu Snas")?.contains("did you mean 'DejaVu Sans'?") == true)
        for available in ["Liberation Sans", "liberation sans", "DejaVu Serif", "System", "system-ui", "monospace"] {
            #expect(FontConfiguration.reportUnavailableFamily(available) == nil, "\(available)")
        }
        // Once reported at its place, drawing text in it does not log it again.
        let sink = CollectingSink()
        LayoutLog.$sink.withValue(sink) {
            _ = PangoTextMeasurer().measure(TextMeasureRequest(text: "a", font: Font(family: "Liberaton Sans", size: 12)))
        }
        #expect(sink.messages.isEmpty)
    }

    @Test func theSystemFontIsDrawnInTheStandInFamily() throws {
        let folder = try Self.folderWithFont()
        try FontRegistry.register(fileAt: folder.appendingPathComponent("Brand.ttf").path)
        let branded = View()
        branded.systemFontFamily = "Liberation Sans"
        let plain = View()
        for (font, plainWidth, brandWidth) in [(Font.preferredFont(forTextStyle: .body), 110.0, 98.0), (.system(), 110, 98),
                                              (Font(description: "System 17"), 110, 98), (Font(description: "DejaVu Sans 17"), 110, 110)] {
            let inPlain = Self.label(font, root: plain), inBranded = Self.label(font, root: branded)
            #expect(inPlain.intrinsicContentSize.width == plainWidth, "\(font)")
            #expect(inBranded.intrinsicContentSize.width == brandWidth, "\(font)")
        }
        // A subtree inherits the family; without one anywhere, Font.systemFamilyStandIn (DejaVu Sans) holds.
        let nested = View()
        branded.addSubview(nested)
        #expect(nested.effectiveSystemFontFamily == "Liberation Sans")
        #expect(plain.effectiveSystemFontFamily == Font.systemFamilyStandIn)
        #expect(Font.systemFamilyStandIn == "DejaVu Sans")
        // The family travels in the font the label measures and draws with.
        #expect(Self.label(.preferredFont(forTextStyle: .headline), root: branded).textDrawing.font.description == "Liberation Sans Bold 17")
    }
}
