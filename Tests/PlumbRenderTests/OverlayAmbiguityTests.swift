import Plumb
@testable import PlumbRender
import Testing

/// Views with ambiguous layout.
@Suite struct OverlayAmbiguityTests {
    typealias F = OverlayFixture

    @Test func ambiguousViewIsFilledOrangeAndNamesItsVariables() {
        let root = F.root(300, 100)
        let saturn = F.add("saturn", to: root)
        let fixed = F.add("fixed", to: root)
        F.place(fixed, 200, 10, 50, 50)
        LayoutConstraint.activate([saturn.widthAnchor == 60, saturn.heightAnchor == 40])
        let context = F.record(.ambiguity, root)
        root.layoutIfNeeded()
        let fills = context.fills(OverlayStyle.ambiguityFill)
        #expect(fills.count == 1)
        #expect(F.rects(in: fills[0]) == [saturn.frameInRoot])
        #expect(saturn.frameInRoot.size == Size(width: 60, height: 40))
        #expect(F.rects(in: context.strokes(OverlayStyle.ambiguous)[0].path) == [F.inset(saturn.frameInRoot, 0.5)])
        let labels = F.labels(context)
        #expect(labels.map(\.text) == ["saturn.minX, saturn.minY"])
        #expect(labels[0].color == OverlayStyle.ambiguityText)
        #expect(F.legend(context) == ["ambiguous layout"])
    }

    @Test func onlyTheAmbiguousAxisIsNamed() {
        let root = F.root(300, 100)
        let v0 = F.add("V0", to: root)
        // The book's S7: left pinned, nothing vertical.
        LayoutConstraint.activate([v0.leftAnchor == root.leftAnchor + 211, v0.widthAnchor == 50, v0.heightAnchor == 50])
        let context = F.record(.ambiguity, root)
        #expect(F.labels(context).map(\.text) == ["V0.minY"])
    }

    @Test func unambiguousLayoutDrawsNoFill() {
        let root = F.root(300, 100)
        let a = F.add("a", to: root)
        F.place(a, 10, 10, 50, 50)
        let context = F.record(.ambiguity, root)
        #expect(context.fills(OverlayStyle.ambiguityFill).isEmpty)
        #expect(F.labels(context).isEmpty)
        #expect(F.legend(context) == ["no ambiguous layout"])
    }

    @Test func ambiguousGuidesAreFilledWhenGuidesAreDrawn() {
        let root = F.root(300, 100)
        let a = F.add("a", to: root)
        F.place(a, 10, 10, 50, 50)
        let spacer = LayoutGuide()
        spacer.identifier = "spacer"
        root.addLayoutGuide(spacer)
        LayoutConstraint.activate([spacer.leadingAnchor == a.trailingAnchor, spacer.widthAnchor == 20])
        let context = F.record([.ambiguity, .guides], root)
        let texts = F.labels(context).map(\.text)
        #expect(texts.contains("spacer.minY, spacer.height"))
        #expect(texts.contains("spacer"))
        // The ambiguity label outranks the guide's name.
        #expect(texts.first == "spacer.minY, spacer.height")
    }
}
