import Foundation
import Plumb
import PlumbRender
import Testing

/// PNGs are written through libpng without row filters: the pixels decode back exactly
/// (unpremultiplied as Cairo does), the bytes are the same every time, and the file is a plain
/// 8-bit RGBA PNG.
@Suite struct PNGWriterTests {
    @Test func pixelsRoundTripExactlyAndBytesRepeat() throws {
        // Every alpha from 0 to 255 over a colour ramp: the unpremultiplying must match Cairo's reading.
        var rgba: [UInt8] = []
        for a in 0..<256 {
            for c in [0, 37, 128, 255] { rgba += [UInt8(c), UInt8(255 - c), UInt8((c * 7) % 256), UInt8(a)] }
        }
        let image = try #require(RenderedImage(width: 4, height: 256, rgba: rgba))
        let png = try image.pngData()
        #expect(try image.pngData() == png)
        let back = try RenderedImage(pngData: png)
        #expect(back.width == 4 && back.height == 256)
        // What Cairo keeps of a colour at low alpha is premultiplied; the decode of our file must
        // equal the decode of the same pixels premultiplied and unpremultiplied again.
        let again = try RenderedImage(pngData: try back.pngData())
        #expect(again.rgba == back.rgba)
        #expect(back.rgba[(255 * 4 + 1) * 4 ..< (255 * 4 + 1) * 4 + 4] == [37, 218, 3, 255])   // opaque pixels are exact
    }

    @Test func theFileIsEightBitRGBA() throws {
        let box = View("box")
        box.backgroundColor = Color(hex: "#3d7fd9")
        let scene = Scene("png", width: 40, height: 20) { root in
            box
            box.leadingAnchor == root.leadingAnchor + 5
            box.topAnchor == root.topAnchor + 5
            box.widthAnchor == 10
            box.heightAnchor == 10
        }
        scene.layout()
        let png = try Renderer(scale: 1).data(of: scene.root, format: .png)
        // IHDR: width 40, height 20, bit depth 8, colour type 6 (RGBA), no interlace.
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Array(png[16..<29]) == [0, 0, 0, 40, 0, 0, 0, 20, 8, 6, 0, 0, 0])
        let image = try RenderedImage(pngData: png)
        #expect(image.pixel(x: 5, y: 5).blue == 0xd9 && image.pixel(x: 4, y: 4).red == 255)
    }
}
