import CPangoCairo
import Plumb
@testable import PlumbRender
import PlumbTestSupport
import Testing

/// Drawing text: truncation, alignment in both directions, baselines that match layout, and
/// wrapping labels in scenes measured with Pango.
@Suite struct TextLayoutTests {
    static let long = "A long line of text that does not fit"
    static let paragraph = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs."

    static func drawing(_ text: String = long, width: Double, height: Double = 30, alignment: TextAlignment = .left,
                        mode: LineBreakMode = .byTruncatingTail, lines: Int = 1,
                        direction: LayoutDirection = .leftToRight) -> TextDrawing {
        TextDrawing(text: text, font: Font(size: 15), color: .black, rect: Rect(x: 10, y: 20, width: width, height: height),
                    alignment: alignment, lineBreakMode: mode, lines: lines, direction: direction)
    }

    // MARK: Truncation

    @Test func aLongLineInANarrowRectIsEllipsized() {
        let facts = PangoText.facts(Self.drawing(width: 60))
        #expect(facts.isEllipsized)
        #expect(facts.isTruncated)
        #expect(facts.lineCount == 1)
        #expect(facts.size.width <= 60)
    }

    @Test func theSameLineInAWideRectIsWhole() {
        let facts = PangoText.facts(Self.drawing(width: 400))
        #expect(!facts.isEllipsized)
        #expect(!facts.isTruncated)
        #expect(facts.size.width ≈ 258.022)
    }

