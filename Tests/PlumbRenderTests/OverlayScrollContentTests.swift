import Plumb
@testable import PlumbRender
import Testing

/// The `scroll` overlay: a scroll view's whole content area, outlined and labelled, with the
/// content outside the frame drawn at 30% opacity instead of clipped.
///
/// The scene: a 100×100 scroll view in a 100×300 root, holding a red 100×300 content view
/// pinned to its content guide (so its content size is 100×300) with a blue band over the
/// content's last 50 points (content y 250…300). Red at 30% over white is
/// (255, 0.7 × 255, 0.7 × 255) = (255, 178.5, 178.5); blue is (178.5, 178.5, 255).
@Suite struct OverlayScrollContentTests {
    typealias F = OverlayFixture
    static let red = Color(red255: 255, green: 0, blue: 0)
    static let blue = Color(red255: 0, green: 0, blue: 255)

    /// The root and its scroll view, the scroll view at `y` and scrolled to `offset`.
    static func scene(scrollY y: Double, offset: Double) -> (root: View, scroll: ScrollView) {
        let root = F.root(100, 300)
        let scroll = F.add("scroll", to: root, ScrollView())
        scroll.contentOffset = Point(x: 0, y: offset)
        F.place(scroll, 0, y, 100, 100)
        let content = F.add("content", to: scroll)
        content.backgroundColor = red
        LayoutConstraint.activate(content.edges == scroll.contentLayoutGuide.edges)
        LayoutConstraint.activate([content.widthAnchor == 100, content.heightAnchor == 300])
        let band = F.add("band", to: content)
        band.backgroundColor = blue
        F.place(band, 0, 250, 100, 50)
        root.layoutIfNeeded()
        return (root, scroll)
    }

    /// A pixel's colour, without alpha.
    static func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    /// True when the pixel is `expected` to within 1 per channel (Cairo rounds 178.5 either way).
    static func near(_ image: RenderedImage, _ x: Int, _ y: Int, _ expected: [Int]) -> Bool {
        zip(rgb(image, x, y), expected).allSatisfy { abs($0 - $1) <= 1 }
    }

    @Test func contentBelowTheFrameIsDrawnDimmed() throws {
        let (root, scroll) = Self.scene(scrollY: 0, offset: 0)
        #expect(scroll.contentSize == Size(width: 100, height: 300))
        let plain = try Renderer(scale: 1).image(of: root)
        let shown = try Renderer(scale: 1, overlays: .scroll).image(of: root)
        // Inside the frame: the content as rendered, with and without the overlay.
        #expect(Self.rgb(plain, 50, 50) == [255, 0, 0] && Self.rgb(shown, 50, 50) == [255, 0, 0])
        // Below the frame: clipped away normally, dimmed red and blue with the overlay.
        #expect(Self.rgb(plain, 50, 150) == [255, 255, 255] && Self.rgb(plain, 50, 275) == [255, 255, 255])
        #expect(Self.near(shown, 50, 150, [255, 178, 178]))
        #expect(Self.near(shown, 50, 275, [178, 178, 255]))
        // The dashed outline of the content area starts at its top-left corner: 6 on, 3 off,
        // along the top edge (row 0, x 0.5…6.5 on, 6.5…9.5 off), over the red content.
        #expect(Self.rgb(shown, 2, 0) == [162, 132, 94])
        #expect(Self.rgb(shown, 8, 0) == [255, 0, 0])
    }

    /// Scrolled to 150 with the frame at y 100: the content starts at 100 − 150 = −50, so the
    /// canvas shows content y 50…350 above (dimmed), in (as rendered) and below (dimmed) the
    /// frame; the band lands at 200…250 and nothing lies below 250.
    @Test func anOffsetMovesTheContentAndItsOutline() throws {
        let (root, _) = Self.scene(scrollY: 100, offset: 150)
        let plain = try Renderer(scale: 1).image(of: root)
        let shown = try Renderer(scale: 1, overlays: .scroll).image(of: root)
        #expect(Self.rgb(plain, 50, 25) == [255, 255, 255] && Self.near(shown, 50, 25, [255, 178, 178]))
        #expect(Self.rgb(plain, 50, 150) == [255, 0, 0] && Self.rgb(shown, 50, 150) == [255, 0, 0])
        #expect(Self.rgb(plain, 50, 225) == [255, 255, 255] && Self.near(shown, 50, 225, [178, 178, 255]))
        #expect(Self.rgb(shown, 50, 275) == [255, 255, 255])

        let context = F.record(.scroll, root)
        let outline = context.strokes(OverlayStyle.scrollContent)
        #expect(outline.count == 1 && outline[0].dash == [6, 3])
        #expect(F.rects(in: outline[0].path) == [F.inset(Rect(x: 0, y: -50, width: 100, height: 300), 0.5)])
        // The layout area (the legend's strip is beside it), then the outside of the frame, as
        // the clip of the dimmed copy: above it and below it.
        #expect(context.clips.map { F.rects(in: $0) } == [[Rect(x: 0, y: 0, width: 100, height: 300)],
                                                          [Rect(x: 0, y: 0, width: 100, height: 100),
                                                           Rect(x: 0, y: 200, width: 100, height: 100)]])
        #expect(F.labels(context).map(\.text) == ["content 100×300"])
        #expect(F.legend(context) == ["scroll content"])
    }

    /// The content guide lies in the content, so the guides overlay outlines it where the
    /// content is (−50…250), and the constraints pinning the content to it hold (blue, not red).
    @Test func theContentGuideMovesWithTheOffset() throws {
        let (root, scroll) = Self.scene(scrollY: 100, offset: 150)
        #expect(scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 100, height: 300))
        let context = F.record([.guides, .constraints], root)
        let guides = context.strokes(OverlayStyle.guide).flatMap { F.rects(in: $0.path) }
        #expect(guides.contains(F.inset(Rect(x: 0, y: -50, width: 100, height: 300), 0.5)))
        #expect(context.strokes(OverlayStyle.conflicting).isEmpty)
        #expect(!context.strokes(OverlayStyle.satisfied).isEmpty)
    }

    @Test func drawsTheSameBytesEveryTime() throws {
        let (root, _) = Self.scene(scrollY: 100, offset: 150)
        let renderer = Renderer(scale: 2, overlays: .all)
        for format in [RenderFormat.png, .svg] {
            #expect(try renderer.data(of: root, format: format) == renderer.data(of: root, format: format))
        }
    }

    @Test func nothingWithoutAScrollView() {
        let root = F.root(200, 100)
        F.place(F.add("a", to: root), 10, 10, 50, 30)
        let context = F.record(.scroll, root)
        #expect(context.calls.isEmpty)
    }

    /// A scroll view whose content guide nobody constrains has no content size: no outline,
    /// no label, and with its one subview inside the frame, no legend row either.
    @Test func noContentSizeAndNothingOutsideLeavesNoTrace() {
        let root = F.root(200, 100)
        let scroll = F.add("scroll", to: root, ScrollView())
        F.place(scroll, 0, 0, 200, 100)
        F.place(F.add("a", to: scroll), 10, 10, 50, 30)
        let context = F.record(.scroll, root)
        #expect(scroll.contentSize == .zero)
        #expect(context.strokes(OverlayStyle.scrollContent).isEmpty)
        #expect(F.labels(context).isEmpty && F.legend(context).isEmpty)
    }
}
