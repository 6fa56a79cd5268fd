import CPangoCairo
import Plumb

/// One recipe for a Pango layout, shared by measuring and drawing so the two never disagree.
struct TextLayoutSpec {
    /// How the layout's width is set.
    enum Width {
        /// No width: lines break only at newlines.
        case none
        /// Wrap lines at this width.
        case wrap(Double)
        /// One line that keeps its natural width when that fits in this width (within 0.01 so
        /// rounding never truncates), and is cut to this width otherwise.
        case fit(Double)

        /// Whether a width is set (only then do lines wrap).
        var isSet: Bool {
            if case .none = self { return false }
            return true
        }
    }

    /// Where lines may break when wrapping.
    enum Wrap { case word, char, wordChar }

    /// How the last shown line is cut when lines are left out or don't fit.
    enum Ellipsis { case none, start, middle, end }

    /// The text.
    var text: String
    /// The font, before fallback.
    var font: Font
    /// The width policy.
    var width: Width = .none
    /// Where wrapped lines break.
    var wrap: Wrap = .wordChar
    /// How cut text is marked.
    var ellipsis: Ellipsis = .end
    /// The most lines to show; 0 means unlimited.
    var maxLines = 0
    /// Lines ending more than 1 pt below this height are left out (at least one line shows).
    var maxHeight: Double?
    /// Line alignment within the width (never `natural`).
    var alignment: TextAlignment = .left
    /// The layout direction: the paragraph direction of text with no strong character (each
    /// paragraph's first strong character decides its own), and where justified text's last
    /// line starts.
    var direction: LayoutDirection = .leftToRight
    /// Stretches in other fonts or colours, in UTF-16 offsets into ``text``.
    var runs: [TextRun] = []
}

/// How far below `maxHeight` a line may end and still show, for frames snapped to the pixel grid.
private let heightTolerance = 1.0

/// A built Pango layout and the facts about the lines of it that show. Valid only inside
/// ``PangoRuntime/withLock(_:)`` and the `withLayout` call that made it.
struct PangoTextLayout {
    /// The layout.
    let layout: OpaquePointer
    /// The width Pango aligns lines in, when one is set.
    let alignmentWidth: Double?
    /// The lines that show.
    let lines: [TextLineMetrics]
    /// The facts about the shown lines.
    let facts: TextLayoutFacts
    /// The wrap mode Pango was given (``SingleWordWrap`` may have chosen character wrapping).
    let wrap: PangoWrapMode
}

extension PangoRuntime {
    /// Builds the layout `spec` describes, hands it to `body`, and releases it.
    func withLayout<Result>(_ spec: TextLayoutSpec, _ body: (PangoTextLayout) -> Result) -> Result {
        let context = context(for: spec.direction)
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let text = spec.text.contains("\0") ? spec.text.replacingOccurrences(of: "\0", with: "") : spec.text
        let font = fontDescription(for: spec.font)
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
        if !spec.runs.isEmpty { setRuns(spec.runs, text: text, on: layout) }
        pango_layout_set_auto_dir(layout, 1)
        Self.setAlignment(spec.alignment, direction: spec.direction, on: layout)
        let wrap = spec.width.isSet ? SingleWordWrap.pangoWrap(spec.wrap, text: text, context: context, font: font) : spec.wrap.pango
        pango_layout_set_wrap(layout, wrap)

        var lineLimit = spec.maxLines > 0 ? spec.maxLines : Int.max
        var alignmentWidth: Double?
        switch spec.width {
        case .none:
            break
        case .wrap(let width):
            alignmentWidth = Self.setWidth(width, on: layout)
        case .fit(let width):
            let natural = Self.lineMetrics(of: layout).prefix(lineLimit).map(\.width).max() ?? 0
            let keepsNatural = natural <= width + 0.01 || spec.ellipsis == .none
            alignmentWidth = Self.setWidth(keepsNatural ? max(width, natural) : width, on: layout)
        }
        if let maxHeight = spec.maxHeight {
            let fitting = Self.lineMetrics(of: layout).filter { $0.bottom <= maxHeight + heightTolerance }.count
            lineLimit = min(lineLimit, max(fitting, 1))
        }
        if alignmentWidth != nil, spec.ellipsis != .none, Int(pango_layout_get_line_count(layout)) > lineLimit {
            // A positive height limits the whole layout (a negative one counts lines per
            // paragraph). Pango ellipsizes the line after which fewer than two line heights
            // remain, so 1.5 lines below the top of the last line allowed keeps exactly that many.
            let last = Self.lineMetrics(of: layout)[lineLimit - 1]
            pango_layout_set_ellipsize(layout, spec.ellipsis.pango)
            pango_layout_set_height(layout, PangoUnits.units(last.top + 1.5 * last.height))
        }
        let lines = Array(Self.lineMetrics(of: layout).prefix(lineLimit))
        let facts = TextLayoutFacts(lines: lines, layout: layout, text: text)
        return body(PangoTextLayout(layout: layout, alignmentWidth: alignmentWidth, lines: lines, facts: facts,
                                    wrap: wrap))
    }

