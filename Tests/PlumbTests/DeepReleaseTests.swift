@testable import Plumb
import Testing

/// Releasing a very deep tree: views are freed one after the other, not from inside each
/// other's deinit, which nested as deep as the tree and overflowed the stack.
@Suite struct DeepReleaseTests {
    @Test func aChainOfAHundredThousandViewsIsFreedWithoutOverflowingTheStack() {
        weak var deepest: View?
        weak var middle: View?
        do {
            let root = View()
            var parent = root
            for index in 0..<100_000 {
                let view = View()
                parent.addSubview(view)
                if index == 50_000 { middle = view }
                parent = view
            }
            deepest = parent
            #expect(deepest != nil)
        }
        #expect(deepest == nil)
        #expect(middle == nil)
    }

    @Test func aSubviewHeldElsewhereOutlivesItsSuperviewWithItsSubtree() {
        let kept: View
        weak var child: View?
        do {
            let root = View()
            let middle = View()
            let leaf = View()
            root.addSubview(middle)
            middle.addSubview(leaf)
            child = leaf
            kept = middle
        }
        #expect(kept.superview == nil)
        #expect(kept.subviews.count == 1)
        #expect(child?.superview === kept)
    }
}
