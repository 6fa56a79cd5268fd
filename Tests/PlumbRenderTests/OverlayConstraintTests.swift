import Plumb
@testable import PlumbRender
import PlumbTestSupport
import Testing

/// Constraints drawn as Interface Builder draws them.
@Suite struct OverlayConstraintTests {
    typealias F = OverlayFixture
    let blue = Color.systemBlue, orange = Color.systemOrange, red = Color.systemRed

    /// `a` at (20, 20, 50, 40) and `b` 8 points after it, same top and size.
    func pair(scale: Double = 1) -> (root: View, a: View, b: View) {
        let root = F.root(300, 100, scale: scale)
        let a = F.add("a", to: root), b = F.add("b", to: root)
        LayoutConstraint.activate([a.leadingAnchor == root.leadingAnchor + 20, a.topAnchor == root.topAnchor + 20,
                                   a.widthAnchor == 50, a.heightAnchor == 40])
        LayoutConstraint.activate([b.leadingAnchor == a.trailingAnchor + 8, b.topAnchor == a.topAnchor,
                                   b.widthAnchor == 50, b.heightAnchor == 40])
        return (root, a, b)
    }

    func label(_ context: OverlayRecordingContext, _ text: String) -> TextDrawing? {
        F.labels(context).first { $0.text == text }
    }

    @Test func spacingIsAnIBeamAcrossTheGapLabelledWithTheConstant() {
        let (root, _, _) = pair()
        let context = F.record(.constraints, root)
        let lines = F.segments(context, blue)
        // The gap runs from a.maxX = 70 to b.minX = 78, halfway down the shared 20...60, on a pixel centre.
        #expect(F.has(lines, from: Point(x: 78, y: 40.5), to: Point(x: 70, y: 40.5)))
        #expect(F.has(lines, from: Point(x: 70, y: 37.5), to: Point(x: 70, y: 43.5)))
        #expect(F.has(lines, from: Point(x: 78, y: 37.5), to: Point(x: 78, y: 43.5)))
        let eight = label(context, "8")
        #expect(eight?.color == blue)
        // The gap is narrower than its label: the label sits just above the I-beam, clear of its caps.
        #expect(eight.map { isClose($0.rect.midX, 74, within: 1) && $0.rect.maxY <= 37.5 && $0.rect.maxY > 30 } == true)
        // a's leading and top to the root: I-beams from the root's edges, labelled 20.
        #expect(F.has(lines, from: Point(x: 0, y: 40.5), to: Point(x: 20, y: 40.5)))
        #expect(F.has(lines, from: Point(x: 45.5, y: 0), to: Point(x: 45.5, y: 20)))
        #expect(F.labels(context).filter { $0.text == "20" }.count == 2)
        // Every stroke is solid and one point wide: all these constraints are required.
        #expect(context.strokes(blue).allSatisfy { $0.dash.isEmpty && $0.lineWidth == 1 })
    }

    @Test func optionalInequalityIsDashedAndLabelledWithRelationAndPriority() {
        let (root, a, b) = pair()
        LayoutConstraint.activate([b.leadingAnchor >= a.trailingAnchor + 4 ~ .defaultHigh])
        let context = F.record(.constraints, root)
        let dashed = context.strokes(blue).filter { !$0.dash.isEmpty }
        #expect(dashed.count == 1)
        // Stacked 5 points below the required I-beam on the same gap.
        #expect(F.has(F.segments(in: dashed[0].path), from: Point(x: 78, y: 45.5), to: Point(x: 70, y: 45.5)))
        let text = F.labels(context).map(\.text).first { $0.contains("@") }
        #expect(text == "≥ 4 @750")
        #expect(text?.contains("≥") == true && text?.contains("@750") == true)
    }

    @Test func spacingWrittenFromTheOtherSideReadsTheSame() {
        let (root, a, b) = pair()
        LayoutConstraint.activate([a.trailingAnchor <= b.leadingAnchor - 8])
        let context = F.record(.constraints, root)
        #expect(F.labels(context).map(\.text).contains("≥ 8"))
        #expect(!F.labels(context).map(\.text).contains { $0.contains("-") })
    }

