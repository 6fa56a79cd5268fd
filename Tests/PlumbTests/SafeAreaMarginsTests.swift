import Testing
@testable import Plumb

/// Layout margins measured from the safe area (UIKit's `insetsLayoutMarginsFromSafeArea`,
/// default true): on each edge the margins guide is inset by the safe-area inset plus the margin.
///
/// The devices' safe areas are docs/DEVICES.md's: iPhone 15 is 393 × 852 with [59, 0, 34, 0]
/// in portrait and [0, 59, 21, 59] in landscape; iPad (10th generation) is 820 × 1180 with
/// [24, 0, 20, 0] in both orientations.
@Suite struct SafeAreaMarginsTests {
    /// A device scene whose `card` fills the root's margins guide.
    private func marginsScene(_ device: Device, _ orientation: Orientation, insetFromSafeArea: Bool = true) -> (Scene, View) {
        let card = View("card")
        let scene = Scene("margins", device: device, orientation: orientation) { root in
            card
            card.edges == root.layoutMarginsGuide.edges
        }
        scene.root.insetsLayoutMarginsFromSafeArea = insetFromSafeArea
        scene.layout()
        return (scene, card)
    }

    @Test func theRootsMarginsGuideStartsEightPointsInsideTheSafeAreaOnIPhone15() {
        // Portrait: top 59 + 8 = 67; bottom 852 − 34 − 8 = 810; sides 8 (no side insets).
        let (portrait, card) = marginsScene(.iPhone15, .portrait)
        #expect(portrait.root.layoutMarginsGuide.layoutFrame == rect(8, 67, 377, 743))
        #expect(card.frame == rect(8, 67, 377, 743))
        #expect(portrait.root.safeAreaAdjustedLayoutMargins == EdgeInsets(top: 67, left: 8, bottom: 42, right: 8))
        // Landscape: the sensor housing's 59 on both sides + 8 = 67; bottom 393 − 21 − 8 = 364.
        let (landscape, wide) = marginsScene(.iPhone15, .landscape)
        #expect(landscape.root.layoutMarginsGuide.layoutFrame == rect(67, 8, 718, 356))
        #expect(wide.frame == rect(67, 8, 718, 356))
    }

    @Test func theRootsMarginsGuideOnIPadInBothOrientations() {
        // The status bar's 24 + 8 = 32 at the top, the home indicator's 20 + 8 = 28 at the bottom.
        let (portrait, card) = marginsScene(.iPad, .portrait)
        #expect(card.frame == rect(8, 32, 804, 1180 - 32 - 28))
        #expect(portrait.root.layoutMarginsGuide.layoutFrame == rect(8, 32, 804, 1120))
        let (landscape, wide) = marginsScene(.iPad, .landscape)
        #expect(wide.frame == rect(8, 32, 1164, 820 - 32 - 28))
        #expect(landscape.root.layoutMarginsGuide.layoutFrame == rect(8, 32, 1164, 760))
    }

    @Test func turnedOffTheMarginsAreMeasuredFromTheFrame() {
        // UIKit: "your margins … remain at their original locations, even when they are
        // outside the safe area" — Plumb's old numbers, 51 points above the safe area's top.
        let (portrait, card) = marginsScene(.iPhone15, .portrait, insetFromSafeArea: false)
        #expect(card.frame == rect(8, 8, 377, 836))
        #expect(portrait.root.safeAreaAdjustedLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let (_, wide) = marginsScene(.iPhone15, .landscape, insetFromSafeArea: false)
        #expect(wide.frame == rect(8, 8, 836, 377))
    }

    /// A subview that touches the top of the screen gets the top inset as its safe area, and its
    /// margins start 8 points inside it; a subview wholly inside the safe area keeps plain margins.
    @Test func aSubviewTouchingTheUnsafeAreaGetsItsMarginInsideTheSafeArea() {
        let header = View("header"), title = View("title")
        let middle = View("middle"), body = View("body")
        let scene = Scene("header", device: .iPhone15) { root in
            header
            middle
            header.topAnchor == root.topAnchor
            header.leadingAnchor == root.leadingAnchor
            header.trailingAnchor == root.trailingAnchor
            header.heightAnchor == 120
            middle.topAnchor == root.topAnchor + 300
            middle.leadingAnchor == root.leadingAnchor + 20
            middle.widthAnchor == 200
            middle.heightAnchor == 100
        }
        header.addSubview(title)
        middle.addSubview(body)
        for (view, parent) in [(title, header), (body, middle)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([view.topAnchor == parent.layoutMarginsGuide.topAnchor,
                                       view.leadingAnchor == parent.layoutMarginsGuide.leadingAnchor,
                                       view.trailingAnchor == parent.layoutMarginsGuide.trailingAnchor,
                                       view.heightAnchor == 20])
        }
        scene.layout()
        // The header covers the top 59 unsafe points: its safe area starts at 59, its margin at 67.
        #expect(header.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(title.frame == rect(8, 67, 377, 20))
        // The middle view is inside the safe area: margins of 8.
        #expect(middle.safeAreaInsets == .zero)
        #expect(body.frame == rect(8, 8, 184, 20))
        // Turned off on the header, its margin goes back to y = 8.
        header.insetsLayoutMarginsFromSafeArea = false
        scene.root.layoutIfNeeded()
        #expect(title.frame == rect(8, 8, 377, 20))
    }

    /// In landscape the header spans the sensor housing on both sides: its leading and trailing
    /// margins are 59 + 8 = 67 from its edges.
    @Test func aFullWidthSubviewInLandscapeKeepsItsMarginsClearOfTheSensorHousing() {
        let header = View("header"), title = View("title")
        let scene = Scene("header", device: .iPhone15, orientation: .landscape) { root in
            header
            header.topAnchor == root.topAnchor
            header.leadingAnchor == root.leadingAnchor
            header.trailingAnchor == root.trailingAnchor
            header.heightAnchor == 60
        }
        header.addSubview(title)
        title.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([title.topAnchor == header.layoutMarginsGuide.topAnchor,
                                   title.leadingAnchor == header.layoutMarginsGuide.leadingAnchor,
                                   title.trailingAnchor == header.layoutMarginsGuide.trailingAnchor,
                                   title.bottomAnchor == header.layoutMarginsGuide.bottomAnchor])
        scene.layout()
        #expect(header.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        #expect(title.frame == rect(67, 8, 852 - 134, 44))
    }

    /// A view reaching past the screen's top gets the root's top inset, no more (UIKit caps a
    /// subview's safe area at its superview's), so its margin stays 8 inside the safe area.
    @Test func aViewPastTheScreensEdgeHasItsInsetCappedAtTheRoots() {
        let sheet = View("sheet"), title = View("title")
        let scene = Scene("sheet", width: 375, height: 812) { root in
            sheet
            sheet.topAnchor == root.topAnchor - 100
            sheet.leadingAnchor == root.leadingAnchor
            sheet.widthAnchor == 375
            sheet.heightAnchor == 300
        }
        scene.root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        sheet.addSubview(title)
        title.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([title.topAnchor == sheet.layoutMarginsGuide.topAnchor,
                                   title.leadingAnchor == sheet.leadingAnchor,
                                   title.widthAnchor == 100, title.heightAnchor == 20])
        scene.layout()
        // The overlap with the unsafe band is 147 points, capped at the root's 47.
        #expect(sheet.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        // 47 + 8 below the sheet's top (−100): y = −45 in the root, 55 in the sheet.
        #expect(title.frame == rect(0, 55, 100, 20))
    }
}
