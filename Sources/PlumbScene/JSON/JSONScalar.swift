/// The one JSON string escaper, shared by the two writers (`JSONValue`'s indented text and
/// `SortedJSONEncoder`'s compact bytes) so their strings read the same.
package enum JSONScalar {
    /// `string` in quotes, with only `"`, `\` and control characters escaped (`\n`, `\r`, `\t`,
    /// others as `\u00XX`); everything else, non-ASCII included, is written as its UTF-8 bytes.
    package static func write(string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xf)]]
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `string` in quotes and escaped, as text.
    package static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 2)
        write(string: string, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
