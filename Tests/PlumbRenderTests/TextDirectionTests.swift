import Plumb
@testable import PlumbRender
import Testing

/// Right-to-left text as UIKit draws it: a paragraph runs in the direction of its first strong
/// character, whatever the layout direction; the layout direction sets natural alignment, and
/// neutral-only text falls back to it. Checked on the pixels, at scale 2.
@Suite struct TextDirectionTests {
    static let english = "tomorrow?"
    static let arabic = "مرحبا!"
    static let hebrew = "שלום!"

    /// Runs of pixel columns (scale 2) with ink across a view's frame, inset 1 pt so a border
    /// doesn't count: each run is one or more glyphs' ink, with a blank column before the next.
    /// A pixel has ink when its red is below `threshold`.
    static func inkRuns(_ image: RenderedImage, in frame: Rect, threshold: UInt8 = 128) -> [ClosedRange<Int>] {
        let rows = Int(frame.minY + 1) * 2..<Int(frame.maxY - 1) * 2
        let columns = (Int(frame.minX + 1) * 2..<Int(frame.maxX - 1) * 2).filter { x in
            rows.contains { image.pixel(x: x, y: $0).red < threshold }
        }
        var runs: [ClosedRange<Int>] = []
        for x in columns {
            if let last = runs.last, last.upperBound == x - 1 {
                runs[runs.count - 1] = last.lowerBound...x
            } else {
                runs.append(x...x)
            }
        }
        return runs
    }

