import Plumb
import PlumbRender
import Testing
import UIKit

/// The iOS-style screen drawn by Plumb's renderer, as it is: a `UIView` is a Plumb view.
@Suite struct UIKitRenderTests {
    @Test func profileHeaderRendersToAPNGWithItsColours() throws {
        let header = ProfileHeaderView()
        layOutOnIPhone15(header)
        let renderer = Renderer(scale: 1)
        let image = try renderer.image(of: header)
        #expect(image.width == 393)
        #expect(image.height == 852)
        // systemBackground is white; the avatar is systemBlue (0, 122, 255) inside its rounded corners.
        #expect(image.pixel(x: 200, y: 600) == (255, 255, 255, 255))
        #expect(image.pixel(x: 40, y: 107) == (0, 122, 255, 255))
        // The avatar is clipped to a 32-point corner radius: its corner pixel stays white.
        #expect(image.pixel(x: 9, y: 76) == (255, 255, 255, 255))
        let png = try renderer.data(of: header, format: .png)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try renderer.data(of: header, format: .png) == png)
    }

    @Test func aLayerBorderIsDrawnInsideTheBounds() throws {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        box.backgroundColor = .white
        box.layer.borderWidth = 2
        box.layer.borderColor = UIColor.red.cgColor
        let image = try Renderer(scale: 1).image(of: box)
        #expect(image.pixel(x: 0, y: 10) == (255, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 10) == (255, 0, 0, 255))
        #expect(image.pixel(x: 10, y: 10) == (255, 255, 255, 255))
    }
}
