import Foundation
import Plumb

extension UILabel {
    /// The text with its attributes (UIKit's `attributedText`). Each stretch is measured and
    /// drawn in its own font and colour (`.font`, `.foregroundColor`); a stretch without one
    /// takes the label's font or colour from before the assignment, as UIKit's label fills in
    /// its own. Afterwards `font` and `textColor` are the first ones the runs set, as UIKit
    /// reports them. Reading it gives the string with those runs.
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            let string = NSMutableAttributedString(string: text, attributes: [.font: font as Any, .foregroundColor: textColor])
            for run in labelText.runs {
                var attributes: [NSAttributedString.Key: Any] = [:]
                if let runFont = run.font { attributes[.font] = runFont }
                if let runColor = run.color { attributes[.foregroundColor] = runColor }
                string.addAttributes(attributes, range: NSRange(location: run.range.lowerBound, length: run.range.count))
            }
            return string
        }
        set {
            let fontBefore: UIFont = font, colorBefore = textColor
            text = newValue?.string
            guard let newValue else { return }
            let runs = newValue.textRuns(font: fontBefore, color: colorBefore)
            let (runFont, runColor) = newValue.firstFontAndColor
            if let runFont { font = runFont }
            if let runColor { textColor = runColor }
            // One stretch is the label's own font and colour: no runs needed.
            labelText.runs = runs.count > 1 ? runs : []
        }
    }
}
