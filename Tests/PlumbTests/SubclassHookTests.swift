import Testing
import Plumb

// A user's View subclass overrides UIKit's hooks, and the engine and the layout pass honour
// each one: the frames below come from a real layout. (Plain `import Plumb`: the subclasses see
// only the public API, as UIKit code ported to Plumb would.)

/// A badge whose natural width grows with its count: 20 points plus 10 per digit.
private final class CountBadge: View {
    var count = 1 { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: Size { Size(width: 20 + 10 * Double(String(count).count), height: 16) }
}

/// Places its subviews itself, side by side in equal columns, after `super` has placed them.
private final class ColumnsView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / Double(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            subview.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
        }
    }
}

/// Makes its constraints in `updateConstraints()`, the first time it runs, as UIKit code does.
private final class InsetContainer: View {
    let content = View("content")
    private(set) var updates = 0

    override init(frame: Rect) {
        super.init(frame: frame)
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
    }

    override func updateConstraints() {
        updates += 1
        if updates == 1 {
            LayoutConstraint.activate([
                content.leadingAnchor == leadingAnchor + 12, content.trailingAnchor == trailingAnchor - 12,
                content.topAnchor == topAnchor + 6, content.heightAnchor == 30,
            ])
        }
        super.updateConstraints()
    }
}

/// Lends its baselines to an inner view 30 points down (UIKit's `forLastBaselineLayout`;
/// `forFirstBaselineLayout` follows it by default).
private final class CaptionedView: View {
    let caption = View("caption")

    override init(frame: Rect) {
        super.init(frame: frame)
        caption.translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        LayoutConstraint.activate([
            caption.topAnchor == topAnchor + 30, caption.heightAnchor == 10,
            caption.leadingAnchor == leadingAnchor, caption.widthAnchor == 50,
        ])
    }

    override var forLastBaselineLayout: View { caption }
}

/// Names the subviews it gains and loses, in order.
private final class WatchingView: View {
    var log: [String] = []
    override func didAddSubview(_ subview: View) { log.append("added \(subview.debugName)") }
    override func willRemoveSubview(_ subview: View) { log.append("removing \(subview.debugName) from \(subview.superview?.debugName ?? "nothing")") }
}

@Suite struct SubclassHookTests {
    private func pinnedTopLeft(_ view: View, in root: View, x: Double = 10, y: Double = 20) {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        LayoutConstraint.activate([view.leadingAnchor == root.leadingAnchor + x, view.topAnchor == root.topAnchor + y])
    }

    @Test func anOverriddenIntrinsicContentSizeSizesTheView() {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let badge = CountBadge("badge")
        pinnedTopLeft(badge, in: root)
        root.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 10, y: 20, width: 30, height: 16))
        badge.count = 1234
        root.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 10, y: 20, width: 60, height: 16))
    }

    @Test func anOverriddenLayoutSubviewsPlacesTheSubviews() {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let columns = ColumnsView("columns")
        pinnedTopLeft(columns, in: root, x: 0, y: 0)
        LayoutConstraint.activate([columns.widthAnchor == 240, columns.heightAnchor == 50])
        let parts = ["a", "b", "c"].map { View($0) }
        for part in parts { columns.addSubview(part) }
        root.layoutIfNeeded()
        #expect(columns.frame == Rect(x: 0, y: 0, width: 240, height: 50))
        #expect(parts.map(\.frame) == [Rect(x: 0, y: 0, width: 80, height: 50),
                                       Rect(x: 80, y: 0, width: 80, height: 50),
                                       Rect(x: 160, y: 0, width: 80, height: 50)])
    }

    @Test func anOverriddenUpdateConstraintsMakesConstraintsBeforeLayout() {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let container = InsetContainer("container")
        pinnedTopLeft(container, in: root)
        LayoutConstraint.activate([container.widthAnchor == 200, container.heightAnchor == 100])
        root.layoutIfNeeded()
        #expect(container.updates == 1)
        #expect(container.content.frame == Rect(x: 12, y: 6, width: 176, height: 30))
        container.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(container.updates == 2)
    }

    @Test func overriddenBaselineViewsPlaceBaselineConstraints() {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let captioned = CaptionedView("captioned")
        pinnedTopLeft(captioned, in: root, x: 0, y: 40)
        LayoutConstraint.activate([captioned.widthAnchor == 100, captioned.heightAnchor == 80])
        let first = View("first"), last = View("last")
        for marker in [first, last] {
            marker.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(marker)
            LayoutConstraint.activate([marker.leadingAnchor == root.leadingAnchor + 150,
                                       marker.widthAnchor == 10, marker.heightAnchor == 10])
        }
        LayoutConstraint.activate([first.topAnchor == captioned.firstBaselineAnchor,
                                   last.topAnchor == captioned.lastBaselineAnchor])
        root.layoutIfNeeded()
        // The caption spans y 70...80 in the root: its top is the first baseline, its bottom the last.
        #expect(first.frame == Rect(x: 150, y: 70, width: 10, height: 10))
        #expect(last.frame == Rect(x: 150, y: 80, width: 10, height: 10))
        #expect(captioned.baselines == Baselines(first: 30, last: 40))
    }

    @Test func subviewHooksRunAroundAddingAndRemoving() {
        let watcher = WatchingView("watcher")
        let child = View("child")
        watcher.addSubview(child)
        child.removeFromSuperview()
        #expect(watcher.log == ["added child", "removing child from watcher"])
    }
}
