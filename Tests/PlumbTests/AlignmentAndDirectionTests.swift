import Testing
@testable import Plumb

/// A view whose frame reaches 10 beyond its alignment rect on the bottom and right (a shadow).
final class ShadowedView: View {
    override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 10, right: 10) }
}

@Suite struct AlignmentRectTests {
    @Test func constraintsActOnTheAlignmentRect() {
        let root = makeRoot(300, 300)
        let card = addView("card", to: root, ShadowedView())
        LayoutConstraint.activate([card.leadingAnchor == root.leadingAnchor + 20, card.topAnchor == root.topAnchor + 20,
                                   card.widthAnchor == 100, card.heightAnchor == 50])
        root.layoutIfNeeded()
        #expect(card.frame == rect(20, 20, 110, 60))
        #expect(card.alignmentRect(forFrame: card.frame) == rect(20, 20, 100, 50))
    }

    /// Exact for values the insets add to without rounding (binary fractions, as pixel grids are).
    @Test(arguments: [rect(0, 0, 10, 10), rect(-3.5, 7.25, 0, 1e6), rect(0.0009765625, 2e5, 44.125, 0.5)])
    func alignmentRectAndFrameAreInverses(frame: Rect) {
        let view = View()
        view.customAlignmentRectInsets = EdgeInsets(top: 2, left: 4.5, bottom: -1.25, right: 8)
        #expect(view.frame(forAlignmentRect: view.alignmentRect(forFrame: frame)) == frame)
        #expect(view.alignmentRect(forFrame: view.frame(forAlignmentRect: frame)) == frame)
    }

    @Test func baselineDelegation() {
        // A badge view whose baseline is its icon's bottom.
        final class Badge: View {
            let icon = View("icon")
            override var forFirstBaselineLayout: View { icon }
            override var forLastBaselineLayout: View { icon }
        }
        let root = makeRoot(300, 300)
        let badge = addView("badge", to: root, Badge())
        badge.icon.translatesAutoresizingMaskIntoConstraints = false
        badge.addSubview(badge.icon)
        let label = addView("label", to: root, Label(text: "Name"))
        LayoutConstraint.activate {
            badge.leadingAnchor == root.leadingAnchor
            badge.topAnchor == root.topAnchor + 10
            badge.size == Size(width: 60, height: 60)
            badge.icon.leadingAnchor == badge.leadingAnchor
            badge.icon.topAnchor == badge.topAnchor + 5
            badge.icon.size == Size(width: 20, height: 20)
            label.leadingAnchor == badge.trailingAnchor + 8
            label.lastBaselineAnchor == badge.lastBaselineAnchor
        }
        root.layoutIfNeeded()
        // Icon bottom in root: 10 + 5 + 20 = 35; label baseline 17 below its top → top 18.
        #expect(label.frame.minY == 18)
    }
}

@Suite struct DirectionTests {
    private func layout(_ direction: LayoutDirection) -> (View, View, View, View) {
        let root = makeRoot(320, 100)
        root.layoutDirection = direction
        let a = addView("a", to: root), b = addView("b", to: root), fixed = addView("fixed", to: root)
        LayoutConstraint.activate {
            a.leadingAnchor == root.leadingAnchor + 10
            a.widthAnchor == 50
            b.leadingAnchor == a.trailingAnchor + 8
            b.trailingAnchor == root.trailingAnchor - 20
            fixed.leftAnchor == root.leftAnchor + 5
            fixed.widthAnchor == 30
            a.topAnchor == root.topAnchor
            b.topAnchor == root.topAnchor
            fixed.topAnchor == a.bottomAnchor
            a.heightAnchor == 10
            b.heightAnchor == 10
            fixed.heightAnchor == 10
        }
        root.layoutIfNeeded()
        return (root, a, b, fixed)
    }

    @Test func leadingAndTrailingMirrorUnderRightToLeft() {
        let (_, a, b, fixed) = layout(.leftToRight)
        #expect(a.frame == rect(10, 0, 50, 10))
        #expect(b.frame == rect(68, 0, 232, 10))
        #expect(fixed.frame == rect(5, 10, 30, 10))
        let (_, ra, rb, rfixed) = layout(.rightToLeft)
        #expect(ra.frame == rect(320 - 10 - 50, 0, 50, 10))
        #expect(rb.frame == rect(20, 0, 232, 10))
        // left and right never move.
        #expect(rfixed.frame == rect(5, 10, 30, 10))
    }

    @Test func switchingDirectionRebuildsDirectionalConstraints() {
        let (root, a, b, _) = layout(.leftToRight)
        root.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(a.frame == rect(260, 0, 50, 10))
        #expect(b.frame == rect(20, 0, 232, 10))
    }

    @Test func semanticAttributeForcesADirection() {
        let root = makeRoot(200, 100)
        root.layoutDirection = .rightToLeft
        let box = addView("box", to: root)
        box.semanticContentAttribute = .forceLeftToRight
        #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        LayoutConstraint.activate {
            box.leadingAnchor == root.leadingAnchor + 10
            box.topAnchor == root.topAnchor
            box.size == Size(width: 20, height: 20)
        }
        root.layoutIfNeeded()
        #expect(box.frame.minX == 10)
    }

    @Test func directionalMarginsFlip() {
        let root = makeRoot(200, 100)
        root.layoutDirection = .rightToLeft
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 5)
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 5, bottom: 0, right: 30))
        let box = addView("box", to: root)
        LayoutConstraint.activate(box.edges == root.layoutMarginsGuide.edges)
        root.layoutIfNeeded()
        #expect(box.frame == rect(5, 0, 165, 100))
    }
}
