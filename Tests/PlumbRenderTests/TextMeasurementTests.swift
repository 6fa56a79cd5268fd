import Plumb
@testable import PlumbRender
import PlumbTestSupport
import Testing

/// Pango measurement in the pinned DejaVu fonts. The exact sizes below were measured once with
/// Pango 1.50 and fonts-dejavu-core 2.37 (unhinted metrics, unrounded glyph positions).
@Suite struct TextMeasurementTests {
    /// The exact logical size Pango gives a single line (no width, one line).
    static func exactSize(_ text: String, _ font: Font) -> Size {
        PangoText.facts(TextDrawing(text: text, font: font, color: .black,
                                    rect: Rect(x: 0, y: 0, width: 10_000, height: 1_000))).size
    }

    /// Sizes recorded from Pango: (text, font, exact width, exact height).
    static let recorded: [(String, String, Double, Double)] = [
        ("Hello, World!", "DejaVu Sans 17", 109.434, 19.789),
        ("Send answer", "DejaVu Sans Bold 15", 108.774, 17.461),
        ("iiiii", "DejaVu Sans Mono 12", 36.123, 13.969),
        ("WWWWW", "DejaVu Sans Mono 12", 36.123, 13.969),
        ("Serif text", "DejaVu Serif 20", 94.443, 23.281),
    ]

    @Test(arguments: 0..<5) func fixedStringsMeasureAsRecorded(index: Int) {
        let (text, description, width, height) = Self.recorded[index]
        let font = Font(description: description)
        let exact = Self.exactSize(text, font)
        #expect(exact.width ≈ width, "\(text) in \(description): \(exact)")
        #expect(exact.height ≈ height, "\(text) in \(description): \(exact)")
        // The measurer reports the exact size rounded up to whole points.
        let measured = PangoTextMeasurer().measure(TextMeasureRequest(text: text, font: font))
        #expect(measured.size == Size(width: exact.width.rounded(.up), height: exact.height.rounded(.up)))
    }

    @Test func helloWorldRoundsUpAndPutsItsBaselineOnAWholePoint() {
        let measured = PangoTextMeasurer().measure(TextMeasureRequest(text: "Hello, World!", font: Font(description: "DejaVu Sans 17")))
        #expect(measured.size == Size(width: 110, height: 20))
        // Exact baseline 15.780; centred in the 20-point box it would be 15.886, and it is moved
        // to the nearest whole point so baseline-aligned frames snap alike.
        #expect(measured.firstBaseline == 16)
        #expect(measured.lastBaseline == measured.firstBaseline)
    }

    @Test func monospaceGivesNarrowAndWideLettersTheSameWidth() {
        let font = Font(description: "DejaVu Sans Mono 12")
        #expect(Self.exactSize("iiiii", font) == Self.exactSize("WWWWW", font))
        let sans = Font(description: "DejaVu Sans 12")
        #expect(Self.exactSize("iiiii", sans).width < Self.exactSize("WWWWW", sans).width - 20)
    }

    @Test func boldIsWiderThanRegular() {
        let regular = Self.exactSize("Send answer", Font(description: "DejaVu Sans 15"))
        let bold = Self.exactSize("Send answer", Font(description: "DejaVu Sans Bold 15"))
        #expect(bold.width > regular.width + 5)
    }

    static let longText = "The quick brown fox jumps over the lazy dog while five boxing wizards jump quickly."

    @Test func wrappingAtAWidthStacksWholeLines() {
        let font = Font(size: 17)
        let line = Self.exactSize("Hello", font).height
        let measured = PangoTextMeasurer().measure(TextMeasureRequest(text: Self.longText, font: font, maxWidth: 100, lines: 0))
        let facts = PangoText.facts(TextDrawing(text: Self.longText, font: font, color: .black,
                                                rect: Rect(x: 0, y: 0, width: 100, height: 10_000), lines: 0))
        #expect(facts.lineCount >= 5)
        #expect(measured.size.width <= 100)
        #expect(measured.size.width > 80)
        #expect(isClose(measured.size.height, Double(facts.lineCount) * line, within: 1))
        #expect(measured.firstBaseline < measured.lastBaseline)
        #expect(abs((measured.lastBaseline - measured.firstBaseline) - Double(facts.lineCount - 1) * line) < 0.01)
    }

