import Testing
@testable import Plumb

/// UIKit's scroll-view rule (Auto Layout Guide, "Working with Scroll Views"): constraints
/// between a scroll view's edges and its content attach to the content area; width, height
/// and centre attach to the frame.
@Suite struct ScrollViewEdgeTests {
    final class Block: View {
        let height: Double
        init(_ id: String, height: Double) {
            self.height = height
            super.init()
            identifier = id
        }
        override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: height) }
    }

    /// A vertical stack pinned to the four edges of a 320×200 scroll view, as wide as the
    /// scroll view, holding 320 points of content (four 80-point blocks): UIKit gives it
    /// 320×320 and a content size of 320×320, scrollable; the bottom edge belongs to the
    /// content, not the 200-point frame.
    @Test func edgesToContentSizeToFrame() {
        let blocks = (0..<4).map { Block("b\($0)", height: 80) }
        let stack = StackView(arrangedSubviews: blocks)
        stack.axis = .vertical
        stack.identifier = "stack"
        let scroll = ScrollView("scroll")
        let scene = Scene("scroll", width: 320, height: 200) { root in
            scroll.containing { stack }
            scroll.edges == root.edges
            stack.topAnchor == scroll.topAnchor
            stack.bottomAnchor == scroll.bottomAnchor
            stack.leadingAnchor == scroll.leadingAnchor
            stack.trailingAnchor == scroll.trailingAnchor
            stack.widthAnchor == scroll.widthAnchor
        }
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(scroll.frame == Rect(x: 0, y: 0, width: 320, height: 200))
        #expect(stack.frame == Rect(x: 0, y: 0, width: 320, height: 320))
        #expect(scroll.contentSize == Size(width: 320, height: 320))
        #expect(blocks.map(\.frame.minY) == [0, 80, 160, 240])
        #expect(scene.root.ambiguousItemsInSubtree().isEmpty)
    }

    /// Centring on a scroll view centres on its frame, as UIKit does.
    @Test func centresStayOnTheFrame() {
        let scroll = ScrollView("scroll"), badge = View("badge")
        let scene = Scene("centre", width: 300, height: 200) { root in
            scroll.containing { badge }
            scroll.edges == root.edges
            badge.centerXAnchor == scroll.centerXAnchor
            badge.centerYAnchor == scroll.centerYAnchor
            badge.widthAnchor == 40
            badge.heightAnchor == 20
            // The content area: the badge's edges plus 500 below, so it is not the frame.
            badge.topAnchor == scroll.topAnchor + 90
            scroll.bottomAnchor == badge.bottomAnchor + 500
            badge.leadingAnchor == scroll.leadingAnchor + 130
            scroll.trailingAnchor == badge.trailingAnchor + 130
        }
        defer { withExtendedLifetime(scene) {} }
        scene.layout()
        #expect(badge.frame == Rect(x: 130, y: 90, width: 40, height: 20))
        #expect(scroll.contentSize == Size(width: 300, height: 610))
    }
}
