import Foundation
import Plumb
@testable import PlumbRender
import Testing

/// Geometry far larger than the image is cut to the canvas (with a margin) before it is drawn:
/// overlays, borders and hatching cost what the image costs, and what shows is unchanged.
@Suite struct CanvasClampTests {
    private typealias F = OverlayFixture

    /// Every point of a recorded call, outside the legend.
    private static func points(_ context: OverlayRecordingContext) -> [Point] {
        context.calls.flatMap { call -> [Point] in
            let path: Path
            switch call {
            case let .fill(p, _), let .stroke(p, _, _, _), let .clip(p): path = p
            case let .text(text): return [text.rect.origin]
            }
            return path.elements.compactMap { element in
                switch element {
                case let .move(p), let .line(p): return p
                case let .arc(c, _, _, _): return c
                case .close: return nil
                }
            }
        }
    }

    /// A 200 × 100 root with a guide and a label `height` points tall.
    private static func tallScene(_ height: Double) -> View {
        let root = F.root(200, 100)
        let label = F.add("label", to: root, Label(text: "tall"))
        let guide = LayoutGuide()
        guide.identifier = "tall"
        root.addLayoutGuide(guide)
        F.quietly {
            LayoutConstraint.activate([guide.leftAnchor == root.leftAnchor + 10, guide.topAnchor == root.topAnchor + 10,
                                       guide.widthAnchor == 50, guide.heightAnchor == height,
                                       label.leftAnchor == guide.rightAnchor + 8, label.topAnchor == guide.topAnchor,
                                       label.widthAnchor == 60, label.heightAnchor == height])
            root.layoutIfNeeded()
        }
        return root
    }

    @Test func aGuideTenMillionPointsTallCostsWhatTheCanvasCosts() {
        let context = F.quietly { F.record(.all, Self.tallScene(1e7)) }
        let elements = context.calls.reduce(0) { count, call in
            switch call {
            case let .fill(p, _), let .stroke(p, _, _, _), let .clip(p): return count + p.elements.count
            case .text: return count + 1
            }
        }
        // The hatch of the visible part is about (200 + 300) / 6 lines; ten million points
        // would be millions of elements.
        #expect(elements < 2_000)
        // Every point lies near the canvas (hatch lines run diagonally out of the cut guide, then are clipped).
        #expect(Self.points(context).allSatisfy { abs($0.x) < 1_000 && abs($0.y) < 1_000 })
        // The hatch still covers the guide's visible part.
        let hatch = context.strokes(OverlayStyle.guideHatch)
        #expect(hatch.count == 1 && F.segments(in: hatch[0].path).contains { $0.0.y <= 10 && $0.1.y >= 100 })
    }

    @Test(arguments: [RenderFormat.png, .svg, .pdf])
    func aGuideNineQuintillionPointsTallRendersInEveryFormat(format: RenderFormat) throws {
        let root = Self.tallScene(9e18)
        let bytes = try Renderer(overlays: .all).data(of: root, format: format)
        #expect(!bytes.isEmpty && bytes.count < 1_000_000)
    }

    @Test func aHugeBorderedViewFillsTheCanvasWhereItLies() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let huge = View(frame: Rect(x: 10, y: 10, width: 1.2e7, height: 1.2e7))
        huge.backgroundColor = .systemRed
        huge.borderColor = .black
        huge.borderWidth = 2
        huge.cornerRadius = 4
        root.addSubview(huge)
        let image = try Renderer().image(of: root)
        // Past Cairo's fixed-point range (about 8.4 million) the far edges wrapped round.
        #expect(RenderPixelTests.isWhite(image, 5, 5) && RenderPixelTests.isWhite(image, 39, 5))
        #expect(RenderPixelTests.isRed(image, 30, 30) && RenderPixelTests.isRed(image, 39, 39))
        #expect(image.pixel(x: 10, y: 30) == (0, 0, 0, 255) && image.pixel(x: 30, y: 11) == (0, 0, 0, 255))
    }

    @Test func textCentredFarBelowTheCanvasStaysOffIt() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        // Centred 2^24 + 50 points down: past Cairo's fixed-point range it wrapped round to y = 50.
        let label = Label(text: "FAR AWAY", font: Font(family: "DejaVu Sans", size: 20))
        label.frame = Rect(x: 0, y: 0, width: 200, height: 2 * (16_777_216 + 50))
        root.addSubview(label)
        let image = try Renderer().image(of: root)
        let dark = stride(from: 0, to: image.rgba.count, by: 4).filter { image.rgba[$0] < 128 }
        #expect(dark.count == 0)
    }

    @Test func rectanglesAreCutToTheAreaAndNaNIsDropped() {
        let area = DrawableArea(around: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(area.rect == Rect(x: -100, y: -100, width: 300, height: 250))
        #expect(area.clamp(Rect(x: 10, y: 10, width: 20, height: 20)) == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(area.clamp(Rect(x: 10, y: -9e18, width: 20, height: .infinity)) == Rect(x: 10, y: -100, width: 20, height: 250))
        #expect(area.clamp(Rect(x: 1e9, y: 0, width: 5, height: 5)) == Rect(x: 200, y: 0, width: 0, height: 5))
        #expect(area.clamp(Rect(x: .nan, y: 0, width: 5, height: 5)) == nil)
        let arc = Path(rect: Rect(x: 0, y: 0, width: 1e12, height: 1e12), cornerRadius: 1e11)
        let cut = area.clamp(arc)
        #expect(cut != nil && cut!.elements.allSatisfy { if case .arc = $0 { return false } else { return true } })
        let inside = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 3)
        #expect(area.clamp(inside) == inside)
    }
}
