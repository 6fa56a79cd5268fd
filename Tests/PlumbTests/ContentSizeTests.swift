import Testing
@testable import Plumb

/// A view with a settable intrinsic size, like a custom control.
final class SizedView: View {
    var natural = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: Size { natural }
}

@Suite struct ContentSizeTests {
    @Test func defaultsMatchUIKit() {
        let view = View(), label = Label(text: "Hi")
        #expect(view.contentHuggingPriority(for: .horizontal) == 250)
        #expect(view.contentHuggingPriority(for: .vertical) == 250)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == 750)
        #expect(label.contentHuggingPriority(for: .horizontal) == 251)
        #expect(label.contentHuggingPriority(for: .vertical) == 251)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == 750)
        #expect(view.intrinsicContentSize == Size(width: -1, height: -1))
        #expect(View.noIntrinsicMetric == -1)
    }

    @Test func intrinsicSizeBecomesTwoInequalitiesPerAxis() {
        let root = makeRoot(300, 300)
        let box = addView("box", to: root, SizedView())
        box.natural = Size(width: 80, height: View.noIntrinsicMetric)
        LayoutConstraint.activate([box.leadingAnchor == root.leadingAnchor, box.topAnchor == root.topAnchor,
                                   box.heightAnchor == 20])
        root.layoutIfNeeded()
        #expect(box.frame == rect(0, 0, 80, 20))
        let generated = root.engine.generatedConstraints(of: box).filter { $0.kind == .contentSize }.map(\.text)
        #expect(generated == ["box.width <= 80 hug:250", "box.width >= 80 compression:750"])
        // Compression resistance (750) beats an optional squeeze below it, and loses to one above.
        let narrow = box.widthAnchor == 40 ~ 700
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 80)
        narrow.priority = 760
        root.layoutIfNeeded()
        #expect(box.frame.width == 40)
        // Hugging (250) loses to a stretch above it.
        narrow.isActive = false
        let wide = box.widthAnchor == 120 ~ 251
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 120)
        wide.isActive = false
        box.natural = Size(width: 150, height: View.noIntrinsicMetric)
        root.layoutIfNeeded()
        #expect(box.frame.width == 150)
    }

    @Test func invalidationWaitsForTheNextLayoutPass() {
        let root = makeRoot(300, 300)
        let label = addView("label", to: root, Label(text: "Hello"))
        LayoutConstraint.activate([label.leadingAnchor == root.leadingAnchor, label.topAnchor == root.topAnchor])
        root.layoutIfNeeded()
        // Monospace measurer: 5 characters × 8.5 = 42.5 wide, 17 × 1.25 = 21.25 high.
        #expect(label.engineFrame == rect(0, 0, 42.5, 21.25))
        #expect(label.frame == rect(0, 0, 43, 21))
        label.text = "Hello, world"
        #expect(label.frame.width == 43)
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 102, 21))
    }

    @Test func huggingTieIsBrokenByRaisingOnePriority() {
        // Answer row: field and button share a 300-point row; both hug at 250 first.
        let root = makeRoot(300, 44)
        let field = addView("field", to: root, SizedView())
        field.natural = Size(width: 100, height: 30)
        let send = addView("send", to: root, SizedView())
        send.natural = Size(width: 90, height: 30)
        LayoutConstraint.activate([
            field.leadingAnchor == root.leadingAnchor, send.leadingAnchor == field.trailingAnchor + 8,
            send.trailingAnchor == root.trailingAnchor, field.topAnchor == root.topAnchor, send.topAnchor == root.topAnchor,
        ])
        send.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(send.frame == rect(210, 0, 90, 30))
        #expect(field.frame == rect(0, 0, 202, 30))
        send.setContentHuggingPriority(.defaultLow, for: .horizontal)
        field.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(field.frame.width == 100)
        #expect(send.frame == rect(108, 0, 192, 30))
    }

    @Test func lowerCompressionResistanceGivesWay() {
        // A long label beside a 100-point image in 200 points: the label is 255 wide at rest.
        let root = makeRoot(200, 50)
        let label = addView("label", to: root, Label(text: "A label with a lot of text"))
        let image = addView("image", to: root, SizedView())
        image.natural = Size(width: 100, height: 40)
        LayoutConstraint.activate([
            label.leadingAnchor == root.leadingAnchor, image.leadingAnchor == label.trailingAnchor,
            image.trailingAnchor <= root.trailingAnchor, label.topAnchor == root.topAnchor, image.topAnchor == root.topAnchor,
        ])
        label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.intrinsicContentSize.width == 221)
        #expect(label.frame.width == 100)
        #expect(image.frame == rect(100, 0, 100, 40))
    }

    @Test func wrappingLabelIsMeasuredAgainAtItsSolvedWidth() {
        let root = makeRoot(100, 300)
        let label = addView("label", to: root, Label(text: "one two three four five six"))
        label.numberOfLines = 0
        let below = addView("below", to: root)
        LayoutConstraint.activate([
            label.leadingAnchor == root.leadingAnchor, label.trailingAnchor == root.trailingAnchor,
            label.topAnchor == root.topAnchor, below.topAnchor == label.bottomAnchor,
            below.leadingAnchor == root.leadingAnchor, below.widthAnchor == 10, below.heightAnchor == 10,
        ])
        root.layoutIfNeeded()
        // 100 points hold 11 characters of 8.5: "one two", "three four", "five six" → 3 lines of 21.25.
        #expect(label.frame == rect(0, 0, 100, 64))
        #expect(below.frame.minY == 64)
        #expect(label.layoutWidth == 100)
    }

    @Test func baselinesComeFromTheMeasurer() {
        let root = makeRoot(400, 200)
        let big = addView("big", to: root, Label(text: "Big", font: .system(size: 34)))
        let small = addView("small", to: root, Label(text: "small", font: .system(size: 12)))
        let plain = addView("plain", to: root)
        LayoutConstraint.activate([
            big.leadingAnchor == root.leadingAnchor, big.topAnchor == root.topAnchor + 10,
            small.leadingAnchor == big.trailingAnchor + 8, small.firstBaselineAnchor == big.firstBaselineAnchor,
            plain.leadingAnchor == small.trailingAnchor, plain.lastBaselineAnchor == big.lastBaselineAnchor,
            plain.widthAnchor == 10, plain.heightAnchor == 10,
        ])
        root.layoutIfNeeded()
        // big's baseline: 10 + 34 = 44; small's top = 44 − 12 = 32; a plain view's baseline is its bottom.
        #expect(big.frame.minY == 10)
        #expect(small.engineFrame.minY == 32)
        #expect(plain.frame == rect(big.frame.width + 8 + small.frame.width, 34, 10, 10))
    }
}
