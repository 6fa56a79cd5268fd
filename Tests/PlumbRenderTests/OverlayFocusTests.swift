import Plumb
@testable import PlumbRender
import PlumbTestSupport
import Testing

/// `--focus`: only what touches the views and guides in focus is drawn.
@Suite struct OverlayFocusTests {
    typealias F = OverlayFixture
    let blue = Color.systemBlue

    /// a, b and c in a row (8 and 12 apart), about 40 × 30; a guide 5 under c, pinned to it.
    func row() -> (root: View, a: View, b: View, c: View, guide: LayoutGuide) {
        let root = F.root(300, 120)
        let a = F.add("a", to: root), b = F.add("b", to: root), c = F.add("c", to: root)
        let guide = LayoutGuide()
        guide.identifier = "under"
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            a.leadingAnchor == root.leadingAnchor + 10, a.topAnchor == root.topAnchor + 10,
            b.leadingAnchor == a.trailingAnchor + 8, b.topAnchor == a.topAnchor,
            c.leadingAnchor == b.trailingAnchor + 12, c.topAnchor == a.topAnchor,
            a.widthAnchor == 40, a.heightAnchor == 30, b.widthAnchor == 41, b.heightAnchor == 31,
            c.widthAnchor == 42, c.heightAnchor == 32,
            guide.leadingAnchor == c.leadingAnchor, guide.topAnchor == c.bottomAnchor + 5,
            guide.widthAnchor == 43, guide.heightAnchor == 7,
        ])
        return (root, a, b, c, guide)
    }

    /// The I-beams drawn: a horizontal or vertical line with two caps makes one; counted by caps.
    func ibeamCount(_ context: OverlayRecordingContext) -> Int {
        let caps = F.segments(context, blue).filter { segment in
            let length = max(abs(segment.0.x - segment.1.x), abs(segment.0.y - segment.1.y))
            return isClose(length, 2 * OverlayStyle.capHalfLength, within: 0.01)
        }
        return caps.count / 2
    }

    @Test func focusDrawsOnlyTheConstraintsThatTouchTheFocusedView() {
        let (root, _, _, _, _) = row()
        let everything = F.record(.constraints, root, legend: .none)
        // a: leading 10, top 10, 40, 30; b: gap 8, 41, 31; c: gap 12, 42, 32; guide: 5 below c, 43, 7.
        // The tops and the guide's leading edge are plain alignments: lines, no I-beam, no label.
        #expect(Set(F.labels(everything).map(\.text)) == ["10", "40", "30", "8", "41", "31", "12", "42", "32", "5", "43", "7"])
        #expect(ibeamCount(everything) == 13)
        let context = F.record(.constraints, root, legend: .none, focus: OverlayFocus(["b"]))
        // b's own size, the gap from a, the gap to c; the tops (plain alignments) have no label.
        #expect(F.labels(context).map(\.text).sorted() == ["12", "31", "41", "8"])
        #expect(ibeamCount(context) == 4)
        #expect(F.legend(F.record(.constraints, root, focus: OverlayFocus(["b"]))) == ["focus: b", "constraints"])
    }

    @Test func focusKeepsTheGuidesItsConstraintsUseAndTheFocusedViewsGeometry() {
        let (root, _, b, c, _) = row()
        root.layoutIfNeeded()
        // Focus on b: the guide under c is nobody's business here.
        var context = F.record([.frames, .guides, .constraints], root, legend: .none, focus: OverlayFocus(["b"]))
        #expect(context.strokes(OverlayStyle.guide).isEmpty)
        #expect(context.strokes(OverlayStyle.frame).flatMap { F.rects(in: $0.path) } == [F.inset(b.frameInRoot, 0.5)])
        // Focus on c: its constraint to the guide brings the guide in.
        context = F.record([.frames, .guides, .constraints], root, legend: .none, focus: OverlayFocus(["c"]))
        #expect(context.strokes(OverlayStyle.guide).count == 1)
        #expect(F.labels(context).map(\.text).contains("under"))
        #expect(context.strokes(OverlayStyle.frame).flatMap { F.rects(in: $0.path) } == [F.inset(c.frameInRoot, 0.5)])
        // Focus on the guide itself: its own constraints, and its outline.
        context = F.record([.guides, .constraints], root, legend: .none, focus: OverlayFocus(["under"]))
        #expect(Set(F.labels(context).map(\.text)) == ["under", "5", "43", "7"])
    }

    @Test func focusOnAViewIncludesConstraintsToItsMargins() {
        let root = F.root(200, 100)
        root.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
        let a = F.add("a", to: root), b = F.add("b", to: root)
        LayoutConstraint.activate([a.leadingAnchor == root.layoutMarginsGuide.leadingAnchor, a.topAnchor == root.topAnchor + 7,
                                   a.widthAnchor == 20, a.heightAnchor == 20,
                                   b.trailingAnchor == root.trailingAnchor - 9, b.topAnchor == root.topAnchor + 7,
                                   b.widthAnchor == 20, b.heightAnchor == 20])
        let context = F.record(.constraints, root, legend: .none, focus: OverlayFocus(["root"]))
        // Every constraint here touches the root or its margins guide; a zero gap to the margin has no label.
        #expect(F.labels(context).map(\.text).sorted() == ["7", "7", "9"])
    }

    @Test func focusListsAreCheckedAgainstTheScenesIds() throws {
        let focus = try OverlayFocus(list: "b, under,b", validIdentifiers: ["root", "a", "b", "under"])
        #expect(focus.identifiers == ["b", "under"])
        #expect(throws: FocusListError(name: "udner", offset: 3, list: "a, udner", suggestion: "under",
                                       validIdentifiers: ["root", "a", "b", "under"])) {
            try OverlayFocus(list: "a, udner", validIdentifiers: ["root", "a", "b", "under"])
        }
        let error = FocusListError(name: "udner", offset: 3, list: "a, udner", suggestion: "under", validIdentifiers: ["root", "a", "b", "under"])
        #expect(error.description == """
            unknown view or guide 'udner' at offset 3 in the focus list; did you mean 'under'?
              a, udner
                 ^
            ids in the scene: root, a, b, under
            """)
        #expect(throws: FocusListError.self) { try OverlayFocus(list: "a,,b", validIdentifiers: ["a", "b"]) }
    }
}
