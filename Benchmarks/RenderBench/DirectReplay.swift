// The baseline: the Cairo and Pango calls of a recorded render, made straight from an array of
// operations, without Plumb's drawing (no views, no GraphicsContext, no overlay logic, no
// measuring, no text cache).
//
// From PlumbRender it takes only plain helpers: a font map of its own with the pinned fonts and
// Plumb's Pango context options (made once, before timing), the loop that turns a `Path` into
// cairo_move_to/line_to/arc calls, and the byte sink for the PNG stream. So the glyphs are the
// same, and the main program checks that the pixels are.

import BenchSupport
import CBenchPangoCairo
import Foundation
import Plumb
@_spi(Benchmarks) import PlumbRender

/// Replays recorded operations on a Cairo image surface and encodes it as PNG.
final class DirectRenderer {
    let scale: Double
    let background: Color
    private let leftToRight: OpaquePointer
    private let rightToLeft: OpaquePointer
    private var descriptions: [Font: OpaquePointer] = [:]
    private var images: [String: OpaquePointer?] = [:]

    /// Makes its own Pango contexts with the pinned fonts (once, before any timing).
    init(scale: Double, background: Color = .white) {
        self.scale = scale
        self.background = background
        (leftToRight, rightToLeft) = DirectDrawingSupport.makePangoContexts()
    }

    // MARK: Surfaces

    /// A new ARGB surface of `size` points at the scale (sized in pixels as Plumb sizes a canvas
    /// whose `layoutArea` a legend strip extends), painted with the background, with every
    /// operation replayed on it. The caller destroys it.
    func surface(size: Size, layoutArea: Size, ops: [DrawOp]) -> OpaquePointer {
        let (width, height) = Renderer.rasterPixels(size: size, layoutArea: layoutArea, scale: scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        replay(ops, on: cr)
        cairo_destroy(cr)
        return surface
    }

    /// The surface as PNG bytes, written to memory.
    func png(of surface: OpaquePointer) -> [UInt8] {
        let out = CairoByteStream()
        let status = cairo_surface_write_to_png_stream(surface, CairoByteStream.write, out.closure)
        if status != CAIRO_STATUS_SUCCESS { fail("PNG encoding failed") }
        return out.bytes
    }

    // MARK: Replay

    func replay(_ ops: [DrawOp], on cr: OpaquePointer) {
        for op in ops {
            switch op {
            case .save: cairo_save(cr)
            case .restore: cairo_restore(cr)
            case let .translate(x, y): cairo_translate(cr, x, y)
            case let .clip(path):
                setPath(path, cr)
                cairo_clip(cr)
            case let .fill(path, c):
                setPath(path, cr)
                cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
                cairo_fill(cr)
            case let .stroke(path, c, lineWidth, dash):
                setPath(path, cr)
                cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
                cairo_set_line_width(cr, lineWidth)
                if dash.isEmpty {
                    cairo_stroke(cr)
                } else {
                    dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
                    cairo_stroke(cr)
                    cairo_set_dash(cr, nil, 0, 0)
                }
            case .beginLayer: cairo_push_group(cr)
            case let .endLayer(alpha):
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, alpha)
            case let .text(drawing): drawText(drawing, cr)
            case let .image(image, rect, mode): drawImage(image, rect, mode, cr)
            }
        }
    }

    private func setPath(_ path: Path, _ cr: OpaquePointer) { DirectDrawingSupport.setPath(path, on: cr) }

