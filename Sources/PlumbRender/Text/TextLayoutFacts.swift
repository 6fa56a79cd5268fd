import CPangoCairo
import Plumb

/// What Pango did with a piece of text: how big the shown lines are, how many there are, and
/// whether anything was cut.
public struct TextLayoutFacts: Hashable, Sendable {
    /// The exact logical size of the shown lines: the widest line's width by the lines' height.
    public var size: Size
    /// The number of lines shown.
    public var lineCount: Int
    /// The first line's baseline, from the top of the text.
    public var firstBaseline: Double
    /// The last shown line's baseline, from the top of the text.
    public var lastBaseline: Double
    /// Whether Pango replaced text with an ellipsis ("…").
    public var isEllipsized: Bool
    /// Whether any text is not shown: ellipsized, or whole lines left out. (Text cut by
    /// `byClipping` is laid out whole; it shows as a ``size`` wider than the rectangle.)
    public var isTruncated: Bool

    /// Creates facts.
    public init(size: Size, lineCount: Int, firstBaseline: Double, lastBaseline: Double,
                isEllipsized: Bool, isTruncated: Bool) {
        self.size = size; self.lineCount = lineCount
        self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
        self.isEllipsized = isEllipsized; self.isTruncated = isTruncated
    }

    /// The facts of `lines`, the shown lines of `layout`, which holds `text`.
    init(lines: [TextLineMetrics], layout: OpaquePointer, text: String) {
        let ellipsized = pango_layout_is_ellipsized(layout) != 0
        let hidden = text.utf8.dropFirst(lines.last?.textEnd ?? 0)
        let hidesText = hidden.contains { !" \t\n\r".utf8.contains($0) }
        self.init(size: Size(width: lines.map(\.width).max() ?? 0, height: (lines.last?.bottom ?? 0) - (lines.first?.top ?? 0)),
                  lineCount: lines.count,
                  firstBaseline: lines.first?.baseline ?? 0,
                  lastBaseline: lines.last?.baseline ?? 0,
                  isEllipsized: ellipsized,
                  isTruncated: ellipsized || hidesText)
    }

    /// The height rounded up to whole points, as the measurer reports it.
    var roundedHeight: Double { (size.height - 1e-9).rounded(.up) }

    /// How far the text moves down from exact vertical centring so that, centred in a box of
    /// ``roundedHeight``, its first baseline sits on a whole point (at most half a point either
    /// way). Frames snap to pixels edge by edge; a baseline a whole number of points below the
    /// top then snaps with the frame, so labels aligned by baseline land on the same pixel row.
    var baselineShift: Double {
        let centred = firstBaseline + (roundedHeight - size.height) / 2
        return centred.rounded() - centred
    }
}
