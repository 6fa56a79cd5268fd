import CPangoCairo
import Foundation

/// The start of the signature every PNG file begins with, checked before Cairo decodes
/// anything: Cairo reports data that is not a PNG at all as "out of memory".
enum PNGSignature {
    /// `\x89PNG`: data that starts so is a PNG, perhaps a corrupt one (the decoder checks the rest).
    static let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    /// True when the data starts as a PNG does.
    static func matches<Bytes: Collection<UInt8>>(_ data: Bytes) -> Bool {
        data.starts(with: bytes)
    }

    /// False when the file starts otherwise than a PNG does; true when it starts as one, or
    /// can't be opened (the decoder then says why).
    static func matchesFile(atPath path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? handle.close() }
        return matches((try? handle.read(upToCount: bytes.count)) ?? Data())
    }

    /// Why Cairo could not decode data that does start like a PNG.
    static func reason(for status: cairo_status_t) -> String {
        // Cairo turns libpng's complaints about the data into "out of memory".
        if status == CAIRO_STATUS_NO_MEMORY { return "the PNG data is corrupt, or too large to decode" }
        return String(cString: cairo_status_to_string(status))
    }
}
