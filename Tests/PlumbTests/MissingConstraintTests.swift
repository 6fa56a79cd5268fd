@testable import Plumb
import Testing

/// What an ambiguous view needs constraints for, in Interface Builder's words, for each way
/// its position and size on an axis can be left open.
@Suite struct MissingConstraintTests {
    /// A 300 × 200 scene with one view `v` and the constraints `make` gives it.
    static func missing(_ make: (View, View) -> [LayoutConstraint]) -> [MissingConstraint] {
        let v = View("v")
        let scene = Scene("hint", width: 300, height: 200) { root in
            v
            make(v, root)
        }
        scene.layout()
        return scene.root.ambiguousItemsInSubtree().first { $0.item === v }?.missing ?? []
    }

    /// A width and a vertical frame, nothing horizontal: only x is open.
    @Test func xPositionOnly() {
        #expect(Self.missing { v, root in [v.widthAnchor == 60, v.topAnchor == root.topAnchor, v.heightAnchor == 40] }
            == [.xPosition])
    }

    /// The leading edge pinned: x is fixed, the width open.
    @Test func widthOnly() {
        #expect(Self.missing { v, root in [v.leadingAnchor == root.leadingAnchor + 10, v.topAnchor == root.topAnchor, v.heightAnchor == 40] }
            == [.width])
    }

    /// The trailing edge alone: x and width move together, so either would do.
    @Test func xPositionOrWidth() {
        #expect(Self.missing { v, root in [v.trailingAnchor == root.trailingAnchor, v.topAnchor == root.topAnchor, v.heightAnchor == 40] }
            == [.xPositionOrWidth])
    }

    /// The centre alone: the same, x and width tied through it.
    @Test func centredWithoutWidth() {
        #expect(Self.missing { v, root in [v.centerXAnchor == root.centerXAnchor, v.topAnchor == root.topAnchor, v.heightAnchor == 40] }
            == [.xPositionOrWidth])
    }

    /// Nothing horizontal at all: x and width are open independently; both are needed.
    @Test func xPositionAndWidth() {
        #expect(Self.missing { v, root in [v.topAnchor == root.topAnchor, v.heightAnchor == 40] } == [.xPosition, .width])
    }

    /// The vertical axis: a top alone leaves the height, a bottom alone either, a height alone the position.
    @Test func verticalAxis() {
        #expect(Self.missing { v, root in [v.leadingAnchor == root.leadingAnchor, v.widthAnchor == 60, v.heightAnchor == 40] }
            == [.yPosition])
        #expect(Self.missing { v, root in [v.leadingAnchor == root.leadingAnchor, v.widthAnchor == 60, v.topAnchor == root.topAnchor] }
            == [.height])
        #expect(Self.missing { v, root in [v.leadingAnchor == root.leadingAnchor, v.widthAnchor == 60, v.bottomAnchor == root.bottomAnchor] }
            == [.yPositionOrHeight])
    }

    /// Both axes open: horizontal first, in Interface Builder's words.
    @Test func bothAxesAndTheHint() {
        let missing = Self.missing { v, root in [v.trailingAnchor == root.trailingAnchor, v.heightAnchor == 40] }
        #expect(missing == [.xPositionOrWidth, .yPosition])
        #expect(MissingConstraint.hint(missing) == "needs constraints for: X position or width, Y position")
    }

    /// The ambiguous item lists the constraints that name it, in activation order.
    @Test func theItemListsItsConstraints() {
        let v = View("v")
        let other = View("other")
        let scene = Scene("hint", width: 300, height: 200) { root in
            v
            other
            v.topAnchor == root.topAnchor
            other.leadingAnchor == root.leadingAnchor
            v.heightAnchor == other.heightAnchor
        }
        scene.layout()
        let entry = scene.root.ambiguousItemsInSubtree().first { $0.item === v }
        #expect(entry?.constraints.map(\.equationDescription) == ["v.top == root.top", "v.height == other.height"])
    }
}
