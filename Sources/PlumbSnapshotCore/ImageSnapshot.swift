import Foundation
import Plumb
import PlumbRender

/// A PNG snapshot with the frames it was drawn from, so a failure can say which views moved.
/// The frames travel inside the PNG, in a `tEXt` chunk keyed `plumb-frames`.
public struct ImageSnapshot: Sendable {
    /// The pixels.
    public var image: RenderedImage
    /// Each identified view's frame in root coordinates, by identifier.
    public var frames: [String: Rect]

    /// Creates a snapshot.
    public init(image: RenderedImage, frames: [String: Rect]) {
        self.image = image
        self.frames = frames
    }

    /// The frames of a laid-out tree's identified views, in root coordinates.
    public static func frames(of root: View) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for view in root.subtreeViews {
            if let id = view.identifier, frames[id] == nil { frames[id] = view.frameInRoot }
        }
        return frames
    }

    /// PNG bytes with the frames in a text chunk.
    func pngData() throws -> [UInt8] {
        let text = frames.keys.sorted().map { key in
            let f = frames[key]!
            return "\(key) \(formatPoints(f.minX)) \(formatPoints(f.minY)) \(formatPoints(f.width)) \(formatPoints(f.height))"
        }.joined(separator: "\n")
        return PNGText.inserting(key: "plumb-frames", text: text, into: try image.pngData())
    }

    /// Reads PNG bytes back, with their frames if they have them.
    init(pngData: [UInt8]) throws {
        image = try RenderedImage(pngData: pngData, name: "the reference PNG")
        frames = [:]
        for line in (PNGText.value(of: "plumb-frames", in: pngData) ?? "").split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 5, let x = Double(parts[1]), let y = Double(parts[2]),
                  let w = Double(parts[3]), let h = Double(parts[4]) else { continue }
            frames[String(parts[0])] = Rect(x: x, y: y, width: w, height: h)
        }
    }

    /// Sentences naming the views whose frames changed: `title moved from (16 20) to (16 28)`.
    static func frameChanges(from reference: [String: Rect], to actual: [String: Rect]) -> [String] {
        FrameChange.between(reference, actual).map(\.sentence)
    }
}

/// Text chunks in PNG files.
enum PNGText {
    /// The PNG with a `tEXt` chunk inserted before `IEND`.
    static func inserting(key: String, text: String, into png: [UInt8]) -> [UInt8] {
        guard png.count >= 12 else { return png }
        let data = Array(key.utf8) + [0] + Array(text.utf8)
        var chunk = bigEndian(UInt32(data.count)) + Array("tEXt".utf8) + data
        chunk += bigEndian(crc32(Array(chunk[4...])))
        let iend = png.count - 12
        return Array(png[..<iend]) + chunk + Array(png[iend...])
    }

    /// The text of the first `tEXt` chunk with this key.
    static func value(of key: String, in png: [UInt8]) -> String? {
        var offset = 8
        while offset + 8 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8, end = start + length
            guard end <= png.count else { return nil }
            if type == "tEXt", let zero = png[start..<end].firstIndex(of: 0),
               String(decoding: png[start..<zero], as: UTF8.self) == key {
                return String(decoding: png[(zero + 1)..<end], as: UTF8.self)
            }
            offset = end + 4
        }
        return nil
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    /// The CRC-32 PNG chunks carry (polynomial 0xEDB88320).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