    @Test func trailingToContainerReadsAsAPositiveGap() {
        let root = F.root(300, 100)
        let a = F.add("a", to: root)
        LayoutConstraint.activate([a.trailingAnchor == root.trailingAnchor - 30, a.topAnchor == root.topAnchor,
                                   a.widthAnchor == 50, a.heightAnchor == 40])
        let context = F.record(.constraints, root)
        #expect(F.has(F.segments(context, blue), from: Point(x: 300, y: 20.5), to: Point(x: 270, y: 20.5)))
        #expect(F.labels(context).map(\.text).contains("30"))
    }

    @Test func rightToLeftSpacingRunsFromTheTrailingEdge() {
        let (root, _, _) = pair()
        root.layoutDirection = .rightToLeft
        let context = F.record(.constraints, root)
        let lines = F.segments(context, blue)
        // a sits 20 from the right (230...280); b 8 further left (172...222).
        #expect(F.has(lines, from: Point(x: 300, y: 40.5), to: Point(x: 280, y: 40.5)))
        #expect(F.has(lines, from: Point(x: 230, y: 40.5), to: Point(x: 222, y: 40.5)))
        #expect(F.labels(context).map(\.text).contains("8"))
        #expect(context.strokes(red).isEmpty)
    }

    @Test func widthConstantIsADimensionLineInsideTheView() {
        let (root, _, _) = pair()
        let context = F.record(.constraints, root)
        let lines = F.segments(context, blue)
        // a is 20...70 × 20...60: the width line runs 4 points above its bottom, the height line 4 inside its right edge.
        #expect(F.has(lines, from: Point(x: 20, y: 56.5), to: Point(x: 70, y: 56.5)))
        #expect(F.has(lines, from: Point(x: 66.5, y: 20), to: Point(x: 66.5, y: 60)))
        #expect(F.labels(context).filter { $0.text == "50" }.count == 2)
        #expect(F.labels(context).filter { $0.text == "40" }.count == 2)
    }

    @Test func matchedWidthsMarkBothViewsAndNameThePartner() {
        let root = F.root(300, 100)
        let a = F.add("a", to: root), b = F.add("b", to: root)
        F.place(b, 100, 20, 100, 40)
        LayoutConstraint.activate([a.leftAnchor == root.leftAnchor + 10, a.topAnchor == root.topAnchor + 20,
                                   a.heightAnchor == 40, a.widthAnchor == 0.5 * b.widthAnchor])
        let context = F.record(.constraints, root)
        let lines = F.segments(context, blue)
        #expect(F.has(lines, from: Point(x: 10, y: 24.5), to: Point(x: 60, y: 24.5)))     // along a's top
        #expect(F.has(lines, from: Point(x: 100, y: 24.5), to: Point(x: 200, y: 24.5)))   // along b's top, unlabelled
        let texts = F.labels(context).map(\.text)
        #expect(texts.contains("= 0.5× b"))
        #expect(!texts.contains("="))
    }

    /// `width <= 0.75 * root.width` for three views: one bracket on each view, labelled with the
    /// root's name, and nothing on the root's edges (it used to get a stacked `=` bar per view).
    @Test func sizesMatchedToTheRootAreOneLabelledBracketOnTheView() {
        let root = F.root(300, 200)
        for (index, name) in ["m1", "m2", "m3"].enumerated() {
            let view = F.add(name, to: root)
            LayoutConstraint.activate([view.leftAnchor == root.leftAnchor + 10, view.topAnchor == root.topAnchor + 20 + 50 * Double(index),
                                       view.heightAnchor == 30, view.widthAnchor == 100,
                                       view.widthAnchor <= 0.75 * root.widthAnchor])
        }
        let context = F.record(.constraints, root)
        #expect(F.labels(context).filter { $0.text == "≤ 0.75× root" }.count == 3)
        let onRootTop = F.segments(context, blue).filter { isClose($0.0.y, $0.1.y, within: 0.01) && $0.0.y < 10 && abs($0.0.x - $0.1.x) > 100 }
        #expect(onRootTop.isEmpty)
        // m1's bracket runs along its top, 4 points in.
        #expect(F.has(F.segments(context, blue), from: Point(x: 10, y: 24.5), to: Point(x: 110, y: 24.5)))
    }

