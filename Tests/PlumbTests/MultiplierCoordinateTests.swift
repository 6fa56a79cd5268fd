import Testing
@testable import Plumb

/// UIKit reads a constraint in the coordinates of its items' nearest common ancestor: a
/// superview's attributes in its own bounds. Multipliers on positions depend on it.
@Suite struct MultiplierCoordinateTests {
    /// A parent at (100, 50), 200 × 120: `child.centerX == 0.5 * parent.centerX` puts the
    /// child's centre at a quarter of the parent's width (50 in the parent), not at half the
    /// parent's centre in window coordinates.
    @Test func proportionalPositionsAreInTheSuperviewsBounds() throws {
        let root = makeRoot(400, 300)
        let parent = addView("parent", to: root), child = addView("child", to: parent)
        let quarter = try LayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: parent,
                                           attribute: .centerX, multiplier: 0.5)
        let low = try LayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: parent,
                                       attribute: .bottom, multiplier: 0.75)
        LayoutConstraint.activate([quarter, low])
        LayoutConstraint.activate {
            parent.leadingAnchor == root.leadingAnchor + 100
            parent.topAnchor == root.topAnchor + 50
            parent.size == Size(width: 200, height: 120)
            child.size == Size(width: 20, height: 10)
        }
        root.layoutIfNeeded()
        // centre x = 0.5 × 100 = 50 → minX 40; centre y = 0.75 × 120 = 90 → minY 85.
        #expect(child.frame == rect(40, 85, 20, 10))
        // Moving the parent moves the child with it: the proportion is the parent's own.
        root.constraints.first { $0.firstItem === parent && $0.firstAttribute == .leading }?.constant = 30
        root.layoutIfNeeded()
        #expect(parent.frame.minX == 30)
        #expect(child.frame == rect(40, 85, 20, 10))
    }

    /// Siblings: read in their superview's coordinates, whose origin is not the window's.
    @Test func siblingsWithAMultiplierUseTheirSuperviewsOrigin() throws {
        let root = makeRoot(400, 300)
        let box = addView("box", to: root)
        let a = addView("a", to: box), b = addView("b", to: box)
        LayoutConstraint.activate([try LayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: a,
                                                        attribute: .leading, multiplier: 2)])
        LayoutConstraint.activate {
            box.leadingAnchor == root.leadingAnchor + 60
            box.topAnchor == root.topAnchor + 10
            box.size == Size(width: 300, height: 200)
            a.leadingAnchor == box.leadingAnchor + 40
            a.topAnchor == box.topAnchor
            a.size == Size(width: 10, height: 10)
            b.size == Size(width: 10, height: 10)
            b.topAnchor == box.topAnchor
        }
        root.layoutIfNeeded()
        // In box's coordinates a.leading = 40, so b.leading = 80 (not 2 × 100 − 60 = 140).
        #expect(a.frame.minX == 40)
        #expect(b.frame.minX == 80)
    }

    /// At the root, window and superview coordinates agree: nothing changes there.
    @Test func atTheRootNothingChanges() throws {
        let root = makeRoot(400, 300)
        let child = addView("child", to: root)
        LayoutConstraint.activate([try LayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: root,
                                                        attribute: .centerX, multiplier: 0.5)])
        LayoutConstraint.activate {
            child.size == Size(width: 20, height: 20)
            child.topAnchor == root.topAnchor
        }
        root.layoutIfNeeded()
        #expect(child.frame == rect(90, 0, 20, 20))
    }
}
