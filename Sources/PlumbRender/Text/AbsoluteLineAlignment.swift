import CPangoCairo

/// Keeps left and right alignment absolute while Pango finds each paragraph's direction.
///
/// With auto-dir on, Pango gives each paragraph the direction of its first strong character
/// (Unicode bidi rules P2 and P3), falling back to the context's base direction. It then swaps
/// left and right alignment for lines whose paragraph runs against the context's direction.
/// Plumb's alignments are already resolved to absolute sides (natural follows the layout
/// direction, as in UIKit), so ``undoSwap(_:of:)`` moves those lines back.
enum AbsoluteLineAlignment {
    /// Whether Pango swapped left and right alignment for `line` of `layout`.
    static func isSwapped(_ line: UnsafeMutablePointer<PangoLayoutLine>, in layout: OpaquePointer) -> Bool {
        let alignment = pango_layout_get_alignment(layout)
        guard alignment == PANGO_ALIGN_LEFT || alignment == PANGO_ALIGN_RIGHT,
              pango_layout_get_auto_dir(layout) != 0 else { return false }
        let base = simple(pango_context_get_base_dir(pango_layout_get_context(layout)))
        return base != 0 && simple(pango_layout_line_get_resolved_direction(line)) == -base
    }

    /// `lines` with each swapped line moved to where the layout's own alignment puts it: by
    /// the room it has in the width Pango aligns in (the layout's width, or the widest line's).
    static func undoSwap(_ lines: [(metrics: TextLineMetrics, isSwapped: Bool)], of layout: OpaquePointer) -> [TextLineMetrics] {
        guard lines.contains(where: \.isSwapped) else { return lines.map(\.metrics) }
        let layoutWidth = pango_layout_get_width(layout)
        let width = layoutWidth >= 0 ? PangoUnits.points(layoutWidth) : lines.map(\.metrics.width).max() ?? 0
        guard width != 0 else { return lines.map(\.metrics) }
        let towardsRight = pango_layout_get_alignment(layout) == PANGO_ALIGN_RIGHT
        return lines.map { line in
            guard line.isSwapped else { return line.metrics }
            var metrics = line.metrics
            let room = width - metrics.width
            metrics.x += towardsRight ? room : -room
            return metrics
        }
    }

    /// 1 for left-to-right directions, -1 for right-to-left ones, 0 for neutral (Pango's
    /// `pango_direction_simple`, which is private).
    private static func simple(_ direction: PangoDirection) -> Int {
        switch direction {
        case PANGO_DIRECTION_LTR, PANGO_DIRECTION_WEAK_LTR, PANGO_DIRECTION_TTB_RTL: 1
        case PANGO_DIRECTION_RTL, PANGO_DIRECTION_WEAK_RTL, PANGO_DIRECTION_TTB_LTR: -1
        default: 0
        }
    }
}