    @Test func aLineLimitKeepsTwoLines() {
        let font = Font(size: 17)
        let line = Self.exactSize("Hello", font).height
        let measured = PangoTextMeasurer().measure(TextMeasureRequest(text: Self.longText, font: font, maxWidth: 100, lines: 2))
        #expect(measured.size.height == (2 * line).rounded(.up))
        #expect(measured.size.width <= 100)
        #expect(abs((measured.lastBaseline - measured.firstBaseline) - line) < 0.01)
    }

    @Test func aWordLongerThanTheLineBreaksInside() {
        let measured = PangoTextMeasurer().measure(TextMeasureRequest(
            text: "Pneumonoultramicroscopicsilicovolcanoconiosis", font: Font(size: 17), maxWidth: 100, lines: 0))
        #expect(measured.size.width <= 100)
        #expect(measured.size.height >= 3 * 19.7)
    }

    @Test func withoutAWidthNewlinesMakeLinesUpToTheLimit() {
        let font = Font(size: 17)
        let line = Self.exactSize("Hello", font).height
        let measurer = PangoTextMeasurer()
        let three = measurer.measure(TextMeasureRequest(text: "One\nTwo\nThree", font: font, lines: 0))
        let two = measurer.measure(TextMeasureRequest(text: "One\nTwo\nThree", font: font, lines: 2))
        let one = measurer.measure(TextMeasureRequest(text: "One\nTwo\nThree", font: font, lines: 1))
        #expect(three.size.height == (3 * line).rounded(.up))
        #expect(two.size.height == (2 * line).rounded(.up))
        #expect(one.size.height == line.rounded(.up))
        #expect(one.size.width == Self.exactSize("One", font).width.rounded(.up))
        #expect(three.size.width == Self.exactSize("Three", font).width.rounded(.up))
    }

    @Test func tenThousandRequestsOfAThousandStringsHitTheCache() {
        let measurer = PangoTextMeasurer()
        measurer.clearCache()
        for index in 0..<10_000 {
            _ = measurer.measure(TextMeasureRequest(text: "Label \(index % 1_000)", font: Font(size: 17)))
        }
        let statistics = measurer.statistics
        #expect(statistics.misses == 1_000)
        #expect(statistics.hits >= 9_000)
        #expect(statistics.hitRate == 0.9)
        measurer.clearCache()
        #expect(measurer.statistics == MeasurementStatistics(hits: 0, misses: 0))
    }

    @Test func aMissingFamilyMeasuresAsDejaVuSansAndWarnsOnce() {
        let sink = CollectingSink()
        let measurer = PangoTextMeasurer()
        let (missing, missingBold) = LayoutLog.$sink.withValue(sink) {
            (measurer.measure(TextMeasureRequest(text: "Hello, World!", font: Font(description: "Nonexistent Sans 17"))),
             measurer.measure(TextMeasureRequest(text: "Hello, World!", font: Font(description: "Nonexistent Sans Bold 17"))))
        }
        let sans = measurer.measure(TextMeasureRequest(text: "Hello, World!", font: Font(description: "DejaVu Sans 17")))
        let sansBold = measurer.measure(TextMeasureRequest(text: "Hello, World!", font: Font(description: "DejaVu Sans Bold 17")))
        #expect(missing == sans)
        #expect(missingBold == sansBold)
        #expect(missingBold.size.width > missing.size.width)
        #expect(sink.messages.count == 1)
        #expect(sink.messages.first?.severity == .warning)
        #expect(sink.messages.first?.text == "font family 'Nonexistent Sans' is not available, so it is drawn in DejaVu Sans (Plumb draws only the pinned DejaVu fonts and the font files you add)")
        #expect(sink.messages.first?.error == nil)
    }

