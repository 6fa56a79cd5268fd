import Foundation

/// The size of a picture file, read from its header, without decoding it (Plumb never draws;
/// PlumbRender reads the pixels when it does).
enum ImageFileSize {
    /// The pixel size of a PNG file, from its `IHDR` chunk (the PNG specification, 11.2.2:
    /// the 8-byte signature, then the first chunk, whose data starts with width and height as
    /// 4-byte big-endian numbers).
    static func png(atPath path: String) throws(AssetSetProblem) -> Size {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw AssetSetProblem(message: "no such file '\(path)'") }
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            throw AssetSetProblem(message: "'\(path)' is not a PNG file")
        }
        func number(at offset: Int) -> Double {
            Double(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        let size = Size(width: number(at: 16), height: number(at: 20))
        guard size.width > 0, size.height > 0 else { throw AssetSetProblem(message: "'\(path)' is a PNG file with no pixels") }
        return size
    }

    /// The size in points of a PDF's first page, from its `/MediaBox` (PDF 32000-1, 7.7.3.3:
    /// `[llx lly urx ury]`, in points), or nil when no media box is written uncompressed.
    static func pdf(atPath path: String) throws(AssetSetProblem) -> Size? {
        guard let data = FileManager.default.contents(atPath: path) else { throw AssetSetProblem(message: "no such file '\(path)'") }
        guard data.starts(with: Array("%PDF".utf8)) else { throw AssetSetProblem(message: "'\(path)' is not a PDF file") }
        let text = String(decoding: data, as: UTF8.self)
        guard let pattern = try? Regex(#"/MediaBox\s*\[\s*(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s+(-?[0-9.]+)\s*\]"#),
              let match = try? pattern.firstMatch(in: text) else { return nil }
        let numbers = (1...4).compactMap { match.output[$0].substring.flatMap { Double($0) } }
        guard numbers.count == 4 else { return nil }
        let size = Size(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
        return size.width > 0 && size.height > 0 ? size : nil
    }
}
