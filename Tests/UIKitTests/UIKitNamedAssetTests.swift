import Foundation
import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
import UIKit

/// `UIColor(named:)`, `UIImage(named:)` and dynamic colours, as an iOS screen uses them, drawn.
@Suite struct UIKitNamedAssetTests {
    /// A 20 × 10 view filled with `color`, drawn at 1× in an appearance; the middle pixel.
    private func middlePixel(of color: UIColor, in style: UIUserInterfaceStyle) throws -> [UInt8] {
        let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        swatch.backgroundColor = color
        swatch.traitCollection = UITraitCollection(userInterfaceStyle: style)
        let pixel = try Renderer(scale: 1).image(of: swatch).pixel(x: 10, y: 5)
        return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
    }

    @Test func aNamedColourFromTheModuleBundleDrawsItsLightAndDarkValues() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(try middlePixel(of: brand, in: .light) == [51, 102, 204, 255])
        #expect(try middlePixel(of: brand, in: .dark) == [51, 153, 255, 255])
        // With traits: that appearance's plain colour.
        let dark = try #require(UIColor(named: "Brand", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!dark.isDynamic)
        #expect(try middlePixel(of: dark, in: .light) == [51, 153, 255, 255])
    }

    @Test func namesNotInAnyCatalogGiveNil() {
        #expect(UIColor(named: "NoSuchColour", in: .module, compatibleWith: nil) == nil)
        #expect(UIImage(named: "NoSuchPicture", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "NoSuchColour") == nil)
    }

    @Test func addedFoldersAreWhereNamedLooksWithoutABundle() throws {
        try NamedAssets.addBundle(.module)
        let card = try #require(UIColor(named: "Card"))
        #expect(card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).description == "#1c1c1e")
        let star = try #require(UIImage(named: "Icons/Star"))
        #expect(star.size == Size(width: 10, height: 8))
    }

    @Test func anImageViewTakesTheThreeTimesFileAtItsPointSize() throws {
        let star = try #require(UIImage(named: "Icons/Star", in: .module, compatibleWith: nil))
        let imageView = UIImageView(image: star)
        #expect(imageView.intrinsicContentSize == CGSize(width: 10, height: 8))
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        holder.backgroundColor = .white
        imageView.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: holder.leadingAnchor, constant: 5),
            imageView.topAnchor.constraint(equalTo: holder.topAnchor, constant: 4),
        ])
        holder.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 5, y: 4, width: 10, height: 8))
        // Drawn at 3×: the 30 × 24 blue file (the 1x file is red, the 2x green), pixel for pixel.
        let image = try Renderer(scale: 3).image(of: holder)
        let inside = image.pixel(x: 30, y: 20), outside = image.pixel(x: 50, y: 20)
        #expect([inside.red, inside.green, inside.blue] == [0, 0, 255])
        #expect([outside.red, outside.green, outside.blue] == [255, 255, 255])
    }

    @Test func looseFilesInAnAddedFolderAreFoundByNameAndScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-loose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Badge@2x.png: a 16 × 12 picture drawn by Plumb at 2×.
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 16, height: 12))
        badge.backgroundColor = .systemGreen
        try Data(Renderer(scale: 2).data(of: badge, format: .png)).write(to: folder.appendingPathComponent("LooseBadge@2x.png"))
        try NamedAssets.addFolder(atPath: folder.path)
        let image = try #require(UIImage(named: "LooseBadge"))
        #expect(image.size == Size(width: 16, height: 12))
        #expect(image.content == .file(folder.path + "/LooseBadge@2x.png"))
        #expect(UIImage(named: "LooseBadge.png") == image)
    }

    @Test func aBrokenSetIsLoggedWithItsFileAndGivesNil() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-broken-\(UUID().uuidString)")
        let set = folder.appendingPathComponent("Broken.xcassets/Smudge.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"colors": [{"color": {"color-space": "lab", "components": {}}}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let log = CollectingSink()
        let color = try LayoutLog.$sink.withValue(log) {
            try NamedAssets.addFolder(atPath: folder.path)
            return UIColor(named: "Smudge")
        }
        #expect(color == nil)
        #expect(log.messages.map(\.text) == [set.path + "/Contents.json: error: unknown color space 'lab' (Plumb reads srgb, display-p3, extended-srgb, extended-linear-srgb, gray-gamma-22, extended-gray)"])
    }

    @Test func aDynamicProviderIsAskedForEachAppearance() throws {
        let tile = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) : .systemYellow
        }
        #expect(tile.isDynamic)
        #expect(try middlePixel(of: tile, in: .light) == [255, 204, 0, 255])
        #expect(try middlePixel(of: tile, in: .dark) == [51, 51, 51, 255])
        #expect(tile.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).description == "#333333")
        // A provider that answers the same for both gives a plain colour.
        #expect(!UIColor { _ in .red }.isDynamic)
    }

    @Test func semanticColoursDrawTheirDarkValuesInTheDarkAppearance() throws {
        #expect(try middlePixel(of: .systemBackground, in: .dark) == [0, 0, 0, 255])
        #expect(try middlePixel(of: .secondarySystemBackground, in: .dark) == [28, 28, 30, 255])
        #expect(try middlePixel(of: .secondarySystemBackground, in: .light) == [242, 242, 247, 255])
    }
}
