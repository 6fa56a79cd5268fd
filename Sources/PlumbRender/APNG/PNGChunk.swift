import CPNGWriter

/// One chunk of a PNG file: a four-letter type (`IHDR`, `IDAT`, `fcTL` …) and its data. On
/// disk it is the data's length, the type, the data and a CRC-32 of type and data.
struct PNGChunk: Equatable, Sendable {
    /// The four ASCII letters that name the chunk.
    var type: String
    /// The chunk's payload (without length, type or CRC).
    var data: [UInt8]

    /// A chunk; `type` must be four ASCII letters.
    init(_ type: String, _ data: [UInt8]) {
        precondition(type.utf8.count == 4 && type.utf8.allSatisfy(PNGChunks.isLetter), "a PNG chunk type is four ASCII letters")
        self.type = type
        self.data = data
    }

    /// The chunk as it is stored: length, type, data, CRC.
    var serialized: [UInt8] {
        let typeBytes = Array(type.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(data.count + 12)
        bytes.appendBigEndian(UInt32(data.count))
        bytes += typeBytes
        bytes += data
        bytes.appendBigEndian(Self.crc(type: typeBytes, data: data[...]))
        return bytes
    }

    /// The CRC-32 a chunk carries: over its type and data, not its length.
    static func crc(type: [UInt8], data: ArraySlice<UInt8>) -> UInt32 {
        let afterType = type.withUnsafeBufferPointer { plumb_crc32(0, $0.baseAddress, $0.count) }
        return data.withUnsafeBufferPointer { plumb_crc32(afterType, $0.baseAddress, $0.count) }
    }
}
