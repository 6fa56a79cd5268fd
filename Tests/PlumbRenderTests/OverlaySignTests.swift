import Plumb
@testable import PlumbRender
import Testing

/// One sign rule for every constant label (docs/RENDERING.md, "Reading the labels"): a gap or
/// an inset reads as the visual format writes it, positive when the items are apart or one is
/// inside the other; anything else reads as the equation's right-hand side, signed.
@Suite struct OverlaySignTests {
    typealias F = OverlayFixture

    enum Case: String, CaseIterable, Sendable {
        case siblingGap, siblingGapFromTheOtherSide, inequalityFromTheOtherSide, optionalGap
        case insetInUserGuide, insetInSystemGuide, insetInSuperview
        case offsetIntoNestedGuide, centreOffsetNegative, centreToEdge, optionalCentreToEdge
        case multiplierOfRoot, multiplierOfSiblingWithConstant, sizeConstant

        /// The constraint under test, in a 300 × 200 root with margins of 20 and a user guide
        /// `content` inset 10 from it; `v` is 50 × 30 unless the case sets its size.
        func make() -> (root: View, constraint: LayoutConstraint, expected: String) {
            let root = F.root(300, 200)
            root.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
            let content = LayoutGuide()
            content.identifier = "content"
            root.addLayoutGuide(content)
            LayoutConstraint.activate([content.leadingAnchor == root.leadingAnchor + 10, content.trailingAnchor == root.trailingAnchor - 10,
                                       content.topAnchor == root.topAnchor + 10, content.bottomAnchor == root.bottomAnchor - 10])
            let v = F.add("v", to: root), w = F.add("w", to: root)
            F.place(w, 200, 100, 60, 30)
            var pins: [LayoutConstraint] = [v.heightAnchor == 30]
            let c: LayoutConstraint, text: String
            switch self {
            case .siblingGap:
                c = v.leadingAnchor == w.trailingAnchor + 8; text = "8"
                pins += [v.topAnchor == w.topAnchor, v.widthAnchor == 20]
            case .siblingGapFromTheOtherSide:
                c = v.trailingAnchor == w.leadingAnchor - 8; text = "8"
                pins += [v.topAnchor == w.topAnchor, v.widthAnchor == 50]
            case .inequalityFromTheOtherSide:
                c = v.trailingAnchor <= w.leadingAnchor - 8; text = "≥ 8"
                pins += [v.topAnchor == w.topAnchor, v.widthAnchor == 50, v.leadingAnchor == root.leadingAnchor + 50]
            case .optionalGap:
                c = (v.leadingAnchor == w.trailingAnchor + 8).withPriority(.defaultHigh); text = "8 @750"
                pins += [v.topAnchor == w.topAnchor, v.widthAnchor == 20]
            case .insetInUserGuide:
                c = v.bottomAnchor == content.bottomAnchor - 8; text = "8"
                pins += [v.leadingAnchor == root.leadingAnchor + 30, v.widthAnchor == 50]
            case .insetInSystemGuide:
                c = v.bottomAnchor == root.layoutMarginsGuide.bottomAnchor - 8; text = "8"
                pins += [v.leadingAnchor == root.leadingAnchor + 30, v.widthAnchor == 50]
            case .insetInSuperview:
                c = v.trailingAnchor == root.trailingAnchor - 8; text = "8"
                pins += [v.topAnchor == root.topAnchor + 30, v.widthAnchor == 50]
            case .offsetIntoNestedGuide:
                // A bar from above the guide to 44 into it: opposite edges of nested items.
                c = v.bottomAnchor == content.topAnchor + 44; text = "+44"
                pins += [v.topAnchor == root.topAnchor, v.leadingAnchor == root.leadingAnchor, v.widthAnchor == 300]
                pins.removeFirst()
            case .centreOffsetNegative:
                c = v.centerXAnchor == root.centerXAnchor - 30; text = "-30"
                pins += [v.topAnchor == root.topAnchor + 40, v.widthAnchor == 50]
            case .centreToEdge:
                c = v.centerYAnchor == root.layoutMarginsGuide.topAnchor + 22; text = "+22"
                pins += [v.leadingAnchor == root.leadingAnchor + 30, v.widthAnchor == 50]
            case .optionalCentreToEdge:
                c = (v.centerYAnchor == w.topAnchor + 5).withPriority(.defaultLow); text = "+5 @250"
                pins += [v.leadingAnchor == root.leadingAnchor + 30, v.widthAnchor == 50, v.topAnchor >= root.topAnchor]
            case .multiplierOfRoot:
                c = v.widthAnchor <= 0.75 * root.widthAnchor; text = "≤ 0.75× root"
                pins += [v.topAnchor == root.topAnchor + 30, v.leadingAnchor == root.leadingAnchor + 30, v.widthAnchor == 100]
            case .multiplierOfSiblingWithConstant:
                c = (v.widthAnchor == 0.5 * w.widthAnchor + 20).withPriority(.defaultHigh); text = "= 0.5× w + 20 @750"
                pins += [v.topAnchor == root.topAnchor + 30, v.leadingAnchor == root.leadingAnchor + 30]
            case .sizeConstant:
                c = v.widthAnchor <= 120; text = "≤ 120"
                pins += [v.topAnchor == root.topAnchor + 30, v.leadingAnchor == root.leadingAnchor + 30, v.widthAnchor == 100 ~ 500]
            }
            LayoutConstraint.activate(pins + [c])
            return (root, c, text)
        }
    }

    @Test(arguments: Case.allCases)
    func labelsFollowTheSignRule(_ example: Case) {
        let (root, constraint, expected) = example.make()
        root.layoutIfNeeded()
        // Only that constraint: drawn alone, over the laid-out tree.
        let scene = OverlayScene(root: root)
        let labels = OverlayLabelLayer(measurer: MonospaceTextMeasurer())
        let summary = ConstraintOverlay.draw([constraint], scene: scene, in: OverlayRecordingContext(), labels: labels)
        #expect(summary.count == 1)
        #expect(summary.statuses == [.satisfied], "\(example) should hold")
        var placer = OverlayLabelPlacer(bounds: scene.bounds)
        let texts = labels.place(with: &placer).placed.map(\.label.text)
        #expect(texts == [expected], "\(example)")
        #expect(!texts.contains { $0.hasPrefix("= +") || $0.hasPrefix("= -") })
    }

    /// The same `bottom == guide.bottom - 8` reads the same for a guide the user added and for a
    /// system guide (it read -8 and 8 before).
    @Test func userAndSystemGuidesReadTheSame() {
        let user = Case.insetInUserGuide.make(), system = Case.insetInSystemGuide.make()
        #expect(user.expected == system.expected)
        let a = F.labels(F.record(.constraints, user.root, legend: .none)).map(\.text)
        let b = F.labels(F.record(.constraints, system.root, legend: .none)).map(\.text)
        #expect(a.filter { $0 == "8" }.count == 1 && b.filter { $0 == "8" }.count == 1)
        #expect(!a.contains("-8") && !b.contains("-8"))
    }
}
