import Plumb
@testable import PlumbRender
import Testing

/// The `safearea` overlay: a light tint over the root's unsafe bands and a dashed outline of
/// each safe area, with the numbers UIKit derives.
@Suite struct OverlaySafeAreaTests {
    typealias F = OverlayFixture

    @Test func tintsTheUnsafeBandsAndOutlinesEachSafeArea() {
        let root = F.root(375, 812)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let card = F.add("card", to: root)
        F.place(card, 0, 20, 375, 200)
        let inner = F.add("inner", to: card)
        LayoutConstraint.activate(inner.edges == card.safeAreaLayoutGuide.edges)
        let plain = F.add("plain", to: root)
        F.place(plain, 0, 400, 375, 100)
        let context = F.record(.safeArea, root)

        let fills = context.fills(OverlayStyle.safeAreaTint)
        #expect(fills.count == 1)
        // The root's bands outside its safe area: 47 at the top, 34 at the bottom (812 − 34 = 778).
        #expect(F.rects(in: fills[0]) == [Rect(x: 0, y: 0, width: 375, height: 47), Rect(x: 0, y: 778, width: 375, height: 34)])
        #expect(OverlayStyle.safeAreaTint.alpha < 0.5)       // a tint, not an opaque cover

        let strokes = context.strokes(OverlayStyle.safeArea)
        #expect(strokes.count == 1)
        #expect(!strokes[0].dash.isEmpty)
        // The root's safe area (0, 47, 375, 731), and the card's: it starts at 20, so its
        // safe area starts 27 points down, at 47, and is 200 − 27 = 173 tall. `plain` has no
        // safe-area guide, so it has no outline.
        #expect(F.rects(in: strokes[0].path) == [F.inset(Rect(x: 0, y: 47, width: 375, height: 731), 0.5),
                                                 F.inset(Rect(x: 0, y: 47, width: 375, height: 173), 0.5)])
        #expect(inner.frame == Rect(x: 0, y: 27, width: 375, height: 173))
        // Without a guide the insets are still derived: 400...500 is inside the safe area.
        #expect(plain.safeAreaInsets == .zero)
    }

    @Test func drawsNothingWithoutASafeArea() {
        let root = F.root(200, 100)
        F.place(F.add("a", to: root), 10, 10, 50, 30)
        let context = F.record(.all, root)
        #expect(context.fills(OverlayStyle.safeAreaTint).isEmpty)
        #expect(context.strokes(OverlayStyle.safeArea).isEmpty)
    }
}
