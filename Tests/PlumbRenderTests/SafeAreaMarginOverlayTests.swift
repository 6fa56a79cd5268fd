import Testing
@testable import Plumb
@testable import PlumbRender

/// The constraints overlay reads a view's margins as its margins guide does: inset from the
/// safe area (`View.safeAreaAdjustedLayoutMargins`), not the bare `layoutMargins`. On an
/// iPhone 15 in portrait (safe area 59 at the top) the root's top margin is 59 + 8 = 67, so a
/// view pinned to it holds there; read from the bare margins it would miss by 59 and be drawn red.
@Suite struct SafeAreaMarginOverlayTests {
    @Test func aConstraintToTheTopMarginHoldsInTheConstraintsOverlay() throws {
        let title = View("title")
        let scene = Scene("margins", device: .iPhone15, orientation: .portrait) { root in
            title
            title.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
            title.topAnchor == root.layoutMarginsGuide.topAnchor
            title.widthAnchor == 100
            title.heightAnchor == 20
        }
        scene.layout()
        #expect(title.frame.minY == 67)
        let overlay = OverlayScene(root: scene.root)
        let first = try #require(overlay.geometry(of: title)), second = try #require(overlay.geometry(of: scene.root))
        let margin = try LayoutConstraint(item: title, attribute: .top, relatedBy: .equal, toItem: scene.root,
                                          attribute: .topMargin, multiplier: 1, constant: 0)
        #expect(ConstraintOverlayGeometry.violation(of: margin, first: first, second: second, scene: overlay) == 0)
        #expect(ConstraintOverlayGeometry.status(of: margin, first: first, second: second, scene: overlay) == .satisfied)
    }
}
