/// Reading a PNG file as its chunks and writing chunks back as a file, byte for byte.
enum PNGChunks {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = PNGSignature.bytes + [0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunks of a PNG file, from `IHDR` to `IEND` inclusive, each CRC checked. Data without
    /// the signature is `RenderError.notPNG`; a bad CRC, a truncated chunk or a missing `IEND`
    /// is `RenderError.imageUnreadable` (both named by `name`). Bytes after `IEND` are ignored.
    static func parse(_ bytes: [UInt8], name: String = "PNG data") throws(RenderError) -> [PNGChunk] {
        guard bytes.starts(with: signature) else { throw .notPNG(path: name) }
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while chunks.last?.type != "IEND" {
            guard offset + 12 <= bytes.count else {
                throw .imageUnreadable(path: name, reason: "the data ends at byte \(offset) before the IEND chunk")
            }
            let length = Int(bytes.bigEndianUInt32(at: offset))
            let typeBytes = Array(bytes[offset + 4 ..< offset + 8])
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard typeBytes.allSatisfy(isLetter), length <= Int(Int32.max) else {
                throw .imageUnreadable(path: name, reason: "byte \(offset) does not start a chunk")
            }
            let dataStart = offset + 8, dataEnd = dataStart + length
            guard dataEnd + 4 <= bytes.count else {
                throw .imageUnreadable(path: name, reason: "the \(type) chunk at byte \(offset) is cut short")
            }
            let stored = bytes.bigEndianUInt32(at: dataEnd)
            let computed = PNGChunk.crc(type: typeBytes, data: bytes[dataStart ..< dataEnd])
            guard stored == computed else {
                throw .imageUnreadable(path: name, reason: "the \(type) chunk at byte \(offset) fails its CRC check: "
                                       + "it carries \(hex(stored)), its bytes give \(hex(computed))")
            }
            chunks.append(PNGChunk(type, Array(bytes[dataStart ..< dataEnd])))
            offset = dataEnd + 4
        }
        return chunks
    }

    /// A PNG file: the signature, then each chunk with its length and CRC.
    static func serialize(_ chunks: [PNGChunk]) -> [UInt8] {
        chunks.reduce(into: signature) { $0 += $1.serialized }
    }

    /// True for an ASCII letter, all a chunk type may contain.
    static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `0x` and eight hex digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
