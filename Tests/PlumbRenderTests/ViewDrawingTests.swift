import CPangoCairo
import Foundation
import Plumb
@testable import PlumbRender
import Testing

/// What each view class draws, read back from rendered pixels.
@Suite struct ViewDrawingTests {
    /// A scene with one of each control, measured with Pango.
    static func controlsScene() -> (Scene, [String: View]) {
        let title = Label("title", text: "Settings", font: .boldSystem(size: 20))
        let body = Label("body", text: "A long explanation that wraps onto several lines inside a narrow column.",
                         font: .system(size: 13))
        body.numberOfLines = 0
        let truncated = Label("truncated", text: "This label is far too long for its row", font: .system(size: 15))
        let plain = Button("plain", title: "Cancel")
        let rounded = Button(title: "Save", style: .rounded)
        rounded.identifier = "rounded"
        let field = TextField("field", placeholder: "Name")
        let filled = TextField("filled", placeholder: "Email", text: "ada@example.com")
        let box = Checkbox("box", title: "Remember me", checked: true)
        let empty = Checkbox("empty", title: "Subscribe")
        let picture = ImageView("picture", imageSize: Size(width: 40, height: 30))
        let views: [View] = [title, body, truncated, plain, rounded, field, filled, box, empty, picture]
        // Every view but `rounded` in one column, 10 from the left, each 8 or 12 below the last.
        let column: [View] = [title, body, truncated, plain, field, filled, box, empty, picture]
        let gaps: [Double] = [8, 8, 8, 12, 8, 12, 8, 12]
        let scene = Scene("controls", width: 240, height: 350, scale: 2) { root in
            views
            title.topAnchor == root.topAnchor + 10
            for ((above, below), gap) in zip(zip(column, column.dropFirst()), gaps) {
                below.topAnchor == above.bottomAnchor + gap
            }
            for view in column { view.leadingAnchor == root.leadingAnchor + 10 }
            rounded.firstBaselineAnchor == plain.firstBaselineAnchor
            rounded.leadingAnchor == plain.trailingAnchor + 20
            body.trailingAnchor == root.trailingAnchor - 60
            truncated.trailingAnchor == root.trailingAnchor - 60
            field.trailingAnchor == root.trailingAnchor - 10
            filled.trailingAnchor == root.trailingAnchor - 10
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        scene.layout()
        return (scene, Dictionary(uniqueKeysWithValues: views.map { ($0.identifier!, $0) }))
    }

    /// Saves a picture for people to look at when `PLUMB_RENDER_ARTIFACTS` names a folder.
    static func keep(_ bytes: [UInt8], _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["PLUMB_RENDER_ARTIFACTS"] else { return }
        try? Data(bytes).write(to: URL(fileURLWithPath: dir).appendingPathComponent(name))
    }

    @Test func controlsDrawTheirParts() throws {
        let (scene, views) = Self.controlsScene()
        let renderer = Renderer(scale: 2)
        for format in RenderFormat.allCases {
            Self.keep(try renderer.data(of: scene.root, format: format), "controls.\(format.rawValue)")
        }
        let image = try renderer.image(of: scene.root)
        func pixel(_ point: Point) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            image.pixel(x: Int(point.x * 2), y: Int(point.y * 2))
        }
        // The checked box is filled with the tint; the empty one is white inside.
        let box = views["box"]!.frameInRoot, empty = views["empty"]!.frameInRoot
        let tint = pixel(Point(x: box.minX + 2, y: box.midY - 5))
        #expect(tint.red == 0 && tint.green == 122 && tint.blue == 255)
        let blank = pixel(Point(x: empty.minX + 4, y: empty.midY - 4))
        #expect(blank.red == 255 && blank.green == 255 && blank.blue == 255)
        // The rounded button's shadow lies below its alignment rectangle, inside its frame.
        let rounded = views["rounded"]!
        let frame = rounded.frameInRoot
        #expect(rounded.alignmentRect(forFrame: frame) != frame)
        #expect(frame.height == rounded.alignmentRect(forFrame: frame).height + 3)
        let shadow = pixel(Point(x: frame.midX, y: frame.maxY - 1.5))
        #expect(shadow.red < 250 && shadow.red == shadow.green)
        // The field's border is grey at its left edge; the placeholder is lighter than typed text.
        let field = views["field"]!.frameInRoot
        let border = pixel(Point(x: field.minX + 0.25, y: field.midY))
        #expect(border.red == 199 && border.blue == 204)
        // The placeholder image is a light grey fill.
        let picture = views["picture"]!.frameInRoot
        let fill = pixel(Point(x: picture.minX + 10, y: picture.minY + 4))
        #expect(fill.red == 229 && fill.blue == 234)
    }