    @Test func aRectAsWideAsTheMeasuredTextNeverTruncates() {
        let measured = PangoTextMeasurer().measure(TextMeasureRequest(text: Self.long, font: Font(size: 15)))
        #expect(measured.size.width == 259)
        // Even 0.01 narrower than the exact width keeps the whole line.
        for width in [measured.size.width, 258.022 - 0.005] {
            #expect(!PangoText.facts(Self.drawing(width: width)).isEllipsized, "\(width)")
        }
        #expect(PangoText.facts(Self.drawing(width: 257.5)).isEllipsized)
    }

    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byWordWrapping, .byCharWrapping])
    func everyCuttingModeEllipsizesOneLine(mode: LineBreakMode) {
        #expect(PangoText.facts(Self.drawing(width: 60, mode: mode)).isEllipsized)
    }

    @Test func clippingNeverEllipsizes() {
        for width in [20.0, 60, 400] {
            let facts = PangoText.facts(Self.drawing(width: width, mode: .byClipping))
            #expect(!facts.isEllipsized)
            #expect(facts.size.width ≈ 258.022)
        }
        let twoLines = PangoText.facts(Self.drawing(Self.paragraph, width: 120, height: 200, mode: .byClipping, lines: 2))
        #expect(twoLines.lineCount == 2)
        #expect(!twoLines.isEllipsized)
        #expect(twoLines.isTruncated)
    }

    @Test func aLineLimitEllipsizesTheLastShownLine() {
        let unlimited = PangoText.facts(Self.drawing(Self.paragraph, width: 120, height: 500, lines: 0))
        #expect(unlimited.lineCount == 7)
        #expect(!unlimited.isTruncated)
        let two = PangoText.facts(Self.drawing(Self.paragraph, width: 120, height: 500, lines: 2))
        #expect(two.lineCount == 2)
        #expect(two.isEllipsized)
        #expect(isClose(two.size.height, 2 * 17.461, within: 0.01))
        // UIKit: a multi-line word-wrapping label still truncates the last line it may show.
        let wrapping = PangoText.facts(Self.drawing(Self.paragraph, width: 120, height: 500, mode: .byWordWrapping, lines: 3))
        #expect(wrapping.lineCount == 3)
        #expect(wrapping.isEllipsized)
    }

    @Test func aShortRectShowsOnlyTheLinesItHolds() {
        let facts = PangoText.facts(Self.drawing(Self.paragraph, width: 120, height: 40, lines: 0))
        #expect(facts.lineCount == 2)
        #expect(facts.isEllipsized)
    }

    @Test func oneLineShowsOnlyTheFirstParagraph() {
        let facts = PangoText.facts(Self.drawing("Hello\nWorld", width: 200))
        #expect(facts.lineCount == 1)
        #expect(facts.isTruncated)
        #expect(abs(facts.size.width - PangoText.facts(Self.drawing("Hello", width: 200)).size.width) < 0.001)
    }

    @Test func oddRectanglesNeverCrash() {
        for rect in [Rect(x: 0, y: 0, width: 0, height: 0), Rect(x: 0, y: 0, width: -5, height: -5),
                     Rect(x: .nan, y: .infinity, width: .nan, height: .infinity), Rect(x: 0, y: 0, width: 1e9, height: 1e9)] {
            for lines in [0, 1, 3] {
                let drawing = TextDrawing(text: Self.paragraph, font: Font(size: 15), color: .black, rect: rect, lines: lines)
                #expect(PangoText.facts(drawing).lineCount >= 1)
                #expect(Self.inkBounds(drawing, canvas: Size(width: 20, height: 20), scale: 1) == nil || rect.width > 0)
            }
        }
    }

    // MARK: Alignment

    static func textBox(_ drawing: TextDrawing) -> (minX: Double, maxX: Double) {
        let origin = PangoText.textOrigin(drawing)
        return (origin.x, origin.x + PangoText.facts(drawing).size.width)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func leftAndRightMeanLeftAndRightInBothDirections(direction: LayoutDirection) {
        for text in ["Hello", "שלום עולם"] {
            let left = Self.textBox(Self.drawing(text, width: 200, alignment: .left, direction: direction))
            let right = Self.textBox(Self.drawing(text, width: 200, alignment: .right, direction: direction))
            let center = Self.textBox(Self.drawing(text, width: 200, alignment: .center, direction: direction))
            #expect(isClose(left.minX, 10, within: 0.01), "\(text) \(direction)")
            #expect(isClose(right.maxX, 210, within: 0.01), "\(text) \(direction)")
            #expect(abs((center.minX + center.maxX) / 2 - 110) < 0.01, "\(text) \(direction)")
        }
    }

    @Test func rightAlignedTextThatJustFitsEndsAtTheRightEdge() {
        // The line is 0.005 wider than the rect: kept whole, and its end still on the edge.
        let box = Self.textBox(Self.drawing(width: 258.017, alignment: .right))
        #expect(abs(box.maxX - (10 + 258.017)) < 0.01)
    }

    @Test func justifiedLinesFillTheWidth() {
        let justified = PangoText.facts(Self.drawing(Self.paragraph, width: 190, height: 200, alignment: .justified, lines: 0))
        let left = PangoText.facts(Self.drawing(Self.paragraph, width: 190, height: 200, alignment: .left, lines: 0))
        #expect(justified.lineCount == left.lineCount)
        #expect(left.size.width < 189)
        #expect(isClose(justified.size.width, 190, within: 0.01))
        // The last line keeps the direction's start.
        let rtl = Self.drawing(Self.paragraph, width: 190, height: 200, alignment: .justified, lines: 0, direction: .rightToLeft)
        #expect(abs(Self.textBox(rtl).maxX - 200) < 0.01)
    }

    // MARK: Pixels

    /// Draws into a white image at `scale` and returns the rows and columns that got ink.
    static func inkBounds(_ drawing: TextDrawing, canvas: Size, scale: Double) -> (top: Int, bottom: Int, left: Int, right: Int)? {
        let width = Int32(canvas.width * scale), height = Int32(canvas.height * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_scale(cairo, scale, scale)
        PangoText.draw(drawing, on: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var ink: (top: Int, bottom: Int, left: Int, right: Int)?
        for y in 0..<Int(height) {
            for x in 0..<Int(width) where data[y * stride + x * 4 + 1] < 128 { // green channel of BGRA
                ink = (min(ink?.top ?? y, y), max(ink?.bottom ?? y, y), min(ink?.left ?? x, x), max(ink?.right ?? x, x))
            }
        }
        return ink
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func inkSitsOnTheBaselineTheLayoutReports(scale: Double) throws {
        let drawing = TextDrawing(text: "HHH", font: Font(size: 20), color: .black, rect: Rect(x: 10, y: 10, width: 100, height: 40))
        let facts = PangoText.facts(drawing)
        let origin = PangoText.textOrigin(drawing)
        let baseline = origin.y + facts.firstBaseline
        let ink = try #require(Self.inkBounds(drawing, canvas: Size(width: 120, height: 60), scale: scale))
        // "H" stands on the baseline, is 0.729 em tall, and starts 0.098 em right of the origin.
        let pixel = 1 / scale, bearing = 0.098 * 20
        let bottom = Double(ink.bottom + 1) / scale, top = Double(ink.top) / scale
        let left = Double(ink.left) / scale, right = Double(ink.right + 1) / scale
        #expect(isClose(bottom, baseline, within: pixel))
        #expect(isClose(top, baseline - 0.729 * 20, within: pixel))
        #expect(isClose(left, origin.x + bearing, within: pixel))
        #expect(isClose(right, origin.x + facts.size.width - bearing, within: pixel))
    }

    @Test func rightToLeftRightAlignedInkEndsAtTheRightEdge() throws {
        let drawing = TextDrawing(text: "HHH", font: Font(size: 20), color: .black, rect: Rect(x: 10, y: 10, width: 100, height: 40),
                                  alignment: .right, direction: .rightToLeft)
        let ink = try #require(Self.inkBounds(drawing, canvas: Size(width: 120, height: 60), scale: 2))
        let right = Double(ink.right + 1) / 2
        #expect(right ≈ (110 - 0.098 * 20))
    }

    @Test func clippingKeepsInkInsideTheRect() throws {
        let drawing = TextDrawing(text: Self.long, font: Font(size: 15), color: .black, rect: Rect(x: 10, y: 10, width: 60, height: 30),
                                  lineBreakMode: .byClipping)
        let ink = try #require(Self.inkBounds(drawing, canvas: Size(width: 300, height: 50), scale: 2))
        #expect(ink.right < 140)
        #expect(ink.right > 130)
    }

    @Test func transparentTextDrawsNothing() {
        let drawing = TextDrawing(text: "HHH", font: Font(size: 20), color: .clear, rect: Rect(x: 10, y: 10, width: 100, height: 40))
        #expect(Self.inkBounds(drawing, canvas: Size(width: 120, height: 60), scale: 1) == nil)
    }

    // MARK: Scenes

    @Test func threeFontsAlignedByFirstBaselineShareAPixelRow() {
        let small = Label("small", text: "Small", font: Font(description: "DejaVu Sans 12"))
        let big = Label("big", text: "Big", font: Font(description: "DejaVu Serif 24"))
        let mono = Label("mono", text: "Mono", font: Font(description: "DejaVu Sans Mono 17"))
        let scene = Scene("baselines", width: 320, height: 100, scale: 2) { root in
            root.textMeasurer = PangoTextMeasurer.shared
            small
            big
            mono
            small.leadingAnchor == root.leadingAnchor + 10.25
            big.leadingAnchor == small.trailingAnchor + 8
            mono.leadingAnchor == big.trailingAnchor + 8
            big.topAnchor == root.topAnchor + 20.3
            small.firstBaselineAnchor == big.firstBaselineAnchor
            mono.firstBaselineAnchor == big.firstBaselineAnchor
        }
        scene.layout()
        var rows: [Double] = []
        for label in [small, big, mono] {
            let m = label.measurement
            let baseline = label.frame.minY + (label.frame.height - m.size.height) / 2 + m.firstBaseline
            rows.append((baseline * 2).rounded())
            // What is drawn in the label's bounds stands on the same baseline.
            let drawing = label.textDrawing
            let drawn = label.frame.minY + PangoText.textOrigin(drawing).y + PangoText.facts(drawing).firstBaseline
            #expect(isClose(drawn, baseline, within: 0.01), "\(label.identifier ?? "")")
            #expect(!PangoText.facts(drawing).isTruncated)
        }
        #expect(Set(rows).count == 1, "\(rows)")
        #expect(small.frame.height < big.frame.height)
    }

    @Test func aWrappingLabelPushesTheViewBelowDown() {
        let label = Label("body", text: Self.paragraph, font: Font(size: 15))
        label.numberOfLines = 0
        let below = View()
        below.identifier = "below"
        let scene = Scene("wrapping", width: 160, height: 400, scale: 2) { root in
            root.textMeasurer = PangoTextMeasurer.shared
            label
            below
            label.topAnchor == root.topAnchor + 10
            label.leadingAnchor == root.leadingAnchor + 10
            root.trailingAnchor == label.trailingAnchor + 10
            below.topAnchor == label.bottomAnchor + 8
            below.leadingAnchor == root.leadingAnchor + 10
            below.widthAnchor == 20
            below.heightAnchor == 20
        }
        scene.layout()
        let line = PangoText.facts(Self.drawing("Hello", width: 100)).size.height
        #expect(label.frame.width == 140)
        #expect(label.frame.height > 2 * line)
        #expect(below.frame.minY == label.frame.maxY + 8)
        let facts = PangoText.facts(label.textDrawing)
        #expect(facts.lineCount >= 3)
        #expect(!facts.isTruncated)
        #expect(label.frame.height == (Double(facts.lineCount) * line).rounded(.up))
    }
}
