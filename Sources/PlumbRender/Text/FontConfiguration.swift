import CPangoCairo
import Foundation

/// Plumb's pinned fonts: the DejaVu files of fonts-dejavu-core, loaded through the bundled
/// `fonts.conf` into a private fontconfig configuration, so text measures and draws the same on
/// every machine.
public enum FontConfiguration {
    /// The families Plumb renders with.
    public static let pinnedFamilies = ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"]

    /// The family used for any font whose family is not pinned.
    public static let fallbackFamily = "DejaVu Sans"

    /// Whether text uses the pinned fonts; false when `fonts.conf` or the DejaVu files were
    /// missing and Plumb fell back to the machine's fontconfig configuration.
    public static var isPinned: Bool { PangoRuntime.withRuntime { $0.isPinned } }

    /// The font families Pango can use, sorted, without the generic aliases (Sans, Serif,
    /// Monospace, System-ui) that Pango adds to every fontconfig font map.
    public static var availableFamilies: [String] { PangoRuntime.withRuntime { $0.familyNames() } }

    /// Generic names Pango lists beside real families; they are aliases, not fonts.
    static let genericFamilyNames: Set<String> = [
        "sans", "sans-serif", "serif", "monospace", "system-ui", "cursive", "fantasy", "emoji", "math",
    ]

    /// A font map using the pinned configuration, or the machine's configuration (with the
    /// reason appended to `warnings`) when the pinned fonts cannot be loaded. `config` is the
    /// pinned configuration, nil for the machine's (fontconfig's current one).
    static func makeFontMap(warnings: inout [String]) -> (fontMap: UnsafeMutablePointer<PangoFontMap>, config: OpaquePointer?, isPinned: Bool) {
        switch loadPinnedConfiguration() {
        case .success(let config):
            if let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) {
                pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
                return (fontMap, config, true)
            }
            FcConfigDestroy(config)
            warnings.append(fallbackWarning("Pango has no FreeType font map"))
        case .failure(let reason):
            warnings.append(fallbackWarning(reason.text))
        }
        return (pango_cairo_font_map_new(), nil, false)
    }

    private static func fallbackWarning(_ reason: String) -> String {
        "Plumb could not load its pinned fonts (\(reason)); text uses this machine's fontconfig configuration, so measurements and renders may differ between machines"
    }

    private struct LoadFailure: Error { var text: String }

    /// A new fontconfig configuration from the bundled `fonts.conf`, checked to hold every pinned family.
    private static func loadPinnedConfiguration() -> Result<OpaquePointer, LoadFailure> {
        guard let path = bundledConfigurationPath() else {
            return .failure(LoadFailure(text: "the resource bundle \(resourceBundleName) with fonts.conf was not found beside the program"))
        }
        guard let config = FcConfigCreate() else { return .failure(LoadFailure(text: "FcConfigCreate failed")) }
        guard FcConfigParseAndLoad(config, path, FcTrue) == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            return .failure(LoadFailure(text: "fontconfig could not read \(path)"))
        }
        let missing = Set(pinnedFamilies.map { $0.lowercased() }).subtracting(familiesInConfiguration(config))
        guard missing.isEmpty else {
            FcConfigDestroy(config)
            let names = pinnedFamilies.filter { missing.contains($0.lowercased()) }.joined(separator: ", ")
            return .failure(LoadFailure(text: "missing \(names); install fonts-dejavu-core"))
        }
        return .success(config)
    }

    /// The lowercased family names of the fonts a configuration found.
    private static func familiesInConfiguration(_ config: OpaquePointer) -> Set<String> {
        Set(strings(FC_FAMILY, in: config, sets: [FcSetSystem]).map { $0.lowercased() })
    }

    /// The first value of a string property (`FC_FAMILY`, `FC_FILE`) of each font in some of a
    /// configuration's font sets (nil: fontconfig's current configuration).
    static func strings(_ property: String, in config: OpaquePointer?, sets: [FcSetName]) -> [String] {
        var values: [String] = []
        for name in sets {
            guard let set = FcConfigGetFonts(config, name), let fonts = set.pointee.fonts else { continue }
            for index in 0..<Int(set.pointee.nfont) {
                var value: UnsafeMutablePointer<FcChar8>?
                guard let pattern = fonts[index], FcPatternGetString(pattern, property, 0, &value) == FcResultMatch,
                      let value else { continue }
                values.append(String(cString: value))
            }
        }
        return values
    }

    /// The resource bundle SwiftPM builds for this target (`<package>_<target>.resources`).
    static let resourceBundleName = "Plumb_PlumbRender.resources"

    /// The bundled `fonts.conf`, looked up where `Bundle.module` looks first (beside the main
    /// executable). `Bundle.module` itself is not used: it stops the process when the bundle is
    /// missing, and a missing font file must only cost a warning.
    static func bundledConfigurationPath() -> String? {
        var directories = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL { directories.append(executable.deletingLastPathComponent()) }
        for directory in directories {
            let bundlePath = directory.appendingPathComponent(resourceBundleName).path
            if let path = Bundle(path: bundlePath)?.path(forResource: "fonts", ofType: "conf") { return path }
        }
        return nil
    }
}