    @Test func aspectRatioIsADiagonalLabelledWithTheRatio() {
        let root = F.root(300, 200)
        let a = F.add("saturn", to: root)
        LayoutConstraint.activate([a.leftAnchor == root.leftAnchor + 10, a.topAnchor == root.topAnchor + 10,
                                   a.heightAnchor == 60, a.widthAnchor == 1.5 * a.heightAnchor])
        let context = F.record(.constraints, root)
        #expect(F.has(F.segments(context, blue), from: Point(x: 86, y: 68), to: Point(x: 98, y: 56)))
        #expect(F.labels(context).map(\.text).contains("1.5:1"))
    }

    /// A view centred in its container: the line is solid across the view and 4 points beyond,
    /// thin and dotted over the rest of the container.
    @Test func centringIsALineThroughBothCentres() {
        let root = F.root(300, 100)
        let a = F.add("a", to: root)
        LayoutConstraint.activate([a.centerXAnchor == root.centerXAnchor, a.centerYAnchor == root.centerYAnchor,
                                   a.widthAnchor == 40, a.heightAnchor == 20])
        let context = F.record(.constraints, root)
        let lines = F.segments(context, blue)
        #expect(F.has(lines, from: Point(x: 150.5, y: 36), to: Point(x: 150.5, y: 64)))
        #expect(F.has(lines, from: Point(x: 126, y: 50.5), to: Point(x: 174, y: 50.5)))
        let thin = F.segments(context, blue.withAlpha(0.7))
        #expect(F.has(thin, from: Point(x: 150.5, y: 0), to: Point(x: 150.5, y: 36)))
        #expect(F.has(thin, from: Point(x: 150.5, y: 64), to: Point(x: 150.5, y: 100)))
        #expect(F.has(thin, from: Point(x: 0, y: 50.5), to: Point(x: 126, y: 50.5)))
        #expect(F.has(thin, from: Point(x: 174, y: 50.5), to: Point(x: 300, y: 50.5)))
        #expect(!F.labels(context).map(\.text).contains("0"))     // plain alignment: no label
    }

    @Test func centreOffsetAddsAnIBeamWithTheSignedConstant() {
        let root = F.root(300, 100)
        let a = F.add("a", to: root)
        LayoutConstraint.activate([a.centerXAnchor == root.centerXAnchor + 30, a.topAnchor == root.topAnchor,
                                   a.widthAnchor == 40, a.heightAnchor == 20])
        let context = F.record(.constraints, root)
        let lines = F.segments(context, blue)
        #expect(F.has(lines, from: Point(x: 150.5, y: 0), to: Point(x: 150.5, y: 24)))
        #expect(F.has(F.segments(context, blue.withAlpha(0.7)), from: Point(x: 150.5, y: 24), to: Point(x: 150.5, y: 100)))
        #expect(F.has(lines, from: Point(x: 150, y: 10.5), to: Point(x: 180, y: 10.5)))
        #expect(F.labels(context).map(\.text).contains("+30"))
    }

    @Test func baselineAlignmentIsALineAlongTheBaseline() {
        let root = F.root(300, 100)
        let one = F.add("one", to: root, Label(text: "One"))
        let two = F.add("two", to: root, Label(text: "Two", font: .system(size: 11)))
        LayoutConstraint.activate([one.leftAnchor == root.leftAnchor + 10, one.topAnchor == root.topAnchor + 10,
                                   two.leftAnchor == one.rightAnchor + 20, two.firstBaselineAnchor == one.firstBaselineAnchor])
        let context = F.record(.constraints, root)
        root.layoutIfNeeded()
        // "One" at 17 pt is 21.25 high, snapped to 21 from y 10: its text is centred there, so its
        // baseline is at 20.5 − 10.625 + 17 = 26.875; the line, on the pixel centre 26.5, crosses
        // the 20-point gap between the labels and reaches 4 points into each.
        #expect(one.frameInRoot == Rect(x: 10, y: 10, width: 26, height: 21))
        #expect(two.frameInRoot.minX == 56)
        #expect(F.has(F.segments(context, blue), from: Point(x: 32, y: 26.5), to: Point(x: 60, y: 26.5)))
    }

