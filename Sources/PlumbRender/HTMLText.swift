/// Text made safe for HTML, for the pages Plumb writes (the snapshot report, the inspector,
/// the preview's own pages): `&`, `<`, `>` and `"` escaped.
package enum HTMLText {
    package static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