    @Test func textIsDrawnInsideTheLabelAndTruncatedWhenTooLong() throws {
        let (scene, views) = Self.controlsScene()
        let image = try Renderer(scale: 2).image(of: scene.root)
        let truncated = views["truncated"] as! Label
        let facts = PangoText.facts(truncated.textDrawing)
        #expect(facts.isEllipsized)
        let title = views["title"] as! Label
        #expect(!PangoText.facts(title.textDrawing).isEllipsized)
        // Dark text pixels inside the title's frame, none just outside its right edge.
        let frame = title.frameInRoot
        var dark = 0, outside = 0
        for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
            for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) where image.pixel(x: x, y: y).red < 100 { dark += 1 }
            for x in Int(frame.maxX * 2) + 2..<Int(frame.maxX * 2) + 20 where image.pixel(x: x, y: y).red < 100 { outside += 1 }
        }
        #expect(dark > 200)
        #expect(outside == 0)
        // The wrapping body label grew to several lines and pushed the next label down.
        let body = views["body"] as! Label
        #expect(body.frame.height > 3 * 15)
        #expect(truncated.frame.minY == body.frame.maxY + 8)
    }

    @Test func baselinesOfThreeFontsLandOnOnePixelRow() throws {
        let fonts = [Font(description: "DejaVu Sans 12"), Font(description: "DejaVu Serif 24"), Font(description: "DejaVu Sans Mono 17")]
        let labels = fonts.enumerated().map { Label("l\($0.offset)", text: "xxxx", font: $0.element) }
        let scene = Scene("baselines", width: 300, height: 80, scale: 2) { root in
            labels
            labels[0].leadingAnchor == root.leadingAnchor + 10
            labels[0].topAnchor == root.topAnchor + 20
            labels[1].leadingAnchor == labels[0].trailingAnchor + 10
            labels[2].leadingAnchor == labels[1].trailingAnchor + 10
            labels[1].firstBaselineAnchor == labels[0].firstBaselineAnchor
            labels[2].firstBaselineAnchor == labels[0].firstBaselineAnchor
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        scene.layout()
        let image = try Renderer(scale: 2).image(of: scene.root)
        // The lowest dark pixel row of each label's "x" glyphs is the baseline row.
        let bottoms = labels.map { label -> Int in
            let frame = label.frameInRoot
            var lowest = -1
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) where image.pixel(x: x, y: y).red < 128 { lowest = y }
            }
            return lowest
        }
        #expect(bottoms[0] > 0)
        #expect(bottoms[0] == bottoms[1] && bottoms[1] == bottoms[2])
    }
}

/// The warning for text measured with the fake and drawn with Pango.
@Suite struct MeasurerCheckTests {
    @Test func textMeasuredWithTheFakeIsReported() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let label = Label("greeting", text: "Hello")
        root.addSubview(label)
        root.textMeasurer = MonospaceTextMeasurer()
        #expect(MeasurerCheck.problem(in: root)?.hasPrefix("greeting was measured with MonospaceTextMeasurer") == true)
        root.textMeasurer = PangoTextMeasurer.shared
        #expect(MeasurerCheck.problem(in: root) == nil)
        // A tree without text has nothing to warn about.
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        plain.textMeasurer = MonospaceTextMeasurer()
        #expect(MeasurerCheck.problem(in: plain) == nil)
    }
}

/// Right-to-left drawing: natural alignment and the check box's side follow the direction.
@Suite struct RightToLeftDrawingTests {
    /// The x range of dark pixels inside a view's frame, at scale 1.
    static func inkRange(_ image: RenderedImage, in frame: Rect) -> ClosedRange<Int>? {
        var low = Int.max, high = Int.min
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) where image.pixel(x: x, y: y).red < 128 {
                low = min(low, x); high = max(high, x)
            }
        }
        return low <= high ? low...high : nil
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func naturalTextAndTheBoxFollowTheDirection(direction: LayoutDirection) throws {
        let label = Label("label", text: "abc")
        let box = Checkbox("box", title: "ok", checked: true)
        let scene = Scene("direction", width: 240, height: 80, direction: direction) { root in
            label
            box
            label.leadingAnchor == root.leadingAnchor + 10
            label.trailingAnchor == root.trailingAnchor - 10
            label.topAnchor == root.topAnchor + 10
            box.leadingAnchor == root.leadingAnchor + 10
            box.trailingAnchor == root.trailingAnchor - 10
            box.topAnchor == label.bottomAnchor + 10
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        scene.layout()
        let image = try Renderer().image(of: scene.root)
        let ink = try #require(Self.inkRange(image, in: label.frameInRoot))
        let frame = box.frameInRoot
        // The tinted box: its pixels are blue.
        func isTint(_ x: Double) -> Bool {
            let p = image.pixel(x: Int(x), y: Int(frame.midY) - 5)
            return p.red == 0 && p.green == 122 && p.blue == 255
        }
        if direction == .leftToRight {
            #expect(ink.lowerBound < 20 && ink.upperBound < 60)
            #expect(isTint(frame.minX + 2) && !isTint(frame.maxX - 2))
        } else {
            #expect(ink.upperBound > 220 && ink.lowerBound > 180)
            #expect(isTint(frame.maxX - 2) && !isTint(frame.minX + 2))
        }
    }
}
