import CPangoCairo
import Plumb

/// Draws text on a Cairo context with Pango, as `TextDrawing` describes, and reports what
/// the layout did (``facts(_:)``). Uses the same layouts, fonts and lock as ``PangoTextMeasurer``.
public enum PangoText {
    /// Draws the text with the context's current transform: centred vertically in the
    /// drawing's rectangle (moved at most half a point so its first baseline is where the
    /// measurer puts it), aligned horizontally, wrapped when it has more than one line, and cut
    /// by its line-break mode when it doesn't fit.
    public static func draw(_ drawing: TextDrawing, on cairo: OpaquePointer) {
        guard drawing.color.alpha > 0, isDrawable(drawing.rect) else { return }
        PangoRuntime.withRuntime { runtime in
            runtime.withLayout(spec(for: drawing)) { laidOut in
                let origin = self.origin(of: laidOut, in: drawing)
                cairo_save(cairo)
                cairo_new_path(cairo)
                defer {
                    cairo_new_path(cairo)
                    cairo_restore(cairo)
                }
                // Lines far off the canvas are not drawn: past Cairo's fixed-point range they
                // would wrap round onto it.
                let area = DrawableArea(clipOf: cairo)
                if drawing.lineBreakMode == .byClipping, let rect = area.clamp(drawing.rect) {
                    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
                    cairo_clip(cairo)
                }
                let color = drawing.color
                cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
                // Line by line, so lines left out without an ellipsis, or off the drawable area,
                // are not drawn. The list is walked once (looking each line up by index would be
                // quadratic in the lines).
                var link = pango_layout_get_lines_readonly(laidOut.layout)
                for line in laidOut.lines {
                    guard let node = link else { break }
                    link = node.pointee.next
                    let box = Rect(x: origin.x + line.x, y: origin.y + line.top, width: line.width, height: line.height)
                    guard area.intersects(box),
                          let pangoLine = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { continue }
                    cairo_move_to(cairo, origin.x + line.x, origin.y + line.baseline)
                    pango_cairo_show_layout_line(cairo, pangoLine)
                }
            }
        }
    }

    /// What laying out the drawing does: the shown lines' exact size and count, their
    /// baselines, and whether text was ellipsized or left out.
    public static func facts(_ drawing: TextDrawing) -> TextLayoutFacts {
        PangoRuntime.withRuntime { runtime in runtime.withLayout(spec(for: drawing)) { $0.facts } }
    }

    /// Where the text's logical box lands: its top left corner, in the drawing's coordinates.
    public static func textOrigin(_ drawing: TextDrawing) -> Point {
        PangoRuntime.withRuntime { runtime in
            runtime.withLayout(spec(for: drawing)) { laidOut in
                let origin = origin(of: laidOut, in: drawing)
                let left = laidOut.lines.map(\.x).min() ?? 0
                return Point(x: origin.x + left, y: origin.y)
            }
        }
    }

    /// The layout recipe for a drawing. One line keeps its natural width unless it is wider
    /// than the rectangle; more lines wrap at the rectangle's width and show only as many
    /// lines as `lines` allows and the rectangle's height holds.
    static func spec(for drawing: TextDrawing) -> TextLayoutSpec {
        var spec = TextLayoutSpec(text: drawing.text, font: drawing.font)
        spec.runs = drawing.runs
        let width = max(drawing.rect.width, 0)
        spec.alignment = drawing.alignment
        spec.direction = drawing.direction
        spec.maxLines = drawing.lines == 1 ? 1 : max(drawing.lines, 0)
        if drawing.lines == 1 {
            spec.width = .fit(width)
        } else {
            spec.width = .wrap(width)
            spec.maxHeight = max(drawing.rect.height, 0)
        }
        switch drawing.lineBreakMode {
        case .byWordWrapping: spec.wrap = .word; spec.ellipsis = .end
        case .byCharWrapping: spec.wrap = .char; spec.ellipsis = .end
        case .byClipping: spec.ellipsis = .none
        case .byTruncatingHead: spec.ellipsis = .start
        case .byTruncatingMiddle: spec.ellipsis = .middle
        case .byTruncatingTail: spec.ellipsis = .end
        }
        return spec
    }

    /// The layout's top left corner: centred vertically on the shown lines' exact height and
    /// moved by ``TextLayoutFacts/baselineShift`` (as the measurer's baselines are), and shifted
    /// horizontally so lines Pango aligned in a width other than the rectangle's line up with it.
    private static func origin(of laidOut: PangoTextLayout, in drawing: TextDrawing) -> Point {
        let rect = drawing.rect
        let facts = laidOut.facts
        let y = rect.minY + (rect.height - facts.size.height) / 2 + facts.baselineShift
        guard let alignmentWidth = laidOut.alignmentWidth else { return Point(x: rect.minX, y: y) }
        let share: Double
        switch drawing.alignment {
        case .left: share = 0
        case .right: share = 1
        case .center: share = 0.5
        case .justified, .natural: share = drawing.direction == .leftToRight ? 0 : 1
        }
        return Point(x: rect.minX + share * (rect.width - alignmentWidth), y: y)
    }

    /// Whether a rectangle is finite and not empty.
    private static func isDrawable(_ rect: Rect) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) && rect.width > 0 && rect.height > 0
    }
}
