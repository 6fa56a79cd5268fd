import Plumb
import PlumbRender
import PlumbTestSupport
import UIKit

extension CGRect {
    /// The same rectangle as Plumb's `Rect`, to compare with `≈`.
    var plumb: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension CGSize {
    /// The same size as Plumb's `Size`, to compare with `≈`.
    var plumb: Size { Size(width: Double(width), height: Double(height)) }
}

/// Puts `view` on an iPhone 15 screen, as a window would: the screen's bounds, its safe area
/// in portrait (59 top, 34 bottom), Pango's text measurement in the pinned fonts, and lays it out.
func layOutOnIPhone15(_ view: UIView) {
    let device = UIScreen.main.device
    view.frame = UIScreen.main.bounds
    view.safeAreaInsets = device.safeArea(.portrait)
    view.textMeasurer = PangoTextMeasurer.shared
    view.layoutIfNeeded()
}

/// The size Pango gives `text` in `font` (the system font resolved as `view` draws it).
func measured(_ text: String, _ font: UIFont, in view: View) -> CGSize {
    let size = PangoTextMeasurer.shared.measure(TextMeasureRequest(text: text, font: view.resolvedFont(font))).size
    return CGSize(width: size.width, height: size.height)
}

extension CGFloat: Approximate {
    public func largestDifference(from other: CGFloat) -> Double { Swift.abs(Double(self) - Double(other)) }
}

infix operator ≐: ComparisonPrecedence

/// True when two layout numbers agree to a millionth of a point: frames solved on the pixel
/// grid carry floating-point noise that `==` would trip on.
func ≐ (lhs: CGFloat, rhs: CGFloat) -> Bool { isClose(lhs, rhs, within: 1e-6) }
