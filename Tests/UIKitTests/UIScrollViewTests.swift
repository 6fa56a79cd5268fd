import Plumb
import PlumbRender
import PlumbTestSupport
import Testing
import UIKit

@Suite struct UIScrollViewTests {
    @Test func aFormInAScrollViewTakesItsContentSizeFromTheContentGuide() throws {
        let form = FormViewController()
        let window = showOnIPhone15(form)
        defer { withExtendedLifetime(window) {} }
        let scroll = form.scrollView
        #expect(scroll.frame.plumb ≈ Rect(x: 0, y: 0, width: 393, height: 852))
        // The stack is inset 16 at the sides and 20 at the top and bottom of the content.
        #expect(form.stack.frame.minX ≐ 16)
        #expect(form.stack.frame.minY ≐ 20)
        #expect(form.stack.frame.width ≐ 361)
        #expect(scroll.contentSize.width ≐ 393)
        #expect(scroll.contentSize.height ≐ (form.stack.frame.height + 40))
        // Twelve labels and twelve 44-point boxes, 12 apart: taller than the screen.
        #expect(scroll.contentSize.height > 852)
        try savePictureForLooking(form.view, "form")
    }

    @Test func theContentRestsBelowTheSafeAreaByTheAdjustedInset() {
        let form = FormViewController()
        let window = showOnIPhone15(form)
        defer { withExtendedLifetime(window) {} }
        let scroll = form.scrollView
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -59))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -10))
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    }

    @Test func subviewsAreDrawnMovedByTheContentOffset() throws {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        scroll.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .red
        scroll.addSubview(box)
        scroll.layoutIfNeeded()
        // A root scroll view has no safe area: the content rests at offset zero.
        #expect(try Renderer(scale: 1).image(of: scroll).pixel(x: 5, y: 5) == (255, 0, 0, 255))
        scroll.contentOffset = CGPoint(x: 0, y: -20)
        let image = try Renderer(scale: 1).image(of: scroll)
        #expect(image.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        #expect(image.pixel(x: 5, y: 25) == (255, 0, 0, 255))
    }

    @Test func scrollableAxesAdjustsOnlyWhenTheContentScrolls() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 100, height: 50)
        #expect(scroll.adjustedContentInset == .zero)
        scroll.contentSize = CGSize(width: 100, height: 500)
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    }
}
