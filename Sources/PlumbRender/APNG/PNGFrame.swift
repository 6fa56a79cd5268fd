/// One still PNG taken apart for an animation: its header, its image data and the chunks
/// that come before the image data.
struct PNGFrame {
    /// The `IHDR` data: width, height, bit depth, colour type, compression, filter, interlace.
    let header: [UInt8]
    /// The data of each `IDAT` chunk, in order.
    let imageData: [[UInt8]]
    /// The chunks between `IHDR` and the first `IDAT` (`PLTE`, `pHYs`, `tEXt` …), less any
    /// animation chunks of an APNG given as a frame.
    let beforeImageData: [PNGChunk]

    /// The frame of a PNG's chunks (as ``PNGChunks/parse(_:name:)`` returns them, ending with
    /// `IEND`); `RenderError.imageUnreadable` when `IHDR` is not first or there is no `IDAT`.
    init(chunks: [PNGChunk], index: Int) throws(RenderError) {
        guard let first = chunks.first, first.type == "IHDR", first.data.count == 13 else {
            throw .imageUnreadable(path: "frame \(index)", reason: "the PNG does not start with an IHDR chunk")
        }
        guard let firstData = chunks.firstIndex(where: { $0.type == "IDAT" }) else {
            throw .imageUnreadable(path: "frame \(index)", reason: "the PNG has no IDAT chunk")
        }
        let animation: Set = ["acTL", "fcTL", "fdAT"]
        header = first.data
        imageData = chunks.filter { $0.type == "IDAT" }.map(\.data)
        beforeImageData = chunks[1 ..< firstData].filter { !animation.contains($0.type) }
    }

    /// The width in pixels.
    var width: UInt32 { header.bigEndianUInt32(at: 0) }
    /// The height in pixels.
    var height: UInt32 { header.bigEndianUInt32(at: 4) }

    /// The size and pixel format in words: `40×20 8-bit RGBA`, `… interlaced` when it is.
    var format: String {
        let colours = [0: "grey", 2: "RGB", 3: "palette", 4: "grey+alpha", 6: "RGBA"]
        let colour = colours[Int(header[9])] ?? "colour type \(header[9])"
        return "\(width)×\(height) \(header[8])-bit \(colour)" + (header[12] == 0 ? "" : " interlaced")
    }
}
