import Foundation

/// The pictures of a report page, each stored once: the page keeps one JSON array of base64
/// PNGs, and every tab that shows a picture refers to it by its index in that array.
struct ReportImages {
    /// The distinct PNGs as base64, in the order they were first asked for.
    private(set) var base64: [String] = []
    private var indices: [Data: Int] = [:]

    /// The index of a picture's one stored copy (storing it the first time); nil for no data.
    mutating func index(of data: Data?) -> Int? {
        guard let data else { return nil }
        if let index = indices[data] { return index }
        base64.append(data.base64EncodedString())
        indices[data] = base64.count - 1
        return base64.count - 1
    }

    /// The array as JSON for a `<script type="application/json">` element (base64 has no `<`).
    var json: String { "[" + base64.map { "\"\($0)\"" }.joined(separator: ",\n") + "]" }

    /// A PNG's size in pixels, read from its header (`IHDR`, bytes 16 to 23); nil for other data.
    static func pixelSize(of png: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](png.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let number = { (start: Int) in bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
