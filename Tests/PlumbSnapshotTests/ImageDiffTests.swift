import Plumb
import PlumbRender
import PlumbSnapshot
import Testing

/// Image diffing that doesn't flake: re-renders and anti-aliasing pass, a 1-point move fails.
@Suite struct ImageDiffTests {
    /// A disc drawn `offset` points to the right of its view's centre.
    final class Disc: View {
        var offset = 0.0
        override func draw(in context: any GraphicsContext) {
            var path = Path()
            path.addArc(center: Point(x: bounds.midX + offset, y: bounds.midY), radius: 17, startAngle: 0, endAngle: 2 * .pi)
            path.close()
            context.fill(path, with: Color(hex: "#3d7fd9")!)
        }
    }

    /// A label and a disc in a 200 × 100 scene at 2×, the label `shift` points lower.
    func render(shift: Double = 0, discOffset: Double = 0) throws -> RenderedImage {
        let title = Label("title", text: "Which planet?")
        let disc = Disc("disc")
        disc.offset = discOffset
        let scene = Scene("diff", width: 200, height: 100, scale: 2) { root in
            title
            disc
            title.leadingAnchor == root.leadingAnchor + 10
            title.topAnchor == root.topAnchor + 10 + shift
            disc.leadingAnchor == root.leadingAnchor + 120
            disc.topAnchor == root.topAnchor + 20
            disc.widthAnchor == 50
            disc.heightAnchor == 50
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        scene.layout()
        return try Renderer(scale: 2, overlays: .frames, legend: .none).image(of: scene.root)
    }

    @Test func reRendersMatch() throws {
        let result = ImageDiff().compare(reference: try render(), actual: try render())
        #expect(result.passes && result.differentPixels == 0 && result.antiAliasedPixels == 0)
    }

    @Test func aOnePointMoveFails() throws {
        let result = ImageDiff().compare(reference: try render(), actual: try render(shift: 1))
        #expect(!result.passes)
        #expect(result.differentPixels > 100)
        #expect(result.summary.hasPrefix("\(result.differentPixels) of 80000 pixels differ"))
        // The diff paints changed pixels red over a faded reference.
        let diff = try #require(result.diffImage)
        #expect(diff.width == 400 && diff.height == 200)
        #expect(diff.rgba.chunks(of: 4).contains { $0 == [255, 0, 0, 255] })
        // The same marks alone on transparent, for the review page: one opaque pixel per mark.
        let marks = try #require(result.changedPixels).rgba.chunks(of: 4)
        #expect(marks.filter { $0 == [255, 0, 0, 255] }.count == result.differentPixels)
        #expect(marks.filter { $0 == [255, 200, 0, 255] }.count == result.antiAliasedPixels)
        #expect(marks.filter { $0[3] == 0 }.count == 80000 - result.differentPixels - result.antiAliasedPixels)
        let sizes = (marks: try result.changedPixels!.pngData().count, diff: try diff.pngData().count)
        #expect(sizes.marks * 2 < sizes.diff, "the marks alone are smaller: \(sizes)")
    }

    /// A quarter-pixel shift of a drawn disc changes only anti-aliased edge pixels.
    @Test func antiAliasingOnlyChangesPass() throws {
        let result = ImageDiff().compare(reference: try render(), actual: try render(discOffset: 0.125))
        #expect(result.antiAliasedPixels > 0)
        #expect(result.passes, "\(result.summary)")
        let strict = ImageDiff(options: .init(countsAntiAliasing: true)).compare(reference: try render(), actual: try render(discOffset: 0.125))
        #expect(!strict.passes)
    }

    @Test func aSizeMismatchFailsAndNamesBothSizes() throws {
        let small = try #require(RenderedImage(width: 2, height: 1, rgba: [UInt8](repeating: 255, count: 8)))
        let result = ImageDiff().compare(reference: try render(), actual: small)
        #expect(!result.passes && result.diffImage == nil && result.changedPixels == nil)
        #expect(result.summary == "the sizes differ: the reference is 400×200 pixels, the actual image 2×1")
    }

    @Test func tolerancesLetSmallDifferencesThrough() throws {
        let reference = try render(), moved = try render(shift: 1)
        let counted = ImageDiff().compare(reference: reference, actual: moved).differentPixels
        #expect(ImageDiff(options: .init(maxDifferentPixels: counted)).compare(reference: reference, actual: moved).passes)
        #expect(!ImageDiff(options: .init(maxDifferentPixels: counted - 1)).compare(reference: reference, actual: moved).passes)
        #expect(ImageDiff(options: .init(maxDifferentRatio: 0.5)).compare(reference: reference, actual: moved).passes)
    }
}

private extension Array {
    func chunks(of size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
