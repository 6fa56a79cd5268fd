/// Animated PNG (APNG) files made from PNG frames: the frames' own compressed data re-wrapped
/// in APNG's chunks, nothing encoded again. A viewer that doesn't know APNG shows frame 0.
///
/// The file is the signature, frame 0's `IHDR`, `acTL` (frame count and loop count), frame 0's
/// other chunks before its image data (`pHYs`, `tEXt` …), then for frame 0 an `fcTL` and its
/// `IDAT` chunks unchanged, for every later frame an `fcTL` and its `IDAT` data as `fdAT`
/// chunks, and `IEND`. Every frame covers the whole canvas, replaces what was there (blend
/// `SOURCE`) and stays as drawn (dispose `NONE`); `fcTL` and `fdAT` share one sequence count
/// from 0. The later frames' other chunks are dropped.
public enum AnimatedPNG {
    /// An APNG of `frames`, each the bytes of a PNG file, shown `delay` apart and played
    /// `loops` times (0 for ever). Every frame must have frame 0's `IHDR` (size, bit depth,
    /// colour type), else `RenderError.mismatchedFrame`; no frames is
    /// `RenderError.invalidAnimation`; a frame that is not a sound PNG is `RenderError.notPNG`
    /// or `RenderError.imageUnreadable`, named `frame N`.
    public static func assemble(frames: [[UInt8]], delay: FrameDelay, loops: UInt32 = 0) throws(RenderError) -> [UInt8] {
        guard !frames.isEmpty else { throw .invalidAnimation(reason: "an animation needs at least one frame") }
        var parsed: [PNGFrame] = []
        for (index, bytes) in frames.enumerated() {
            let frame = try PNGFrame(chunks: PNGChunks.parse(bytes, name: "frame \(index)"), index: index)
            if let first = parsed.first, frame.header != first.header {
                throw .mismatchedFrame(index: index, found: frame.format, expected: first.format)
            }
            parsed.append(frame)
        }
        let first = parsed[0]
        var sequence: UInt32 = 0
        func nextSequence() -> UInt32 {
            defer { sequence += 1 }
            return sequence
        }
        var acTL: [UInt8] = []
        acTL.appendBigEndian(UInt32(frames.count))
        acTL.appendBigEndian(loops)
        var chunks = [PNGChunk("IHDR", first.header), PNGChunk("acTL", acTL)] + first.beforeImageData
        for (index, frame) in parsed.enumerated() {
            chunks.append(frameControl(sequence: nextSequence(), frame: frame, delay: delay))
            for data in frame.imageData {
                if index == 0 {
                    chunks.append(PNGChunk("IDAT", data))
                } else {
                    var fdAT: [UInt8] = []
                    fdAT.appendBigEndian(nextSequence())
                    chunks.append(PNGChunk("fdAT", fdAT + data))
                }
            }
        }
        chunks.append(PNGChunk("IEND", []))
        return PNGChunks.serialize(chunks)
    }

    /// An APNG of `images` at `fps` frames a second, played for ever: each image encoded by
    /// Plumb's PNG writer at `compression`, then assembled as ``assemble(frames:delay:loops:)``
    /// does. A rate that is not finite and positive is `RenderError.invalidAnimation`, images
    /// of different sizes `RenderError.mismatchedFrame`.
    public static func assemble(images: [RenderedImage], fps: Double, compression: PNGCompression = .compact)
        throws(RenderError) -> [UInt8]
    {
        let delay = try FrameDelay(fps: fps)
        var frames: [[UInt8]] = []
        for image in images { frames.append(try image.pngData(compression: compression)) }
        return try assemble(frames: frames, delay: delay)
    }

    /// The `fcTL` chunk of a full-canvas frame: dispose `NONE`, blend `SOURCE`.
    static func frameControl(sequence: UInt32, frame: PNGFrame, delay: FrameDelay) -> PNGChunk {
        var data: [UInt8] = []
        data.appendBigEndian(sequence)
        data.appendBigEndian(frame.width)
        data.appendBigEndian(frame.height)
        data.appendBigEndian(UInt32(0))   // x offset
        data.appendBigEndian(UInt32(0))   // y offset
        data.appendBigEndian(delay.numerator)
        data.appendBigEndian(delay.denominator)
        data.append(0)   // dispose_op: APNG_DISPOSE_OP_NONE
        data.append(0)   // blend_op: APNG_BLEND_OP_SOURCE
        return PNGChunk("fcTL", data)
    }
}
