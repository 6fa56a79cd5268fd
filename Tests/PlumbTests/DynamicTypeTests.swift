import Plumb
import Testing

/// Text styles: Apple's Dynamic Type table, fonts that keep their style, and views that measure
/// them at their traits' content size (with the monospace measurer: a line is 1.25 × size high).
@Suite struct DynamicTypeTests {
    /// Cells of the HIG's "iOS, iPadOS Dynamic Type sizes" tables, as published.
    @Test func theTableHasApplesPublishedNumbers() {
        func cell(_ style: TextStyle, _ category: ContentSizeCategory) -> [Double] {
            let metrics = style.metrics(for: category)
            return [metrics.size, metrics.leading]
        }
        #expect(cell(.body, .large) == [17, 22])
        #expect(cell(.body, .accessibilityExtraExtraExtraLarge) == [53, 62])
        #expect(cell(.caption2, .extraSmall) == [11, 13])
        #expect(cell(.largeTitle, .extraExtraExtraLarge) == [40, 48])
        #expect(cell(.largeTitle, .accessibilityExtraExtraExtraLarge) == [60, 70])
        #expect(cell(.title1, .accessibilityLarge) == [43, 51])
        #expect(cell(.subheadline, .extraExtraExtraLarge) == [21, 28])
        #expect(cell(.footnote, .medium) == [12, 16])
        #expect(cell(.caption1, .accessibilityExtraLarge) == [32, 39])
        #expect(cell(.caption2, .accessibilityExtraExtraExtraLarge) == [40, 48])
        #expect(cell(.headline, .accessibilityExtraLarge) == [40, 48])
        #expect(cell(.callout, .extraLarge) == [18, 23])
        #expect(cell(.title3, .small) == [18, 23])
        #expect(TextStyle.allCases.filter { $0.metrics(for: .large).weight == .semibold } == [.headline])
    }

    /// Every style grows (or stays) from XS to AX5, and headline and body always share a size.
    @Test func everyStyleGrowsWithTheCategory() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.metrics(for: $0).size }
            #expect(sizes == sizes.sorted(), "\(style)")
            #expect(ContentSizeCategory.allCases.allSatisfy { style.metrics(for: $0).leading > style.metrics(for: $0).size })
        }
        for category in ContentSizeCategory.allCases {
            #expect(TextStyle.headline.metrics(for: category).size == TextStyle.body.metrics(for: category).size)
        }
    }

    @Test func preferredFontsKeepTheirStyleAndResolveAtACategory() {
        let body = Font.preferredFont(forTextStyle: .body)
        #expect(body.textStyle == .body && body.size == 17 && !body.isBold && body.family == "System")
        #expect(body.description == "System 17")
        let headline = Font.preferredFont(forTextStyle: .headline, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        #expect(headline.size == 28 && headline.isBold && headline.description == "System Bold 28")
        #expect(body.resolved(for: .accessibilityExtraLarge).size == 40)
        #expect(body.resolved(for: .accessibilityExtraLarge).textStyle == .body)
        let fixed = Font(description: "DejaVu Sans Bold 13")
        #expect(fixed.textStyle == nil && fixed.resolved(for: .accessibilityExtraExtraExtraLarge) == fixed)
    }

    /// A scene's text is measured again when its content size changes.
    @Test func labelsRemeasureWhenTheScenesContentSizeChanges() {
        let label = Label("title", text: "Hello", font: .preferredFont(forTextStyle: .body))
        let fixed = Label("fixed", text: "Hello", font: .system(size: 17))
        let scene = Scene("dynamic", width: 400) { root in
            label
            fixed
            label.topAnchor == root.topAnchor
            label.leadingAnchor == root.leadingAnchor
            fixed.topAnchor == label.bottomAnchor
            fixed.leadingAnchor == root.leadingAnchor
            fixed.bottomAnchor == root.bottomAnchor
        }
        scene.root.textMeasurer = MonospaceTextMeasurer()
        scene.layout()
        #expect(label.intrinsicContentSize == Size(width: 42.5, height: 21.25))   // 5 × 8.5, 1.25 × 17
        #expect(label.frame == Rect(x: 0, y: 0, width: 43, height: 21))         // snapped to whole pixels
        #expect(scene.root.frame.height == 42.5)
        scene.traits.preferredContentSizeCategory = .accessibilityExtraLarge
        scene.layout()
        #expect(label.frame == Rect(x: 0, y: 0, width: 100, height: 50))       // 5 × 20, 1.25 × 40
        #expect(fixed.frame == Rect(x: 0, y: 50, width: 43, height: 21))
        #expect(scene.root.frame.height == 71.25)
        #expect(label.textDrawing.font.size == 40)
        scene.traits.preferredContentSizeCategory = .extraSmall
        scene.layout()
        #expect(label.intrinsicContentSize.height == 17.5)                       // 1.25 × 14
    }

    @Test func buttonsFieldsAndCheckboxesResolveTextStylesToo() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        root.textMeasurer = MonospaceTextMeasurer()
        let button = Button(title: "Go", font: .preferredFont(forTextStyle: .headline))
        let field = TextField(text: "ab", placeholder: "")
        field.font = .preferredFont(forTextStyle: .caption2)
        let checkbox = Checkbox(title: "x", font: .preferredFont(forTextStyle: .footnote))
        for view in [button, field, checkbox] as [View] { root.addSubview(view) }
        root.traitCollection.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(button.intrinsicContentSize.height == 53 * 1.25 + 12)
        #expect(field.intrinsicContentSize.height == 40 * 1.25 + 14)
        #expect(checkbox.intrinsicContentSize.height == 44 * 1.25)
    }
}
