/// A font, as a Pango font description: `"DejaVu Sans Bold 17"`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family, e.g. `DejaVu Sans`.
    public var family: String
    /// The size in points.
    public var size: Double
    /// Bold weight.
    public var isBold: Bool
    /// The UIKit text style this font scales with (``preferredFont(forTextStyle:compatibleWith:)``);
    /// nil for a fixed font. Views resolve a styled font against their Dynamic Type size.
    public var textStyle: TextStyle?

    /// Creates a font; the family defaults to DejaVu Sans.
    public init(family: String = "DejaVu Sans", size: Double, bold: Bool = false) {
        self.family = family
        self.size = size
        self.isBold = bold
    }

    /// Parses a Pango-style description: family words, an optional `Bold`, then a size.
    public init(description: String) {
        var words = description.split(separator: " ").map(String.init)
        var size = 17.0
        if let last = words.last, let value = Double(last), value.isFinite, value > 0 {
            size = value
            words.removeLast()
        }
        let bold = words.last?.lowercased() == "bold"
        if bold { words.removeLast() }
        self.init(family: words.isEmpty ? "DejaVu Sans" : words.joined(separator: " "), size: size, bold: bold)
    }

    /// The system font (``systemFamilyName``) at UIKit's default label font size, 17; drawn in
    /// the family that stands in for it (``View/effectiveSystemFontFamily``).
    public static func system(size: Double = 17) -> Font { Font(family: systemFamilyName, size: size) }
    /// The bold system font.
    public static func boldSystem(size: Double = 17) -> Font { Font(family: systemFamilyName, size: size, bold: true) }

    /// The Pango description.
    public var description: String { "\(family)\(isBold ? " Bold" : "") \(formatPoints(size))" }
}

/// What to measure: text in a font, wrapped at a width, limited to a number of lines.
public struct TextMeasureRequest: Hashable, Sendable {
    /// The text to measure.
    public var text: String
    /// The font to measure in.
    public var font: Font
    /// Wrap width in points; nil for no wrapping.
    public var maxWidth: Double?
    /// The most lines to show; 0 means unlimited.
    public var lines: Int
    /// Stretches in other fonts (an attributed text's runs); none by default.
    public var runs: [TextRun] = []

    /// Creates a request; by default it does not wrap and shows one line.
    public init(text: String, font: Font, maxWidth: Double? = nil, lines: Int = 1) {
        self.text = text; self.font = font; self.maxWidth = maxWidth; self.lines = lines
    }
}

/// The measured size of text, and where its baselines sit (from the top of the text).
public struct TextMeasurement: Hashable, Sendable {
    /// The width and height of the text.
    public var size: Size
    /// The first line's baseline, from the top of the text.
    public var firstBaseline: Double
    /// The last line's baseline, from the top of the text.
    public var lastBaseline: Double

    /// Creates a measurement.
    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
    }
}

/// Measures text. Plumb's layout model uses only this protocol; Pango implements it in PlumbRender.
public protocol TextMeasuring: Sendable {
    /// The size and baselines of the text.
    func measure(_ request: TextMeasureRequest) -> TextMeasurement
}

/// A deterministic measurer for tests and for machines without Pango: every character is
/// `0.5 × size` wide, a line is `1.25 × size` high, and the baseline is `size` below the top
/// of its line. Words wrap at spaces; a word wider than the line stays whole.
public struct MonospaceTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// Measures with the fixed character width and line height described above.
    public func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        let advance = request.font.size * 0.5
        let lineHeight = request.font.size * 1.25
        var lines = wrap(request.text, advance: advance, maxWidth: request.maxWidth)
        if request.lines > 0, lines.count > request.lines { lines = Array(lines.prefix(request.lines)) }
        let widest = lines.map { Double($0.count) * advance }.max() ?? 0
        let width = min(widest, request.maxWidth ?? widest)
        let count = Double(max(lines.count, 1))
        return TextMeasurement(size: Size(width: width, height: count * lineHeight),
                               firstBaseline: request.font.size,
                               lastBaseline: (count - 1) * lineHeight + request.font.size)
    }

    private func wrap(_ text: String, advance: Double, maxWidth: Double?) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth, advance > 0 else { lines.append(String(paragraph)); continue }
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty, Double(candidate.count) * advance > maxWidth + 1e-9 {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }
}

extension View {
    /// The measurer this view's text is measured with: its tree's, which the layout root keeps
    /// (``textMeasurer`` set on the root), or ``MonospaceTextMeasurer`` when the tree has none.
    /// There is no process-wide measurer to install: whoever draws the tree sets the root's
    /// (PlumbRender warns when it draws text that the monospace fake measured). A subtree given
    /// a measurer of its own before it joined the tree keeps it: its layout root came along.
    public var effectiveTextMeasurer: any TextMeasuring {
        var current: View? = self
        while let view = current {
            if let measurer = view.storedLayoutRoot?.textMeasurer { return measurer }
            current = view.superview
        }
        return MonospaceTextMeasurer()
    }
}