    @Test func brokenConstraintsAreRed() {
        let root = F.root(300, 100)
        let box = F.add("box", to: root)
        let wide = box.widthAnchor == 100, narrow = box.widthAnchor == 50
        F.quietly {
            LayoutConstraint.activate([box.leftAnchor == root.leftAnchor + 10, box.topAnchor == root.topAnchor + 10,
                                       box.heightAnchor == 40, wide])
            narrow.isActive = true
            root.layoutIfNeeded()
        }
        #expect(wide.isBroken != narrow.isBroken)
        let context = F.quietly { F.record(.constraints, root) }
        let broken = wide.isBroken ? "100" : "50", kept = wide.isBroken ? "50" : "100"
        #expect(label(context, broken)?.color == red)
        #expect(label(context, kept)?.color == red)        // also one of the conflicting set
        #expect(!context.strokes(red).isEmpty)
        #expect(label(context, "40")?.color == blue)        // not part of the conflict
        #expect(F.legend(context).contains("conflicting"))
    }

    @Test func requiredConstraintThatDoesNotHoldIsRed() {
        let (root, a, b) = pair()
        root.layoutIfNeeded()
        let scene = OverlayScene(root: root)
        let holds = b.leadingAnchor == a.trailingAnchor + 8
        let misses = b.leadingAnchor == a.trailingAnchor + 20            // never activated
        let optional = (b.leadingAnchor == a.trailingAnchor + 20).withPriority(.defaultLow)
        let g1 = scene.geometry(of: b)!, g2 = scene.geometry(of: a)!
        #expect(ConstraintOverlayGeometry.violation(of: holds, first: g1, second: g2, scene: scene) == 0)
        #expect(ConstraintOverlayGeometry.violation(of: misses, first: g1, second: g2, scene: scene) == 12)
        #expect(ConstraintOverlayGeometry.status(of: holds, first: g1, second: g2, scene: scene) == .satisfied)
        #expect(ConstraintOverlayGeometry.status(of: misses, first: g1, second: g2, scene: scene) == .conflicting)
        #expect(ConstraintOverlayGeometry.status(of: optional, first: g1, second: g2, scene: scene) == .satisfied)
    }

    @Test func constraintsOfAmbiguousViewsAreOrange() {
        let root = F.root(300, 100)
        let box = F.add("box", to: root)
        LayoutConstraint.activate([box.widthAnchor == 50, box.heightAnchor == 40])
        let context = F.record(.constraints, root)
        #expect(context.strokes(blue).isEmpty)
        #expect(context.strokes(orange).count == 1)
        #expect(label(context, "50")?.color == OverlayStyle.ambiguityText)
        #expect(F.legend(context) == ["constraints", "ambiguous item"])
    }

    @Test func generatedAndHiddenConstraintsAreNotDrawn() {
        let root = F.root(300, 100)
        let manual = View("manual", frame: Rect(x: 10, y: 10, width: 50, height: 50))   // autoresizing constraints only
        root.addSubview(manual)
        let label = F.add("label", to: root, Label(text: "hi"))                       // content-size constraints only
        let hidden = F.add("hidden", to: root)
        F.place(hidden, 100, 10, 50, 50)
        hidden.isHidden = true
        LayoutConstraint.activate([label.leftAnchor == root.leftAnchor + 200])
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10).isActive = true
        let context = F.record(.constraints, root)
        #expect(Set(F.labels(context).map(\.text)) == ["200", "10"])
    }
}
