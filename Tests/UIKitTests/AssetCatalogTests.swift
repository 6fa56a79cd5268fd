import Foundation
import Plumb
import PlumbTestSupport
import Testing

/// Plumb's asset catalog reader on `Assets.xcassets`, a catalog written for these tests the
/// way Xcode writes one (floats, 8-bit integers and hex, Display P3, references to system
/// colours, a namespace folder, 1x/2x/3x and single-scale images).
@Suite struct AssetCatalogTests {
    static var catalogPath: String { (Bundle.module.resourcePath ?? Bundle.module.bundlePath) + "/Assets.xcassets" }

    @Test func listsTheSetsWithNamespaceFoldersInTheirNames() throws {
        let catalog = try AssetCatalog(folderAt: Self.catalogPath)
        #expect(catalog.colorNames == ["Accent", "Brand", "Card", "Highlight", "WideRed"])
        // `Icons` provides a namespace, `Flags` is a plain group.
        #expect(catalog.imageNames == ["Document", "Icons/Star", "Logo"])
        #expect(try catalog.color(named: "Star") == nil)
        #expect(try catalog.image(named: "Star") == nil)
    }

    @Test func floatsAndEightBitIntegersGiveALightAndADarkValue() throws {
        let brand = try #require(try AssetCatalog(folderAt: Self.catalogPath).color(named: "Brand"))
        #expect(brand.isDynamic)
        let light = brand.resolved(for: .light), dark = brand.resolved(for: .dark)
        #expect(exact(light.red, 0.2) && exact(light.green, 0.4) && exact(light.blue, 0.8) && light.alpha == 1)
        #expect(exact(dark.red, 51.0 / 255) && exact(dark.green, 153.0 / 255) && dark.blue == 1)
    }

    @Test func hexComponentsAreEightBitAndAlphaIsAFloat() throws {
        let accent = try #require(try AssetCatalog(folderAt: Self.catalogPath).color(named: "Accent"))
        #expect(!accent.isDynamic)
        #expect(accent.description == "#ff2d5580")
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        // (0.9175, 0.2003, 0.1386) in Display P3 is sRGB's pure red (CSS Color 4's conversion).
        let red = try #require(try AssetCatalog(folderAt: Self.catalogPath).color(named: "WideRed"))
        #expect(isClose(red.red, 1, within: 0.002))
        #expect(isClose(red.green, 0, within: 0.002))
        #expect(isClose(red.blue, 0, within: 0.002))
    }

    @Test func aReferenceIsTheSystemColourAndTheIPhoneEntryWins() throws {
        let highlight = try #require(try AssetCatalog(folderAt: Self.catalogPath).color(named: "Highlight"))
        #expect(highlight == .systemOrange)
        #expect(highlight.resolved(for: .dark).description == "#ff9f0a")
    }

    @Test func explicitLightAndDarkVariantsAndNoHighContrast() throws {
        let card = try #require(try AssetCatalog(folderAt: Self.catalogPath).color(named: "Card"))
        #expect(card.resolved(for: .light) == .white)
        #expect(card.resolved(for: .dark).description == "#1c1c1e")
    }

    @Test func anImageSetGivesTheFileForTheScaleSizedInPoints() throws {
        let catalog = try AssetCatalog(folderAt: Self.catalogPath)
        let star3 = try #require(try catalog.image(named: "Icons/Star", scale: 3))
        #expect(star3.size == Size(width: 10, height: 8))
        #expect(star3.content == .file(Self.catalogPath + "/Icons/Star.imageset/star@3x.png"))
        let star1 = try #require(try catalog.image(named: "Icons/Star", scale: 1))
        #expect(star1.content == .file(Self.catalogPath + "/Icons/Star.imageset/star.png"))
        #expect(star1.size == Size(width: 10, height: 8))
        // Only a 2x file: used at 3x (and at 1x), 40 × 20 pixels are 20 × 10 points.
        let logo = try #require(try catalog.image(named: "Logo", scale: 3))
        #expect(logo.size == Size(width: 20, height: 10))
        #expect(try catalog.image(named: "Logo", scale: 1) == logo)
    }

    @Test func aPDFIsAPlaceholderOfItsPageSize() throws {
        let document = try #require(try AssetCatalog(folderAt: Self.catalogPath).image(named: "Document"))
        #expect(document.size == Size(width: 24, height: 32))
        #expect(document.content == .placeholder(.systemGray5))
    }

    /// Equal to floating-point noise.
    private func exact(_ value: Double, _ expected: Double) -> Bool { isClose(value, expected, within: 1e-9) }

    // MARK: Broken catalogs

    /// A catalog in a temporary folder with one colour set whose `Contents.json` is `json`.
    private func catalog(withColorSet json: String) throws -> (AssetCatalog, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-assets-\(UUID().uuidString)/Broken.xcassets")
        let set = folder.appendingPathComponent("Paint.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try json.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        return (try AssetCatalog(folderAt: folder.path), set.path + "/Contents.json")
    }

    @Test func brokenColourSetsAreErrorsThatNameTheFileAndTheReason() throws {
        let cases: [(json: String, message: String)] = [
            (#"{"colors": [{"color": {"components": {"red": "0.5", "green": "x", "blue": "0"}}}]}"#,
             "component 'green' is 'x': not a number, an 8-bit integer or 0x hex"),
            (#"{"colors": [{"color": {"color-space": "cmyk", "components": {}}}]}"#,
             "unknown color space 'cmyk' (Plumb reads srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22, extended-gray)"),
            (#"{"colors": [{"color": {"components": {"red": "1", "blue": "0"}}}]}"#,
             "the srgb colour has no 'green' component"),
            (#"{"colors": [{"idiom": "ipad", "color": {"reference": "systemRedColor"}}]}"#,
             "no colour for iPhone (a universal or iphone entry)"),
            (#"{"colors": [{"color": {"reference": "brandColor"}}]}"#, "unknown system colour 'brandColor'"),
            (#"{"colors": {"color": 1}}"#, "'colors' is not a list"),
        ]
        for (json, message) in cases {
            let (catalog, file) = try catalog(withColorSet: json)
            #expect(throws: AssetCatalogError(path: file, message: message)) { try catalog.color(named: "Paint") }
        }
        let (catalog, file) = try catalog(withColorSet: "{\"colors\": [")
        let error = try #require(throws: AssetCatalogError.self) { try catalog.color(named: "Paint") }
        #expect(error.path == file)
        #expect(error.message.hasPrefix("not valid JSON"))
        #expect(error.description.hasPrefix(file + ": error: not valid JSON"))
    }

    @Test func aMissingCatalogFolderIsAnError() {
        #expect(throws: AssetCatalogError(path: "/no/such/Assets.xcassets", message: "no asset catalog folder here")) {
            try AssetCatalog(folderAt: "/no/such/Assets.xcassets")
        }
    }
}
