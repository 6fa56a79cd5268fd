import Foundation

/// The animation frames' pictures as elements of the page: `<script type="image/svg+xml"
/// id="plumb-frame-N">` holding the SVG as it is (the script makes an image of it when the
/// frame is shown). A picture that could end its element early (`</script`) is written as
/// base64 instead, marked `data-encoding="base64"`.
enum FramePictures {
    /// One element per picture, in order, each on its own line.
    static func elements(_ pictures: [[UInt8]]) -> String {
        pictures.enumerated().map { index, picture in
            let text = String(decoding: picture, as: UTF8.self)
            let open = "<script type=\"image/svg+xml\" id=\"plumb-frame-\(index)\""
            if text.lowercased().contains("</script") {
                return open + " data-encoding=\"base64\">" + Data(picture).base64EncodedString() + "</script>\n"
            }
            return open + ">" + text + "</script>\n"
        }.joined()
    }
}
