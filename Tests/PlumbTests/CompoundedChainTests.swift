import Plumb
import PlumbTestSupport
import Testing

/// Issue [Robustness]'s 53 views whose widths are each 10⁶ times the next's, built through the
/// Swift API instead of a scene file: the engine never traps, and never passes an infinite
/// frame silently, with or without a trailing pin.
@Suite struct CompoundedChainTests {
    func chain(pinned: Bool) -> (root: View, views: [View], messages: [LayoutMessage]) {
        let root = View("root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 600)
        let views = (0..<53).map { View("v\($0)") }
        for view in views { view.translatesAutoresizingMaskIntoConstraints = false }
        var constraints: [LayoutConstraint] = [views[52].widthAnchor.constraint(equalToConstant: 10)]
        for (i, view) in views.enumerated() {
            root.addSubview(view)
            constraints += [view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                            view.topAnchor.constraint(equalTo: root.topAnchor),
                            view.heightAnchor.constraint(equalToConstant: 10)]
            if i < 52 { constraints.append(view.widthAnchor.constraint(equalTo: views[i + 1].widthAnchor, multiplier: 1e6)) }
        }
        if pinned { constraints.append(views[0].trailingAnchor.constraint(equalTo: root.trailingAnchor)) }
        let sink = CollectingSink()
        LayoutLog.$sink.withValue(sink) {
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }
        return (root, views, sink.messages)
    }

    /// Unpinned, the first width is 10 × 10⁳¹², past `Double`: an error, not a silent `inf`.
    @Test func anInfiniteFrameIsAnError() {
        let (_, views, messages) = chain(pinned: false)
        #expect(views[52].frame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(views[1].frame.width == 1e307 || abs(views[1].frame.width / 1e307 - 1) < 1e-9)
        #expect(views[0].frame.width == .infinity)
        #expect(messages.map(\.text) == ["Invalid width of v0's frame: inf is not a finite number."])
    }

    /// Pinned to the root's trailing edge, the chain can't hold: the conflict is reported and
    /// recovered from, as UIKit does, and every frame is a number.
    @Test func pinnedItIsAConflictRecoveredFrom() {
        let (root, views, messages) = chain(pinned: true)
        #expect(views[0].frame == Rect(x: 0, y: 0, width: 400, height: 10))
        #expect(views.dropFirst().allSatisfy { $0.frame.width == 0 && $0.frame.height == 10 })
        #expect(messages.count == 1)
        #expect(messages.first?.text.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(root.subviews.allSatisfy { $0.frame.width.isFinite })
    }
}
