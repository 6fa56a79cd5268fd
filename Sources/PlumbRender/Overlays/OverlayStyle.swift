import Foundation
import Plumb

/// Colours, line styles and label metrics shared by the overlays.
///
/// The Interface Builder status colours (blue, orange, red) are kept for constraints and
/// ambiguity; the other layers use colours that can't be mistaken for them.
enum OverlayStyle {
    /// Frames: a neutral dark grey.
    static let frame = Color(red255: 90, green: 90, blue: 96, alpha: 0.9)
    /// Alignment rectangles: magenta, dashed (UIKit's `UIViewShowAlignmentRects` idea in a colour IB doesn't use).
    static let alignment = Color(red255: 214, green: 0, blue: 170)
    /// Dash pattern of alignment rectangles, in points.
    static let alignmentDash: [Double] = [3, 2]
    /// Margin bands: translucent green.
    static let margin = Color(red255: 52, green: 199, blue: 89, alpha: 0.22)
    /// Safe areas: amber, dashed, over a light tint of the root's unsafe bands.
    static let safeArea = Color(red255: 191, green: 138, blue: 0)
    /// Dash pattern of safe-area outlines, in points.
    static let safeAreaDash: [Double] = [5, 2]
    /// The tint of the root's unsafe bands.
    static let safeAreaTint = Color(red255: 255, green: 204, blue: 0, alpha: 0.16)
    /// Layout guides: purple hatching and outline.
    static let guide = Color(red255: 148, green: 60, blue: 214)
    /// Spacing of the guides' hatching lines, in points.
    static let hatchSpacing = 6.0
    /// The hatching lines of user guides.
    static let guideHatch = guide.withAlpha(0.4)
    /// Scroll content: brown (UIKit's system brown), dashed.
    static let scrollContent = Color(red255: 162, green: 132, blue: 94)
    /// Dash pattern of scroll content outlines, in points.
    static let scrollContentDash: [Double] = [6, 3]
    /// The opacity of scroll content drawn outside its scroll view's frame.
    static let scrollContentAlpha = 0.3
    /// Baselines: teal.
    static let baseline = Color(red255: 0, green: 150, blue: 160)
    /// Dash of a last baseline drawn apart from the first.
    static let lastBaselineDash: [Double] = [2, 2]
    /// Satisfied constraints (Interface Builder's blue).
    static let satisfied = Color.systemBlue
    /// Constraints whose items are ambiguous (Interface Builder's orange).
    static let ambiguous = Color.systemOrange
    /// Broken, conflicting or violated constraints (Interface Builder's red).
    static let conflicting = Color.systemRed
    /// Optional (priority < 1000) constraints are dashed, as Interface Builder draws them.
    static let optionalDash: [Double] = [3, 2]
    /// Width of constraint lines, in points.
    static let constraintWidth = 1.0
    /// Half the length of an I-beam's end caps, in points.
    static let capHalfLength = 3.0
    /// The fill of ambiguous views.
    static let ambiguityFill = Color.systemOrange.withAlpha(0.3)
    /// Text colour for orange labels: darker than system orange, readable on white.
    static let ambiguityText = Color(red255: 184, green: 96, blue: 0)

    /// Label font: small, the renderer's DejaVu Sans.
    static let labelFont = Font(family: "DejaVu Sans", size: 9)
    /// Horizontal and vertical padding inside a label's background.
    static let labelPadding = (horizontal: 2.5, vertical: 1.0)
    /// Label background: white, slightly translucent, rounded.
    static let labelBackground = Color.white.withAlpha(0.85)
    /// Corner radius of label backgrounds.
    static let labelCornerRadius = 2.5

    /// Legend font and panel colours: the panel is an opaque neutral grey, apart from any layout.
    static let legendFont = Font(family: "DejaVu Sans", size: 9)
    static let legendBackground = Color(red255: 242, green: 242, blue: 245)
    static let legendBorder = Color(red255: 60, green: 60, blue: 67, alpha: 0.35)
    static let legendText = Color(red255: 40, green: 40, blue: 45)

    /// The text colour that goes with a stroke colour (orange is too light for text on white).
    static func textColor(for color: Color) -> Color {
        color == ambiguous ? ambiguityText : color.withAlpha(1)
    }

    /// Points as labels show them: whole numbers without decimals, others with at most two.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "∞" : value < 0 ? "-∞" : "NaN" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A priority as labels show it: `@750`.
    static func priority(_ priority: LayoutPriority) -> String { "@" + number(Double(priority.rawValue)) }
}