    private func description(for font: Font) -> OpaquePointer {
        if let d = descriptions[font] { return d }
        let d = pango_font_description_new()!
        let known = ["dejavu sans": "DejaVu Sans", "dejavu sans mono": "DejaVu Sans Mono", "dejavu serif": "DejaVu Serif"]
        pango_font_description_set_family(d, known[font.family.lowercased()] ?? "DejaVu Sans")
        pango_font_description_set_weight(d, font.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(d, min(max(font.size, 0), 10_000) * 1024)
        descriptions[font] = d
        return d
    }

    /// Text as a Pango program would draw it: one layout with the font, text, alignment, wrap
    /// width and ellipsis; centred vertically on its logical height (its first baseline moved to a
    /// whole point, as Plumb does); then `pango_cairo_show_layout` at the top left.
    private func drawText(_ d: TextDrawing, _ cr: OpaquePointer) {
        let r = d.rect
        guard d.color.alpha > 0, r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite,
              r.width > 0, r.height > 0 else { return }
        let layout = pango_layout_new(d.direction == .leftToRight ? leftToRight : rightToLeft)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description(for: d.font))
        pango_layout_set_text(layout, d.text, -1)
        pango_layout_set_auto_dir(layout, 0)
        let start = d.direction == .leftToRight ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        let share: Double
        switch d.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT); share = 0
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT); share = 1
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER); share = 0.5
        case .justified, .natural:
            pango_layout_set_alignment(layout, start)
            if d.alignment == .justified { pango_layout_set_justify(layout, 1) }
            share = d.direction == .leftToRight ? 0 : 1
        }
        switch d.lineBreakMode {
        case .byWordWrapping: pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        case .byCharWrapping: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        default: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        var width = r.width
        if d.lineBreakMode == .byClipping, d.lines == 1 {
            // Clipped text is not wrapped: it is laid out in its natural width when that is wider.
            var natural = PangoRectangle()
            pango_layout_get_extents(layout, nil, &natural)
            width = max(width, Double(natural.width) / 1024)
        }
        let widthUnits = Int32((min(width, 1_000_000) * 1024).rounded(.down))
        pango_layout_set_width(layout, widthUnits)
        let ellipsis: PangoEllipsizeMode
        switch d.lineBreakMode {
        case .byClipping: ellipsis = PANGO_ELLIPSIZE_NONE
        case .byTruncatingHead: ellipsis = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
        default: ellipsis = PANGO_ELLIPSIZE_END
        }
        if ellipsis != PANGO_ELLIPSIZE_NONE, d.lines > 0 {
            pango_layout_set_ellipsize(layout, ellipsis)
            pango_layout_set_height(layout, -Int32(d.lines))
        }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let height = Double(logical.height) / 1024
        let firstBaseline = Double(pango_layout_get_baseline(layout)) / 1024
        let centred = firstBaseline + ((height - 1e-9).rounded(.up) - height) / 2
        let y = r.minY + (r.height - height) / 2 + (centred.rounded() - centred)
        let x = r.minX + share * (r.width - Double(widthUnits) / 1024)
        if d.lineBreakMode == .byClipping {
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            cairo_clip(cr)
        }
        cairo_set_source_rgba(cr, d.color.red, d.color.green, d.color.blue, d.color.alpha)
        // Line by line, each line moved to its baseline, as Plumb draws. (One
        // pango_cairo_show_layout at the top left lays out the same glyphs, but moved some
        // overlay labels, whose baselines fall exactly on half a device pixel, by one pixel:
        // ~190,000 differing pixels; the position reaches Cairo through other floating-point steps.)
        let iter = pango_layout_get_iter(layout)!
        repeat {
            var line = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &line)
            cairo_move_to(cr, x + Double(line.x) / 1024, y + Double(pango_layout_iter_get_baseline(iter)) / 1024)
            pango_cairo_show_layout_line(cr, pango_layout_iter_get_line_readonly(iter))
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        cairo_new_path(cr)
        if d.lineBreakMode == .byClipping { cairo_restore(cr) }
    }

    private func drawImage(_ image: Image, _ rect: Rect, _ mode: ContentMode, _ cr: OpaquePointer) {
        let placed = mode.rect(for: image.size, in: rect)
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        switch image.content {
        case let .placeholder(c):
            cairo_new_path(cr)
            cairo_rectangle(cr, placed.minX, placed.minY, placed.width, placed.height)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            cairo_fill(cr)
            cairo_new_path(cr)
            cairo_rectangle(cr, placed.minX + 0.5, placed.minY + 0.5, placed.width - 1, placed.height - 1)
            cairo_move_to(cr, placed.minX, placed.minY)
            cairo_line_to(cr, placed.maxX, placed.maxY)
            cairo_move_to(cr, placed.maxX, placed.minY)
            cairo_line_to(cr, placed.minX, placed.maxY)
            let g = Color.systemGray
            cairo_set_source_rgba(cr, g.red, g.green, g.blue, g.alpha)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
        case let .file(path):
            let cached = images[path] ?? {
                let s = cairo_image_surface_create_from_png(path)
                let ok = s.map { cairo_surface_status($0) == CAIRO_STATUS_SUCCESS } ?? false
                images[path] = ok ? s : nil
                return ok ? s : nil
            }()
            if let surface = cached {
                let pw = Double(cairo_image_surface_get_width(surface)), ph = Double(cairo_image_surface_get_height(surface))
                cairo_translate(cr, placed.minX, placed.minY)
                cairo_scale(cr, placed.width / max(pw, 1), placed.height / max(ph, 1))
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
            }
        }
        cairo_restore(cr)
    }
}

