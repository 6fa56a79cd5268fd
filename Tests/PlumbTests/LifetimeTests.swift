import Testing
@testable import Plumb

/// Views, guides, constraints and the engine form no retain cycles: a tree goes away when the
/// last outside reference does.
@Suite struct LifetimeTests {
    @Test func aLaidOutTreeIsFreed() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakGuide: LayoutGuide?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = makeRoot(200, 200)
            let child = addView("child", to: root)
            let guide = LayoutGuide()
            root.addLayoutGuide(guide)
            let width = child.widthAnchor == 10
            LayoutConstraint.activate([width, child.heightAnchor == 10, child.leadingAnchor == root.leadingAnchor,
                                       child.topAnchor == root.layoutMarginsGuide.topAnchor,
                                       guide.widthAnchor == child.widthAnchor, guide.heightAnchor == 5,
                                       guide.leadingAnchor == root.leadingAnchor, guide.topAnchor == root.topAnchor])
            root.layoutIfNeeded()
            #expect(child.frame == rect(0, 8, 10, 10))
            weakRoot = root
            weakChild = child
            weakGuide = guide
            weakConstraint = width
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakGuide == nil)
        #expect(weakConstraint == nil)
    }

    @Test func aRemovedSubviewOutlivesItsOldTree() {
        let child = View("child")
        do {
            let root = makeRoot(100, 100)
            root.addSubview(child)
            root.layoutIfNeeded()
            child.removeFromSuperview()
        }
        #expect(child.superview == nil)
        let other = makeRoot(50, 50)
        other.addSubview(child)
        other.layoutIfNeeded()
        #expect(child.superview === other)
    }

    @Test func aSubviewOutlivesItsParent() {
        let child = View("child")
        do {
            let root = makeRoot(100, 100)
            root.addSubview(child)
            root.layoutIfNeeded()
        }
        #expect(child.superview == nil)
    }
}
