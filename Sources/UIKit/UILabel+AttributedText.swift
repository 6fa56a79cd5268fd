import Foundation
import Plumb

extension UILabel {
    /// The text with its attributes (UIKit's `attributedText`). Partial: the label shows the
    /// whole string in the first font and the first colour its runs set (`.font`,
    /// `.foregroundColor`): later runs' own fonts and colours are not drawn. Reading it gives
    /// the string with the label's font and colour.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font as Any, .foregroundColor: textColor])
        }
        set {
            text = newValue?.string
            guard let newValue else { return }
            let (runFont, runColor) = newValue.firstFontAndColor
            if let runFont { font = runFont }
            if let runColor { textColor = runColor }
        }
    }
}