/// Feeds PNG bytes to Cairo's PNG reader.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { buffer in
            data.update(from: buffer.baseAddress!.advanced(by: source.offset), count: count)
        }
        source.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

/// How two PNGs differ: nil when they have different sizes or one cannot be decoded, else the
/// number of pixels whose ARGB value differs, the largest difference in one channel, and the
/// first differing pixel (row by row). With `prefix`, writes PREFIX-mask.png (a quarter-size map
/// of the differing pixels, in red) and PREFIX-a.png and PREFIX-b.png (the 150 × 75 pixels around
/// the first difference in each image, enlarged 4×).
func pixelDifference(_ a: [UInt8], _ b: [UInt8], cropsTo prefix: String? = nil)
    -> (pixels: Int, total: Int, maxChannel: Int, first: (x: Int, y: Int)?)? {
    func decode(_ bytes: [UInt8]) -> OpaquePointer? {
        let source = ByteSource(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(ByteSource.read, Unmanaged.passUnretained(source).toOpaque())
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        return surface
    }
    guard let sa = decode(a), let sb = decode(b) else { return nil }
    defer { cairo_surface_destroy(sa); cairo_surface_destroy(sb) }
    let w = Int(cairo_image_surface_get_width(sa)), h = Int(cairo_image_surface_get_height(sa))
    guard w == Int(cairo_image_surface_get_width(sb)), h == Int(cairo_image_surface_get_height(sb)),
          let da = cairo_image_surface_get_data(sa), let db = cairo_image_surface_get_data(sb) else { return nil }
    let strideA = Int(cairo_image_surface_get_stride(sa)), strideB = Int(cairo_image_surface_get_stride(sb))
    var differing = 0, maxChannel = 0
    var first: (x: Int, y: Int)?
    for y in 0..<h {
        let rowA = da.advanced(by: y * strideA), rowB = db.advanced(by: y * strideB)
        for x in 0..<w {
            var differs = false
            for c in 0..<4 {
                let delta = abs(Int(rowA[4 * x + c]) - Int(rowB[4 * x + c]))
                if delta > 0 { differs = true; maxChannel = max(maxChannel, delta) }
            }
            if differs {
                differing += 1
                if first == nil { first = (x, y) }
            }
        }
    }
    if let prefix {
        let mw = w / 4, mh = h / 4
        let mask = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(mw), Int32(mh))!
        let md = cairo_image_surface_get_data(mask)!
        let ms = Int(cairo_image_surface_get_stride(mask))
        for y in 0..<(mh * 4) {
            let rowA = da.advanced(by: y * strideA), rowB = db.advanced(by: y * strideB)
            for x in 0..<(mw * 4) {
                let same = (0..<4).allSatisfy { rowA[4 * x + $0] == rowB[4 * x + $0] }
                let p = md.advanced(by: (y / 4) * ms + (x / 4) * 4)
                if !same { p[0] = 0; p[1] = 0; p[2] = 255; p[3] = 255 } else if p[3] == 0 { p[0] = 230; p[1] = 230; p[2] = 230; p[3] = 255 }
            }
        }
        cairo_surface_mark_dirty(mask)
        cairo_surface_write_to_png(mask, "\(prefix)-mask.png")
        cairo_surface_destroy(mask)
    }
    if let prefix, let first {
        let x0 = max(0, min(first.x - 300, w - 600)), y0 = max(0, min(first.y - 150, h - 300))
        for (surface, tag) in [(sa, "a"), (sb, "b")] {
            let crop = cairo_surface_create_for_rectangle(surface, Double(x0), Double(y0), Double(min(600, w)), Double(min(300, h)))
            let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(min(600, w)), Int32(min(300, h)))
            let cr = cairo_create(copy)
            cairo_scale(cr, 4, 4)
            cairo_set_source_surface(cr, crop, -Double(first.x - x0 - 75), -Double(first.y - y0 - 37))
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_write_to_png(copy, "\(prefix)-\(tag).png")
            cairo_surface_destroy(copy)
            cairo_surface_destroy(crop)
        }
    }
    return (differing, w * h, maxChannel, first)
}
