import Foundation
import Plumb

// UIKit's text attribute keys. Foundation on Linux has `NSAttributedString` and its `Key` type
// but not the keys UIKit adds; their raw values are UIKit's.
extension NSAttributedString.Key {
    /// The run's `UIFont` (raw value `NSFont`, as UIKit's).
    public static let font = NSAttributedString.Key("NSFont")
    /// The run's text colour, a `UIColor` (raw value `NSColor`, as UIKit's).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSAttributedString {
    /// The font and colour of the first run that sets each, if any does.
    var firstFontAndColor: (font: UIFont?, color: UIColor?) {
        var font: UIFont?, color: UIColor?
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, _, stop in
            font = font ?? attributes[.font] as? UIFont
            color = color ?? attributes[.foregroundColor] as? UIColor
            if font != nil, color != nil { stop.pointee = true }
        }
        return (font, color)
    }

    /// One run per stretch of equal attributes, in UTF-16 offsets, with `font` and `color`
    /// where the stretch sets none.
    func textRuns(font: UIFont, color: UIColor) -> [TextRun] {
        var runs: [TextRun] = []
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, range, _ in
            runs.append(TextRun(range: range.location..<range.location + range.length,
                                font: attributes[.font] as? UIFont ?? font,
                                color: attributes[.foregroundColor] as? UIColor ?? color))
        }
        return runs
    }
}
