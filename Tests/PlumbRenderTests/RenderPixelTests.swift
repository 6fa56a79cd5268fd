import Foundation
import Plumb
@testable import PlumbRender
import Testing

/// Renders small trees and reads the pixels back.
@Suite struct RenderPixelTests {
    /// A root of `size` with one coloured subview at `frame`.
    static func tree(size: Size = Size(width: 40, height: 40), child frame: Rect, color: Color = .systemRed) -> (View, View) {
        let root = View(frame: Rect(origin: .zero, size: size))
        let child = View(frame: frame)
        child.backgroundColor = color
        root.addSubview(child)
        return (root, child)
    }

    static func isRed(_ image: RenderedImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.red == 255 && p.green == 59 && p.blue == 48 && p.alpha == 255
    }

    static func isWhite(_ image: RenderedImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.red == 255 && p.green == 255 && p.blue == 255 && p.alpha == 255
    }

    @Test func redSquareAtTwiceScaleCoversExactlyPixels10Through29() throws {
        let (root, _) = Self.tree(child: Rect(x: 5, y: 5, width: 10, height: 10))
        let image = try Renderer(scale: 2).image(of: root)
        #expect(image.width == 80 && image.height == 80)
        var red = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let inside = (10...29).contains(x) && (10...29).contains(y)
                if inside { #expect(Self.isRed(image, x, y)) } else { #expect(Self.isWhite(image, x, y)) }
                if Self.isRed(image, x, y) { red += 1 }
            }
        }
        #expect(red == 400)
    }

    @Test(arguments: [1.0, 3.0])
    func otherScalesScaleTheCanvasAndTheSquare(scale: Double) throws {
        let (root, _) = Self.tree(child: Rect(x: 5, y: 5, width: 10, height: 10))
        let image = try Renderer(scale: scale).image(of: root)
        let s = Int(scale)
        #expect(image.width == 40 * s)
        #expect(Self.isRed(image, 5 * s, 5 * s) && Self.isRed(image, 15 * s - 1, 15 * s - 1))
        #expect(Self.isWhite(image, 5 * s - 1, 5 * s) && Self.isWhite(image, 15 * s, 15 * s - 1))
    }

    @Test func hiddenViewsAndTheirSubtreesAreNotDrawn() throws {
        let (root, child) = Self.tree(child: Rect(x: 0, y: 0, width: 20, height: 20))
        let grandchild = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
        grandchild.backgroundColor = .black
        child.addSubview(grandchild)
        child.isHidden = true
        let image = try Renderer().image(of: root)
        for (x, y) in [(5, 5), (15, 15), (25, 25)] { #expect(Self.isWhite(image, x, y)) }
        child.isHidden = false
        let shown = try Renderer().image(of: root)
        #expect(Self.isRed(shown, 5, 5))
        #expect(shown.pixel(x: 15, y: 15) == (0, 0, 0, 255))
    }

    @Test func alphaBlendsTheWholeSubtreeOnce() throws {
        let (root, child) = Self.tree(child: Rect(x: 0, y: 0, width: 20, height: 20), color: .black)
        let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        inner.backgroundColor = .black
        child.addSubview(inner)
        child.alpha = 0.5
        let image = try Renderer().image(of: root)
        // Black over black inside one group: still 50 % grey, not 75 %.
        let outer = image.pixel(x: 15, y: 15), overlap = image.pixel(x: 5, y: 5)
        #expect(abs(Int(outer.red) - 128) <= 1)
        #expect(overlap.red == outer.red)
    }

    @Test func borderIsDrawnInsideTheBoundsAboveSubviews() throws {
        let (root, child) = Self.tree(child: Rect(x: 10, y: 10, width: 20, height: 20), color: .white)
        child.borderWidth = 2
        child.borderColor = .black
        let fill = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        fill.backgroundColor = .systemRed
        child.addSubview(fill)
        let image = try Renderer().image(of: root)
        #expect(image.pixel(x: 10, y: 20) == (0, 0, 0, 255))
        #expect(image.pixel(x: 11, y: 20) == (0, 0, 0, 255))
        #expect(Self.isRed(image, 12, 20))
        #expect(Self.isWhite(image, 9, 20))
    }

    @Test func clipsToBoundsCutsSubviewsAndScrollViewsClipAndOffset() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let scroll = ScrollView(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let content = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        content.backgroundColor = .systemRed
        root.addSubview(scroll)
        scroll.addSubview(content)
        scroll.contentOffset = Point(x: 5, y: 5)
        #expect(scroll.clipsToBounds)
        let image = try Renderer().image(of: root)
        #expect(Self.isRed(image, 10, 10) && Self.isRed(image, 29, 29))
        #expect(Self.isWhite(image, 30, 30) && Self.isWhite(image, 9, 9))
        #expect(content.frameInRoot == Rect(x: 5, y: 5, width: 40, height: 40))
    }

    @Test func emptyOrHugeCanvasesAreErrorsNotCrashes() {
        let root = View(frame: .zero)
        #expect(throws: RenderError.invalidCanvas(width: 0, height: 0, scale: 1)) { try Renderer().image(of: root) }
        root.frame = Rect(x: 0, y: 0, width: 10_000, height: 10)
        #expect(throws: RenderError.self) { try Renderer(scale: 2).image(of: root) }
        root.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(throws: RenderError.self) { try Renderer(scale: .nan).image(of: root) }
    }
}
