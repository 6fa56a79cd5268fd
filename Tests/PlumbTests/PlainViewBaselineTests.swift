import Testing
@testable import Plumb

/// Baselines of views without text, as UIKit places them. Apple's `forFirstBaselineLayout`:
/// when the view "does not have a baseline, Auto Layout uses the view's top edge";
/// `forLastBaselineLayout`: "… uses the view's bottom edge". (AppKit says the same with
/// `firstBaselineOffsetFromTop` and `lastBaselineOffsetFromBottom`, both 0 by default.)
///
/// Numbers use the test measurer: 16-point text is 20 high, its baseline 16 below its top.
@Suite struct PlainViewBaselineTests {
    /// Firefox's cell: a label pinned to a plain container's first baseline sits with its
    /// baseline on the container's top; another on the container's last baseline, on its bottom.
    @Test func aLabelOnAPlainContainersBaselinesSitsOnItsTopAndBottom() {
        let container = View("container")
        let first = Label("first", text: "Top", font: .system(size: 16))
        let last = Label("last", text: "Bottom", font: .system(size: 16))
        let scene = Scene("cell", width: 320, height: 200) { root in
            container
            first
            last
            container.topAnchor == root.topAnchor + 100
            container.leadingAnchor == root.leadingAnchor
            container.widthAnchor == 100
            container.heightAnchor == 50
            first.leadingAnchor == container.trailingAnchor + 8
            first.firstBaselineAnchor == container.firstBaselineAnchor
            last.leadingAnchor == container.trailingAnchor + 8
            last.lastBaselineAnchor == container.lastBaselineAnchor
        }
        let log = capturingLog { scene.layout() }
        #expect(log.isEmpty)
        #expect(container.baselines == Baselines(first: 0, last: 50))
        #expect(first.frame.minY == 84)   // baseline at 100, 16 below the label's top
        #expect(last.frame.minY == 134)   // baseline at 150
    }

    /// The same on a device, in both orientations: the container hangs 20 below the safe area.
    @Test func onIPhone15TheBaselineFollowsTheContainersTopInBothOrientations() {
        for (orientation, top) in [(Orientation.portrait, 59.0), (.landscape, 0)] {
            let container = View("container")
            let label = Label("label", text: "Hi", font: .system(size: 16))
            let scene = Scene("cell", device: .iPhone15, orientation: orientation) { root in
                container
                label
                container.topAnchor == root.safeAreaLayoutGuide.topAnchor + 20
                container.leadingAnchor == root.safeAreaLayoutGuide.leadingAnchor
                container.widthAnchor == 80
                container.heightAnchor == 44
                label.leadingAnchor == container.trailingAnchor + 8
                label.firstBaselineAnchor == container.firstBaselineAnchor
            }
            scene.layout()
            #expect(container.frame.minY == top + 20)
            #expect(label.frame.minY == top + 20 - 16)
        }
    }

    /// UIKit: `forFirstBaselineLayout`'s default "returns the value contained by
    /// `forLastBaselineLayout`", so a view that names only its last-baseline view moves both.
    final class Row: View {
        let name = Label("name", text: "Ada", font: .system(size: 16))
        override var forLastBaselineLayout: View { name }
    }

    @Test func namingOnlyTheLastBaselineViewMovesTheFirstToo() {
        let row = Row("row")
        let scene = Scene("row", width: 300, height: 200) { root in
            row
            row.topAnchor == root.topAnchor + 10
            row.leadingAnchor == root.leadingAnchor
            row.widthAnchor == 200
            row.heightAnchor == 60
        }
        row.addSubview(row.name)
        row.name.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([row.name.leadingAnchor == row.leadingAnchor,
                                   row.name.topAnchor == row.topAnchor + 30])
        scene.layout()
        #expect(row.forFirstBaselineLayout === row.name)
        #expect(row.baselines == Baselines(first: 46, last: 46))
    }
}
