import Foundation

/// JSON text the server writes by hand around the content's own JSON.
enum JSONText {
    /// A JSON string literal of `text`.
    static func string(_ text: String) -> String {
        do {
            return String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
        } catch {
            // Encoding a Swift string can't fail; if it ever did, say so rather than send "".
            return "\"(the text could not be written as JSON: \(error))\""
        }
    }
}
