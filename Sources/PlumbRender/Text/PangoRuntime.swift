import CPangoCairo
import Plumb

/// One thread's Pango state: a font map, one context per paragraph direction, and font
/// descriptions. Pango objects are not thread-safe, so every use goes through
/// ``withRuntime(_:)``, which lends a runtime to one thread at a time; measuring and drawing
/// share it.
final class PangoRuntime: @unchecked Sendable {
    /// The runtimes no thread is using. Pango's objects are not thread-safe, so each runtime has
    /// its own font map, contexts and font descriptions, and one thread uses it at a time: as
    /// many threads draw text at once as there are runtimes (at most one per thread that ever
    /// drew at the same time as others). Fontconfig and Cairo are thread-safe.
    private static let idle = Locked([PangoRuntime]())
    /// Whether a runtime has been made yet: only the first reports a font configuration problem.
    private static let madeOne = Locked(false)

    /// Whether the pinned DejaVu configuration loaded.
    let isPinned: Bool
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The pinned fontconfig configuration (nil: the machine's), which registered fonts join.
    private let config: OpaquePointer?
    /// How many of ``FontRegistry/registeredFiles`` this runtime's configuration holds.
    private var registeredFontCount = 0
    private let leftToRight: OpaquePointer
    private let rightToLeft: OpaquePointer
    private let fallback = FontFallback()
    private var descriptions: [Font: OpaquePointer] = [:]
    /// Warnings waiting to be logged by the caller that holds the lock.
    private var warnings: [String] = []

    private init() {
        var warnings: [String] = []
        (fontMap, config, isPinned) = FontConfiguration.makeFontMap(warnings: &warnings)
        leftToRight = Self.makeContext(fontMap, direction: PANGO_DIRECTION_LTR)
        rightToLeft = Self.makeContext(fontMap, direction: PANGO_DIRECTION_RTL)
        let first = Self.madeOne.withLock { made in
            defer { made = true }
            return !made
        }
        self.warnings = first ? warnings : []
    }

    /// Runs `body` with a runtime no other thread is using (an idle one, or a new one), then
    /// logs, to the caller's ``LayoutLog/sink``, any warnings the work produced.
    static func withRuntime<Result: Sendable>(_ body: (PangoRuntime) -> Result) -> Result {
        let runtime = idle.withLock { $0.popLast() } ?? PangoRuntime()
        runtime.addRegisteredFonts()
        let result = body(runtime)
        let warnings = runtime.warnings
        runtime.warnings.removeAll()
        idle.withLock { $0.append(runtime) }
        warnings.forEach(TextWarning.log)
        return result
    }

    /// Adds the files registered since this runtime last looked (``FontRegistry``) to its
    /// configuration as application fonts, and makes Pango forget the fonts it matched before.
    private func addRegisteredFonts() {
        let files = FontRegistry.registeredFiles
        guard files.count > registeredFontCount else { return }
        for file in files[registeredFontCount...] { _ = FcConfigAppFontAddFile(config, file) }
        registeredFontCount = files.count
        pango_fc_font_map_config_changed(OpaquePointer(fontMap))
    }

    /// A context with deterministic font options: grey antialiasing, no hinting, unhinted
    /// metrics and unrounded glyph positions, so layouts scale exactly and measuring agrees
    /// with drawing at every scale.
    static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>, direction: PangoDirection) -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, direction)
        return context
    }

    /// The context whose base direction is `direction`.
    func context(for direction: LayoutDirection) -> OpaquePointer {
        direction == .leftToRight ? leftToRight : rightToLeft
    }

    /// The Pango description of `font` after fallback (warning once about unknown families).
    func fontDescription(for font: Font) -> OpaquePointer {
        let resolved = fallback.resolve(font, warnings: &warnings)
        if let description = descriptions[resolved] { return description }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, resolved.family)
        pango_font_description_set_weight(description, resolved.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, PangoUnits.clampedSize(resolved.size))
        descriptions[resolved] = description
        return description
    }

    /// The files of every font this runtime's configuration holds (pinned and registered), sorted.
    func fontFiles() -> [String] {
        FontConfiguration.strings(FC_FILE, in: config, sets: [FcSetSystem, FcSetApplication]).sorted()
    }

    /// The real families in the font map, sorted, without Pango's generic aliases.
    func familyNames() -> [String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        guard let families else { return [] }
        return (0..<Int(count)).compactMap { index -> String? in
            guard let family = families[index], let name = pango_font_family_get_name(family) else { return nil }
            return String(cString: name)
        }
        .filter { !FontConfiguration.genericFamilyNames.contains($0.lowercased()) }
        .sorted()
    }
}

/// Conversions between points and Pango units (1/1024 point), clamped to what Pango's 32-bit
/// integers hold.
enum PangoUnits {
    /// Pango units per point.
    static let scale = 1024.0
    /// The widest or tallest length Pango is given, in points.
    static let maximumLength = 1_000_000.0

    /// Points from Pango units.
    static func points(_ units: Int32) -> Double { Double(units) / scale }

    /// Pango units from points, rounded down and clamped to 0...maximumLength.
    static func units(_ points: Double) -> Int32 {
        guard points.isFinite, points > 0 else { return 0 }
        return Int32((min(points, maximumLength) * scale).rounded(.down))
    }

    /// A font size in Pango units: finite sizes between 0 and 10,000 points.
    static func clampedSize(_ size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        return min(size, 10_000) * scale
    }
}