    /// Sets the layout's width and returns it in points.
    private static func setWidth(_ width: Double, on layout: OpaquePointer) -> Double {
        let units = PangoUnits.units(width)
        pango_layout_set_width(layout, units)
        return PangoUnits.points(units)
    }

    /// Left and right mean left and right in both directions: auto-dir swaps them for
    /// paragraphs against the context's direction, and ``lineMetrics(of:)`` moves those lines
    /// back (``AbsoluteLineAlignment``). Justified text aligns its last line to the layout
    /// direction's start.
    private static func setAlignment(_ alignment: TextAlignment, direction: LayoutDirection, on layout: OpaquePointer) {
        let start = direction == .leftToRight ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        switch alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .justified, .natural: pango_layout_set_alignment(layout, start)
        }
        pango_layout_set_justify(layout, alignment == .justified ? 1 : 0)
    }

    /// Each line's logical box and baseline, in points from the layout's top left, with left
    /// and right alignment kept absolute whatever each paragraph's direction.
    static func lineMetrics(of layout: OpaquePointer) -> [TextLineMetrics] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var lines: [(metrics: TextLineMetrics, isSwapped: Bool)] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let line = pango_layout_iter_get_line_readonly(iterator)
            let metrics = TextLineMetrics(
                x: PangoUnits.points(logical.x), top: PangoUnits.points(logical.y),
                width: PangoUnits.points(logical.width), height: PangoUnits.points(logical.height),
                baseline: PangoUnits.points(pango_layout_iter_get_baseline(iterator)),
                textEnd: line.map { Int($0.pointee.start_index + $0.pointee.length) } ?? 0)
            lines.append((metrics, line.map { AbsoluteLineAlignment.isSwapped($0, in: layout) } ?? false))
        } while pango_layout_iter_next_line(iterator) != 0
        return AbsoluteLineAlignment.undoSwap(lines, of: layout)
    }
}

/// One laid-out line.
struct TextLineMetrics: Hashable {
    /// The left edge of the line's logical box.
    var x: Double
    /// The top of the line's logical box.
    var top: Double
    /// The logical width.
    var width: Double
    /// The logical height.
    var height: Double
    /// The baseline, from the layout's top.
    var baseline: Double
    /// The byte offset just past the line's text.
    var textEnd: Int
    /// The bottom of the line's logical box.
    var bottom: Double { top + height }
}

extension TextLayoutSpec.Wrap {
    var pango: PangoWrapMode {
        switch self {
        case .word: PANGO_WRAP_WORD
        case .char: PANGO_WRAP_CHAR
        case .wordChar: PANGO_WRAP_WORD_CHAR
        }
    }
}

extension TextLayoutSpec.Ellipsis {
    var pango: PangoEllipsizeMode {
        switch self {
        case .none: PANGO_ELLIPSIZE_NONE
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .end: PANGO_ELLIPSIZE_END
        }
    }
}
