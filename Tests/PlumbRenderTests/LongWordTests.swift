import CPangoCairo
import Plumb
@testable import PlumbRender
import Testing

/// Wrapping one long unbreakable word: linear in its length (``SingleWordWrap``), and broken at
/// the same places, with the same hyphens, as Pango's word-then-character wrapping.
@Suite struct LongWordTests {
    static let font = Font(size: 13)

    /// The shown lines and facts of `text` wrapped at `width` with `wrap`.
    static func layout(_ text: String, width: Double, wrap: TextLayoutSpec.Wrap = .wordChar, lines: Int = 0)
        -> (lines: [TextLineMetrics], facts: TextLayoutFacts, wrap: PangoWrapMode)
    {
        var spec = TextLayoutSpec(text: text, font: font)
        spec.width = .wrap(width)
        spec.wrap = wrap
        spec.maxLines = lines
        return PangoRuntime.withRuntime { runtime in runtime.withLayout(spec) { ($0.lines, $0.facts, $0.wrap) } }
    }

    static func isOneWord(_ text: String) -> Bool {
        PangoRuntime.withRuntime { runtime in
            SingleWordWrap.isOneWord(text, context: runtime.context(for: .leftToRight), font: runtime.fontDescription(for: font))
        }
    }

    @Test func oneWordIsToldApartFromText() {
        #expect(Self.isOneWord(String(repeating: "x", count: 1_000)))
        #expect(Self.isOneWord("x"))
        #expect(Self.isOneWord("supercalifragilistic"))
        #expect(!Self.isOneWord("two words"))
        #expect(!Self.isOneWord("two\nlines"))
        #expect(!Self.isOneWord("well-known"))
        #expect(!Self.isOneWord("日本語"))
        // Latin then Greek: one word, but two Pango items.
        #expect(!Self.isOneWord("abcαβγ"))
    }

    /// Below ``SingleWordWrap/minimumLength`` word-then-character wrapping runs as Pango has it;
    /// character wrapping gives the same lines for one word.
    @Test(arguments: ["x", "Wm", "ﬁﬂ", "éé", "e\u{301}", "0123456789"])
    func characterWrappingBreaksOneWordAsWordWrappingDoes(_ unit: String) {
        let text = String(repeating: unit, count: SingleWordWrap.minimumLength / 2 / unit.utf8.count)
        #expect(text.utf8.count < SingleWordWrap.minimumLength)
        for width in [0.0, 5, 31.5, 80, 280, 4_000] {
            let wordChar = Self.layout(text, width: width)
            #expect(wordChar.wrap == PANGO_WRAP_WORD_CHAR)
            let char = Self.layout(text, width: width, wrap: .char)
            #expect(wordChar.lines == char.lines, "\(unit) at \(width)")
            #expect(wordChar.facts == char.facts, "\(unit) at \(width)")
        }
    }

    @Test func aLongWordWrapsByCharacterAndBreaksWhereAShortOneDoes() {
        let short = Self.layout(String(repeating: "x", count: SingleWordWrap.minimumLength - 1), width: 280)
        let long = Self.layout(String(repeating: "x", count: 100_000), width: 280)
        #expect(short.wrap == PANGO_WRAP_WORD_CHAR)
        #expect(long.wrap == PANGO_WRAP_CHAR)
        // The same characters on each line but the last, at the same positions.
        #expect(Array(long.lines.prefix(short.lines.count - 1)) == Array(short.lines.dropLast()))
        #expect(long.lines.count > 2_500)
        #expect(long.lines.allSatisfy { $0.width <= 280 })
        #expect(long.lines.last?.textEnd == 100_000)
    }

    @Test func aLongWordInAWrappingLabelMeasuresAndDraws() throws {
        let text = String(repeating: "x", count: 100_000)
        let label = Label(text: text, font: Self.font)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 280
        label.textMeasurer = PangoTextMeasurer()
        let size = label.intrinsicContentSize
        #expect(size.width <= 280)
        #expect(size.height == Self.layout(text, width: 280).facts.roundedHeight)
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        label.frame = Rect(x: 10, y: 10, width: 280, height: 180)
        root.addSubview(label)
        let image = try Renderer().image(of: root)
        #expect(image.width == 300)
    }
}