    @Test func aMissingFamilyWarnsOnceWhetherMeasuredOrDrawn() {
        let sink = CollectingSink()
        LayoutLog.$sink.withValue(sink) {
            _ = PangoTextMeasurer().measure(TextMeasureRequest(text: "a", font: Font(family: "Helvetica Neue Plumb Test", size: 12)))
            _ = PangoText.facts(TextDrawing(text: "b", font: Font(family: "helvetica neue plumb test", size: 30), color: .black,
                                            rect: Rect(x: 0, y: 0, width: 100, height: 40)))
        }
        #expect(sink.messages.map(\.text) == [
            "font family 'Helvetica Neue Plumb Test' is not available, so it is drawn in DejaVu Sans (Plumb draws only the pinned DejaVu fonts and the font files you add)",
        ])
    }

    @Test func genericAndDifferentlyCasedNamesNeedNoFallback() {
        let sink = CollectingSink()
        let measurer = PangoTextMeasurer()
        let pairs: [(String, String)] = [
            ("monospace 12", "DejaVu Sans Mono 12"), ("serif 12", "DejaVu Serif 12"), ("sans-serif 12", "DejaVu Sans 12"),
            ("sans 12", "DejaVu Sans 12"), ("system-ui 12", "DejaVu Sans 12"), ("dejavu serif 12", "DejaVu Serif 12"),
        ]
        LayoutLog.$sink.withValue(sink) {
            for (generic, pinned) in pairs {
                let text = "Wide and iii"
                #expect(measurer.measure(TextMeasureRequest(text: text, font: Font(description: generic)))
                        == measurer.measure(TextMeasureRequest(text: text, font: Font(description: pinned))), "\(generic)")
            }
        }
        #expect(sink.messages.isEmpty)
        #expect(Self.exactSize("Wide and iii", Font(description: "DejaVu Serif 12"))
                != Self.exactSize("Wide and iii", Font(description: "DejaVu Sans 12")))
    }

    @Test func theFontMapHoldsOnlyThePinnedDejaVuFamilies() {
        #expect(FontConfiguration.isPinned)
        // Other tests may register font files meanwhile (FontRegistryTests): only their families
        // join, and the registry only grows, so reading it second sees at least as many.
        let available = Set(FontConfiguration.availableFamilies)
        #expect(available.isSubset(of: FontConfiguration.knownFamilies))
        #expect(Set(FontConfiguration.pinnedFamilies).isSubset(of: available))
        #expect(FontConfiguration.bundledConfigurationPath()?.hasSuffix("/\(FontConfiguration.resourceBundleName)/fonts.conf") == true)
    }

    @Test func measuringFromManyTasksAtOnceAgrees() async {
        let expected = PangoTextMeasurer().measure(TextMeasureRequest(text: Self.longText, font: Font(size: 13), maxWidth: 120, lines: 0))
        let results = await withTaskGroup(of: TextMeasurement.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let measurer = PangoTextMeasurer()
                    var last = TextMeasurement(size: .zero, firstBaseline: 0, lastBaseline: 0)
                    for width in stride(from: 60.0, through: 200, by: 7) {
                        _ = measurer.measure(TextMeasureRequest(text: Self.longText, font: Font(size: 13), maxWidth: width, lines: 0))
                    }
                    last = measurer.measure(TextMeasureRequest(text: Self.longText, font: Font(size: 13), maxWidth: 120, lines: 0))
                    return last
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func oddInputNeverCrashes() {
        let measurer = PangoTextMeasurer()
        let empty = measurer.measure(TextMeasureRequest(text: "", font: Font(size: 17)))
        #expect(empty.size.width == 0)
        #expect(empty.size.height == 20)
        for request in [
            TextMeasureRequest(text: "nul\0inside", font: Font(size: 17)),
            TextMeasureRequest(text: "zero", font: Font(size: 0)),
            TextMeasureRequest(text: "nan", font: Font(size: .nan), maxWidth: .infinity, lines: -3),
            TextMeasureRequest(text: "huge", font: Font(size: 1e12), maxWidth: 1e12),
            TextMeasureRequest(text: "narrow", font: Font(size: 17), maxWidth: 0, lines: 0),
        ] {
            let result = measurer.measure(request)
            #expect(result.size.width.isFinite && result.size.height.isFinite, "\(request)")
        }
    }
}