    /// Renders a view pinned 10 pt inside a 300 pt wide scene at scale 2: the image and the
    /// view's frame.
    static func image(_ make: () -> View, direction: LayoutDirection) throws -> (image: RenderedImage, frame: Rect) {
        let view = make()
        let scene = Scene("direction", width: 300, height: 80, scale: 2, direction: direction) { root in
            view
            view.leadingAnchor == root.leadingAnchor + 10
            view.trailingAnchor == root.trailingAnchor - 10
            view.topAnchor == root.topAnchor + 10
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        scene.layout()
        return (try Renderer(scale: 2).image(of: scene.root), view.frameInRoot)
    }

    /// The view's ink runs (``image(_:direction:)``) and its frame.
    static func render(_ make: () -> View, direction: LayoutDirection,
                       threshold: UInt8 = 128) throws -> (runs: [ClosedRange<Int>], frame: Rect) {
        let (image, frame) = try image(make, direction: direction)
        return (inkRuns(image, in: frame, threshold: threshold), frame)
    }

    static func label(_ text: String, alignment: TextAlignment = .natural) -> () -> View {
        { let label = Label("label", text: text, font: Font(size: 20)); label.textAlignment = alignment; return label }
    }

    /// Whether a run is the ink of `glyph`: as wide as the glyph's drawn alone, within a pixel.
    static func run(_ run: ClosedRange<Int>?, is glyph: String) throws -> Bool {
        let alone = try render(label(glyph), direction: .leftToRight).runs
        guard let run, alone.count == 1 else { return false }
        return abs(run.count - alone[0].count) <= 1
    }

    /// Whether two renderings show the same glyphs in the same order: as many runs, each as
    /// wide as its partner within a pixel (moving text by a fraction of a pixel changes its
    /// antialiasing, not its order).
    static func sameOrder(_ a: [ClosedRange<Int>], _ b: [ClosedRange<Int>]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.count - $1.count) <= 1 }
    }

    // MARK: The paragraph direction comes from the text

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func englishKeepsItsQuestionMarkAtTheRightEnd(direction: LayoutDirection) throws {
        // "?tomorrow" was the bug: the layout direction made the paragraph right-to-left.
        let (runs, _) = try Self.render(Self.label(Self.english), direction: direction)
        #expect(try Self.run(runs.last, is: "?"), "\(runs)")
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft], [arabic, hebrew])
    func arabicAndHebrewKeepTheirMarkAtTheLeftEnd(direction: LayoutDirection, text: String) throws {
        let (runs, _) = try Self.render(Self.label(text), direction: direction)
        #expect(try Self.run(runs.first, is: "!"), "\(runs)")
        #expect(try !Self.run(runs.last, is: "!"), "\(runs)")
    }

    @Test(arguments: [english, arabic, hebrew])
    func glyphOrderIsTheSameInBothDirections(text: String) throws {
        let ltr = try Self.render(Self.label(text), direction: .leftToRight).runs
        let rtl = try Self.render(Self.label(text), direction: .rightToLeft).runs
        #expect(Self.sameOrder(ltr, rtl), "\(ltr) vs \(rtl)")
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func neutralTextTakesTheLayoutDirection(direction: LayoutDirection) throws {
        // Digits and punctuation have no strong direction: "42!" reads "!42" right to left.
        let (runs, _) = try Self.render(Self.label("42!"), direction: direction)
        #expect(try Self.run(direction == .leftToRight ? runs.last : runs.first, is: "!"), "\(runs)")
        #expect(try !Self.run(direction == .leftToRight ? runs.first : runs.last, is: "!"), "\(runs)")
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func fieldsPlaceholdersAndButtonsFollowTheSameRule(direction: LayoutDirection) throws {
        // Each against itself under left-to-right, where English always ran left to right.
        let makers: [(String, () -> View, UInt8)] = [
            ("placeholder", { TextField(text: "", placeholder: Self.english, font: Font(size: 20)) }, 230),
            ("field", { TextField(text: Self.english, font: Font(size: 20)) }, 128),
            ("button", { Button(title: Self.english, font: Font(size: 20)) }, 128),
        ]
        for (name, make, threshold) in makers {
            let runs = try Self.render(make, direction: direction, threshold: threshold).runs
            let reference = try Self.render(make, direction: .leftToRight, threshold: threshold).runs
            #expect(runs.count > 5 && Self.sameOrder(runs, reference), "\(name): \(runs) vs \(reference)")
        }
        let hebrew = try Self.render({ TextField(text: Self.hebrew, font: Font(size: 20)) }, direction: direction).runs
        #expect(try Self.run(hebrew.first, is: "!"), "\(hebrew)")
    }

    // MARK: The layout direction sets natural alignment

    /// Whether ink starts within 5 pt of the frame's left edge (or ends within 5 pt of its right).
    static func hugs(_ side: TextAlignment, _ runs: [ClosedRange<Int>], in frame: Rect) -> Bool {
        guard let first = runs.first, let last = runs.last else { return false }
        return side == .left ? first.lowerBound < Int(frame.minX + 5) * 2 && last.upperBound < Int(frame.midX) * 2
                             : last.upperBound >= Int(frame.maxX - 5) * 2 && first.lowerBound > Int(frame.midX) * 2
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft], [english, arabic, hebrew])
    func naturalAlignmentFollowsTheLayoutDirection(direction: LayoutDirection, text: String) throws {
        let (runs, frame) = try Self.render(Self.label(text), direction: direction)
        #expect(Self.hugs(direction == .leftToRight ? .left : .right, runs, in: frame), "\(runs) in \(frame)")
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft], [english, arabic, hebrew])
    func explicitLeftAndRightStayPut(direction: LayoutDirection, text: String) throws {
        for side in [TextAlignment.left, .right] {
            let (runs, frame) = try Self.render(Self.label(text, alignment: side), direction: direction)
            #expect(Self.hugs(side, runs, in: frame), "\(side): \(runs) in \(frame)")
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func eachParagraphOfMixedTextKeepsTheNaturalSide(direction: LayoutDirection) throws {
        // One left-to-right and one right-to-left paragraph: Pango alone would align the one
        // that runs against the layout direction to the other side.
        let (image, frame) = try Self.image({
            let label = Label("label", text: "Hello\nשלום!", font: Font(size: 20))
            label.numberOfLines = 0
            return label
        }, direction: direction)
        for top in [frame.minY, frame.midY] {
            let half = Rect(x: frame.minX, y: top, width: frame.width, height: frame.height / 2)
            let runs = Self.inkRuns(image, in: half)
            #expect(Self.hugs(direction == .leftToRight ? .left : .right, runs, in: frame), "\(runs)")
        }
    }

    // MARK: Measuring agrees in both directions

    @Test func measuredSizesAreTheSameInBothDirections() {
        for text in [Self.english, Self.arabic, Self.hebrew, "42!", "Hello, שלום!", "שלום\nHello", "(1) [2]"] {
            for lines in [1, 0] {
                func facts(_ direction: LayoutDirection) -> TextLayoutFacts {
                    PangoText.facts(TextDrawing(text: text, font: Font(size: 17), color: .black,
                                                rect: Rect(x: 0, y: 0, width: 80, height: 200), lines: lines, direction: direction))
                }
                #expect(facts(.leftToRight) == facts(.rightToLeft), "\(text)")
            }
            let measured = PangoTextMeasurer.measureUncached(TextMeasureRequest(text: text, font: Font(size: 17), maxWidth: nil, lines: 0))
            let drawn = PangoText.facts(TextDrawing(text: text, font: Font(size: 17), color: .black,
                                                    rect: Rect(x: 0, y: 0, width: 1000, height: 200), lines: 0, direction: .rightToLeft))
            #expect(measured.size.width == (drawn.size.width - 1e-9).rounded(.up), "\(text)")
        }
    }
}
