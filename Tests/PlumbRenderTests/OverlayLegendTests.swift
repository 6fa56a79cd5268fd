import Foundation
import Plumb
@testable import PlumbRender
import Testing

/// The legend in its strip beside or below the layout, drawn by Cairo and Pango: image sizes,
/// the layout's pixels untouched, deterministic bytes.
@Suite struct OverlayLegendTests {
    typealias F = OverlayFixture

    /// A 200 × 100 scene: a box and a label, pinned to the root.
    static func scene() -> View {
        let root = OverlayRenderTests.root(200, 100)
        let box = F.add("box", to: root)
        box.backgroundColor = .systemGreen
        let title = F.add("title", to: root, Label(text: "Title"))
        LayoutConstraint.activate([box.leadingAnchor == root.leadingAnchor + 10, box.topAnchor == root.topAnchor + 10,
                                   box.widthAnchor == 60, box.heightAnchor == 40,
                                   title.leadingAnchor == box.trailingAnchor + 8, title.firstBaselineAnchor == box.bottomAnchor])
        root.contentScaleFactor = 2
        root.layoutIfNeeded()
        return root
    }

    static let options: OverlayOptions = [.frames, .constraints]

    /// The legend lists frames and constraints: a column 16 (swatch) + 5 + 52 ("constraints" in
    /// DejaVu Sans 9, 50.6 points, with a point to spare, rounded up) = 73 points wide, padded by
    /// 8 on each side: 89 points, 178 pixels at 2×. Below the layout the two rows fit side by
    /// side (73 + 12 + 73 within 200): one row, 13 + 2 × 8 = 29 points, 58 pixels.
    @Test func imageSizesWithEachLegendPlacement() throws {
        let root = Self.scene()
        let picture = OverlayPicture(Self.options, over: root, measurer: PangoTextMeasurer.shared)
        let area = Size(width: 200, height: 100)
        let strip = picture.legendSize(layoutArea: area)
        #expect(strip == Size(width: 89, height: 42))
        let side = try Renderer(scale: 2, overlays: Self.options, legend: .side).image(of: root)
        #expect(side.width == 400 + 178 && side.height == 200)
        let bottom = try Renderer(scale: 2, overlays: Self.options, legend: .bottom).image(of: root)
        #expect(bottom.width == 400 && bottom.height == 200 + 58)
        let none = try Renderer(scale: 2, overlays: Self.options, legend: .none).image(of: root)
        #expect(none.width == 400 && none.height == 200)
        let plain = try Renderer(scale: 2).image(of: root)
        #expect(plain.width == 400 && plain.height == 200)
        // Vector formats are in points: the SVG is 289 × 100.
        let svg = String(decoding: try Renderer(scale: 2, overlays: Self.options).data(of: root, format: .svg), as: UTF8.self)
        #expect(svg.contains("width=\"289\"") && svg.contains("height=\"100\""))
    }

    @Test func theLayoutAreaIsPixelIdenticalWhateverTheLegend() throws {
        let root = Self.scene()
        let none = try Renderer(scale: 2, overlays: .all, legend: .none).image(of: root)
        for placement in [OverlayLegendPlacement.side, .bottom] {
            let image = try Renderer(scale: 2, overlays: .all, legend: placement).image(of: root)
            var differing = 0
            for y in 0..<200 {
                for x in 0..<400 where image.pixel(x: x, y: y) != none.pixel(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0, "\(placement): \(differing) pixels of the layout area differ")
        }
        // The strip is the neutral panel, with nothing from the layout in it.
        let side = try Renderer(scale: 2, overlays: .all, legend: .side).image(of: root)
        let corner = side.pixel(x: side.width - 2, y: side.height - 2)
        #expect([corner.red, corner.green, corner.blue] == [242, 242, 245])
    }

    /// A legend taller than the layout (a 40-point-high scene, nine rows in three columns of
    /// three) makes the picture taller too; the layout's pixels are still the same.
    @Test func aLegendTallerThanALowLayoutGrowsThePicture() throws {
        let root = OverlayRenderTests.root(300, 30)
        let label = F.add("label", to: root, Label(text: "Low"))
        LayoutConstraint.activate([label.leadingAnchor == root.leadingAnchor + 4, label.topAnchor == root.topAnchor + 4])
        root.layoutIfNeeded()
        let picture = OverlayPicture(.all, over: root, measurer: PangoTextMeasurer.shared)
        let strip = picture.legendSize(layoutArea: root.frame.size)
        #expect(strip.height > 30)
        let image = try Renderer(scale: 1, overlays: .all).image(of: root)
        #expect(image.width == 300 + Int(strip.width) && image.height == Int(strip.height))
        let none = try Renderer(scale: 1, overlays: .all, legend: .none).image(of: root)
        for y in 0..<30 { for x in 0..<300 { #expect(image.pixel(x: x, y: y) == none.pixel(x: x, y: y)) } }
    }

    @Test(arguments: [RenderFormat.png, .svg, .pdf])
    func overlaysWithALegendRenderTheSameBytesTwice(format: RenderFormat) throws {
        let renderer = Renderer(scale: 2, overlays: .all, focus: OverlayFocus(["box"]))
        let first = try renderer.data(of: Self.scene(), format: format)
        let second = try renderer.data(of: Self.scene(), format: format)
        #expect(first == second)
    }
}
