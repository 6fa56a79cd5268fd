import Testing
@testable import Plumb

@Suite struct HierarchyTests {
    @Test func addInsertAndRemoveKeepOrder() {
        let root = makeRoot(100, 100)
        let a = View("a"), b = View("b"), c = View("c")
        root.addSubview(a)
        root.addSubview(c)
        root.insertSubview(b, at: 1)
        #expect(root.subviews.map(\.debugName) == ["a", "b", "c"])
        #expect(b.superview === root)
        b.removeFromSuperview()
        #expect(root.subviews.map(\.debugName) == ["a", "c"])
        #expect(b.superview == nil)
        root.insertSubview(b, at: 99)
        #expect(root.subviews.last === b)
    }

    @Test func addingAViewToItsDescendantIsAnErrorNotAHang() {
        let root = makeRoot(100, 100)
        let child = View("child"), grandchild = View("grandchild")
        root.addSubview(child)
        child.addSubview(grandchild)
        let log = capturingLog {
            grandchild.addSubview(root)
            child.addSubview(child)
        }
        #expect(log.compactMap(\.error) == [
            .cyclicHierarchy(view: "root", superview: "grandchild"),
            .cyclicHierarchy(view: "child", superview: "child"),
        ])
        #expect(root.superview == nil)
        #expect(child.superview === root)
        #expect(child.subviews.map(\.debugName) == ["grandchild"])
    }

    @Test func removeFromSuperviewDropsConstraintsThatReachOutOfTheSubtree() {
        let root = makeRoot(200, 200)
        let card = addView("card", to: root)
        let title = addView("title", to: card)
        let inner = title.widthAnchor.constraint(equalToConstant: 50)
        let outer = title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let cardToRoot = card.topAnchor.constraint(equalTo: root.topAnchor)
        let titleToCard = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4)
        LayoutConstraint.activate([inner, outer, cardToRoot, titleToCard])
        #expect(outer.isActive && root.constraints.contains { $0 === outer })
        card.removeFromSuperview()
        #expect(!outer.isActive)
        #expect(!cardToRoot.isActive)
        #expect(inner.isActive && titleToCard.isActive)
        #expect(root.constraints.isEmpty)
        #expect(card.constraints.map(\.equationDescription) == ["title.top == card.top + 4"])
    }

    @Test func constraintsAreInstalledOnTheNearestCommonAncestor() {
        let root = makeRoot(200, 200)
        let left = addView("left", to: root), right = addView("right", to: root)
        let leftChild = addView("leftChild", to: left)
        let width = leftChild.widthAnchor.constraint(equalToConstant: 10)
        let sibling = leftChild.leadingAnchor.constraint(equalTo: right.leadingAnchor)
        let parent = leftChild.topAnchor.constraint(equalTo: left.topAnchor)
        LayoutConstraint.activate([width, sibling, parent])
        #expect(leftChild.constraints.first === width)
        #expect(root.constraints.first === sibling)
        #expect(left.constraints.first === parent)
    }

    @Test func constraintAcrossUnrelatedTreesIsAnError() {
        let a = makeRoot(100, 100, "treeA"), b = makeRoot(100, 100, "treeB")
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let log = capturingLog { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(log.compactMap(\.error) == [.noCommonAncestor(constraint: "treeA.leading == treeB.leading")])
        #expect(log.first?.text.contains("no common ancestor") == true)
    }

    @Test func guideOutsideAnyHierarchyIsAnError() {
        let root = makeRoot(100, 100)
        let guide = LayoutGuide()
        guide.identifier = "gap"
        let constraint = guide.widthAnchor.constraint(equalTo: root.widthAnchor)
        let log = capturingLog { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(log.compactMap(\.error) == [.itemNotInHierarchy(constraint: "gap.width == root.width", item: "gap")])
    }

    @Test func layoutGuidesTakePartInLayout() {
        let root = makeRoot(300, 100)
        let a = addView("a", to: root), b = addView("b", to: root)
        let gap = LayoutGuide()
        root.addLayoutGuide(gap)
        LayoutConstraint.activate([
            a.leadingAnchor == root.leadingAnchor, a.widthAnchor == 50,
            gap.leadingAnchor == a.trailingAnchor, gap.widthAnchor == 0.5 * root.widthAnchor,
            b.leadingAnchor == gap.trailingAnchor, b.trailingAnchor == root.trailingAnchor,
            a.topAnchor == root.topAnchor, b.topAnchor == root.topAnchor, gap.topAnchor == root.topAnchor,
            a.heightAnchor == 10, b.heightAnchor == 10, gap.heightAnchor == 10,
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == rect(50, 0, 150, 10))
        #expect(b.frame == rect(200, 0, 100, 10))
        root.removeLayoutGuide(gap)
        #expect(root.layoutGuides.isEmpty)
        // a.width and a/b heights live on a and b; the root keeps the four that don't name the guide.
        #expect(root.constraints.map(\.equationDescription) == [
            "a.leading == root.leading", "b.trailing == root.trailing", "a.top == root.top", "b.top == root.top",
        ])
    }

    @Test func marginsGuideDefaultsToEightAndFollowsMargins() {
        let root = makeRoot(200, 100)
        let box = addView("box", to: root)
        LayoutConstraint.activate(box.edges == root.layoutMarginsGuide.edges)
        root.layoutIfNeeded()
        #expect(box.frame == rect(8, 8, 184, 84))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.layoutIfNeeded()
        #expect(box.frame == rect(2, 1, 194, 96))
        #expect(root.layoutMarginsGuide.layoutFrame == rect(2, 1, 194, 96))
    }

    @Test func marginAttributesActOnTheMarginsGuide() throws {
        let root = makeRoot(200, 100)
        let box = addView("box", to: root)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        try LayoutConstraint.activate([
            LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin),
            LayoutConstraint(item: root, attribute: .trailingMargin, relatedBy: .equal, toItem: box, attribute: .trailing),
            LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin),
            LayoutConstraint(item: box, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == rect(16, 10, 168, 80))
    }

    @Test func safeAreaGuideOfRootAndOfSubviews() {
        let root = makeRoot(375, 812)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let header = addView("header", to: root)
        let inset = addView("inset", to: header)
        LayoutConstraint.activate {
            header.topAnchor == root.topAnchor
            header.leadingAnchor == root.leadingAnchor
            header.trailingAnchor == root.trailingAnchor
            header.heightAnchor == 100
            inset.edges == header.safeAreaLayoutGuide.edges
        }
        root.layoutIfNeeded()
        #expect(root.safeAreaLayoutGuide.layoutFrame == rect(0, 44, 375, 734))
        // The header starts at 0, so the root's 44-point top inset reaches 44 into it.
        #expect(header.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(inset.frame == rect(0, 44, 375, 56))
    }
}
