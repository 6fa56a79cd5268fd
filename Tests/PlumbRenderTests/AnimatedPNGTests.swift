import Foundation
@testable import PlumbRender
import PlumbTestSupport
import Testing

/// Animated PNGs assembled from the PNG writer's frames: chunks and their CRCs, the APNG
/// structure byte for byte, the errors, and the file read back by a second decoder (Pillow).
@Suite(.tags(.cli)) struct AnimatedPNGTests {
    /// A `width`×`height` image of one colour with an opaque black 4×4 square at `square`.
    static func frame(width: Int = 24, height: Int = 16, background: [UInt8], square: (x: Int, y: Int)? = nil) throws -> RenderedImage {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let inSquare = square.map { (($0.x)..<($0.x + 4)).contains(x) && (($0.y)..<($0.y + 4)).contains(y) } ?? false
                rgba += inSquare ? [0, 0, 0, 255] : background
            }
        }
        return try #require(RenderedImage(width: width, height: height, rgba: rgba))
    }

    /// The chunks of PNG bytes, which must parse.
    static func chunks(_ bytes: [UInt8]) throws -> [PNGChunk] { try PNGChunks.parse(bytes) }

    /// The sequence number that starts an `fcTL` or `fdAT` chunk's data.
    static func sequence(_ chunk: PNGChunk) -> UInt32 { chunk.data.bigEndianUInt32(at: 0) }

    @Test func chunksRoundTripWithTheirCRCs() throws {
        let header = PNGChunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        let text = PNGChunk("tEXt", Array("Comment\0plumb".utf8))
        let end = PNGChunk("IEND", [])
        // IEND's CRC is the same in every PNG: AE 42 60 82.
        #expect(end.serialized == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        #expect(PNGChunk.crc(type: Array("IHDR".utf8), data: header.data[...]) == 0xF422_7F8A)
        let file = PNGChunks.serialize([header, text, end])
        #expect(file.count == 8 + (12 + 13) + (12 + 13) + 12)
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGChunks.parse(file) == [header, text, end])
        // A real file from the writer parses, and serializes back to the same bytes.
        let png = try Self.frame(background: [10, 20, 30, 255]).pngData()
        let parsed = try PNGChunks.parse(png)
        #expect(parsed.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(PNGChunks.serialize(parsed) == png)
    }

    @Test func aCorruptOrTruncatedChunkIsRejected() throws {
        let file = PNGChunks.serialize([PNGChunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 1, 8, 6, 0, 0, 0]), PNGChunk("IEND", [])])
        var corrupt = file
        corrupt[8 + 8 + 3] ^= 0x01   // a byte of IHDR's data: width 2 becomes 3
        let error = try #require(throws: RenderError.self) { try PNGChunks.parse(corrupt, name: "frame 2") }
        #expect(error == .imageUnreadable(path: "frame 2", reason: "the IHDR chunk at byte 8 fails its CRC check: it carries 0xf4227f8a, its bytes give 0x1be014b4"))
        #expect(throws: RenderError.imageUnreadable(path: "PNG data", reason: "the IHDR chunk at byte 8 is cut short")) {
            try PNGChunks.parse(Array(file.prefix(28)))
        }
        #expect(throws: RenderError.imageUnreadable(path: "PNG data", reason: "the data ends at byte 33 before the IEND chunk")) {
            try PNGChunks.parse(Array(file.dropLast(1)))
        }
        #expect(throws: RenderError.notPNG(path: "PNG data")) { try PNGChunks.parse(Array("GIF89a and more".utf8)) }
    }

    @Test func theFileHoldsTheFramesInSequence() throws {
        let pngs = try [[200, 0, 0, 255], [0, 200, 0, 255], [0, 0, 200, 255]].map { try Self.frame(width: 4, height: 3, background: $0).pngData() }
        let frameData = try pngs.map { try Self.chunks($0)[1].data }
        let apng = try AnimatedPNG.assemble(frames: pngs, delay: FrameDelay(numerator: 1, denominator: 10), loops: 2)
        let chunks = try Self.chunks(apng)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[0] == (try Self.chunks(pngs[0]))[0])
        #expect(chunks[1].data == [0, 0, 0, 3, 0, 0, 0, 2])   // 3 frames, played twice
        // Frame 1's fcTL: sequence 1, width 4, height 3, offsets 0, delay 1/10, dispose NONE, blend SOURCE.
        #expect(chunks[4].data == [0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 10, 0, 0])
        #expect([2, 4, 5, 6, 7].map { Self.sequence(chunks[$0]) } == [0, 1, 2, 3, 4])
        #expect(chunks[3].data == frameData[0])   // frame 0 is the still image, unchanged
        #expect(Array(chunks[5].data.dropFirst(4)) == frameData[1])
        #expect(Array(chunks[7].data.dropFirst(4)) == frameData[2])
    }

    @Test func frameZerosChunksStayAndLaterFramesSplitDataKeepsCounting() throws {
        // A frame with its image data in two IDAT chunks and `extra` before them.
        func split(background: [UInt8], extra: PNGChunk) throws -> [UInt8] {
            let c = try Self.chunks(Self.frame(background: background).pngData()), half = c[1].data.count / 2
            let first = PNGChunk("IDAT", Array(c[1].data.prefix(half))), second = PNGChunk("IDAT", Array(c[1].data.dropFirst(half)))
            return PNGChunks.serialize([c[0], extra, first, second, c[2]])
        }
        let text = PNGChunk("tEXt", Array("Title\0frame".utf8))
        let physical = PNGChunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1])
        let pngs = try [split(background: [1, 2, 3, 255], extra: text), split(background: [4, 5, 6, 255], extra: physical)]
        let chunks = try Self.chunks(AnimatedPNG.assemble(frames: pngs, delay: FrameDelay(numerator: 1, denominator: 25)))
        // Frame 0's tEXt stays, frame 1's pHYs goes; four chunks counted 0 … 3.
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "tEXt", "fcTL", "IDAT", "IDAT", "fcTL", "fdAT", "fdAT", "IEND"])
        #expect(chunks[2] == text)
        #expect([3, 6, 7, 8].map { Self.sequence(chunks[$0]) } == [0, 1, 2, 3])
        #expect(chunks[1].data == [0, 0, 0, 2, 0, 0, 0, 0])   // loops for ever
    }

    @Test func aViewerWithoutAPNGShowsFrameZero() throws {
        let images = try [[250, 128, 0, 255], [0, 0, 0, 255]].map { try Self.frame(background: $0) }
        let apng = try AnimatedPNG.assemble(images: images, fps: 12)
        #expect(try RenderedImage(pngData: apng) == images[0])
    }

    @Test func framesOfAnotherSizeAreRejected() throws {
        let images = try [Self.frame(width: 4, height: 3, background: [0, 0, 0, 255]), Self.frame(width: 4, height: 3, background: [9, 9, 9, 255]),
                          Self.frame(width: 5, height: 3, background: [0, 0, 0, 255])]
        let error = try #require(throws: RenderError.self) { try AnimatedPNG.assemble(images: images, fps: 30) }
        #expect(error == .mismatchedFrame(index: 2, found: "5×3 8-bit RGBA", expected: "4×3 8-bit RGBA"))
        #expect(error.description == "animation frame 2 is 5×3 8-bit RGBA but frame 0 is 4×3 8-bit RGBA: every frame must have the same size and pixel format")
        #expect(throws: RenderError.invalidAnimation(reason: "an animation needs at least one frame")) {
            try AnimatedPNG.assemble(frames: [], delay: FrameDelay(numerator: 1, denominator: 30))
        }
        #expect(throws: RenderError.notPNG(path: "frame 1")) {
            try AnimatedPNG.assemble(frames: [images[0].pngData(), [1, 2, 3]], delay: FrameDelay(numerator: 1, denominator: 30))
        }
    }

    @Test func frameRatesBecomeDelays() throws {
        #expect(try FrameDelay(fps: 30) == FrameDelay(numerator: 1, denominator: 30))
        #expect(try FrameDelay(fps: 24) == FrameDelay(numerator: 1, denominator: 24))
        #expect(try FrameDelay(fps: 0.5) == FrameDelay(numerator: 2, denominator: 1))
        #expect(try FrameDelay(fps: 29.97) == FrameDelay(numerator: 100, denominator: 2997))
        #expect(try FrameDelay(fps: 65535) == FrameDelay(numerator: 1, denominator: 65535))
        #expect(try FrameDelay(fps: 12.5).seconds == 0.08)
        #expect(FrameDelay(numerator: 7, denominator: 0).seconds == 0.07)   // denominator 0 means 100
        for fps in [0, -1, .nan, .infinity, 65536, 1e-6] {
            #expect(throws: RenderError.self, "\(fps)") { try FrameDelay(fps: fps) }
            #expect(throws: RenderError.self, "\(fps)") { try AnimatedPNG.assemble(images: [Self.frame(background: [0, 0, 0, 255])], fps: fps) }
        }
        let error = try #require(throws: RenderError.self) { try FrameDelay(fps: 0) }
        #expect(error.description == "cannot make the animation: the frame rate 0.0 is not a finite, positive number of frames a second")
    }

    /// What Pillow reads of one frame.
    struct DecodedFrame: Decodable {
        let duration: Double
        let pixels: [[Int]]
    }

    /// What Pillow reads of the file.
    struct Decoded: Decodable {
        let frames: Int
        let size: [Int]
        let loop: Int
        let each: [DecodedFrame]
    }

    @Test func pillowReadsEveryFrame() throws {
        // Five frames, each its own background, a black square moving 4 pixels right a frame.
        let backgrounds: [[UInt8]] = [[230, 40, 40, 255], [40, 200, 60, 255], [30, 60, 220, 255], [250, 210, 0, 255], [120, 30, 102, 128]]
        let images = try backgrounds.enumerated().map { try Self.frame(background: $1, square: (x: 4 * $0, y: 6)) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-apng-\(UUID().uuidString).apng")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(AnimatedPNG.assemble(images: images, fps: 20)).write(to: file)
        // Per frame: the pixel at (22, 1) (background everywhere) and at (4i + 1, 7) (in the square).
        let script = """
            import json, sys
            from PIL import Image
            im = Image.open(sys.argv[1])
            each = []
            for i in range(im.n_frames):
                im.seek(i)
                rgba = im.convert("RGBA")
                each.append({"duration": im.info["duration"], "pixels": [list(rgba.getpixel((22, 1))), list(rgba.getpixel((4 * i + 1, 7)))]})
            print(json.dumps({"frames": im.n_frames, "size": list(im.size), "loop": im.info["loop"], "each": each}))
            """
        let result = try runCommand(["python3", "-c", script, file.path])
        try #require(result.status == 0, "python3 with Pillow must read the APNG (scripts/setup.sh installs Pillow): \(result.output)")
        let decoded = try JSONDecoder().decode(Decoded.self, from: Data(result.output.utf8))
        #expect(decoded.frames == 5)
        #expect(decoded.size == [24, 16])
        #expect(decoded.loop == 0)
        #expect(decoded.each.map(\.duration) == [50, 50, 50, 50, 50])
        #expect(decoded.each.map(\.pixels) == backgrounds.map { [$0.map(Int.init), [0, 0, 0, 255]] })
    }
}
