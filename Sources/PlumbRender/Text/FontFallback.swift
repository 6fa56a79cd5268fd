import Foundation
import Plumb

/// Maps a ``Font``'s family onto a family the fonts hold (pinned or registered), remembering
/// which unknown families were already reported so each is warned about once per process.
struct FontFallback {
    /// Generic names and the pinned family each stands for.
    private static let genericFamilies: [String: String] = [
        "sans": "DejaVu Sans", "sans-serif": "DejaVu Sans", "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono",
    ]

    /// Lowercased family names already warned about, by any runtime of the process.
    private static let warned = Locked(Set<String>())

    /// The font Pango should use for `font`: the system font in its stand-in family
    /// (``Font/systemFamilyStandIn``), a family spelled as the pinned or registered family it
    /// names, or DejaVu Sans (with a warning appended the first time a family is seen) when it
    /// names none.
    func resolve(_ font: Font, warnings: inout [String]) -> Font {
        var resolved = font
        let family = font.isSystemFont ? Font.systemFamilyStandIn : font.family
        if let known = Self.knownFamily(family) {
            resolved.family = known
            return resolved
        }
        if let warning = FontConfiguration.unavailableFamilyText(family), Self.markReported(family) {
            warnings.append(warning)
        }
        resolved.family = FontConfiguration.fallbackFamily
        return resolved
    }

    /// The family `name` names, spelled as the fonts spell it: a generic name's pinned family,
    /// or a pinned or registered family in any letter case; nil for any other name.
    static func knownFamily(_ name: String) -> String? {
        let key = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let generic = genericFamilies[key] { return generic }
        return FontConfiguration.knownFamilies.first { $0.lowercased() == key }
    }

    /// Records that `family` has been reported; true the first time.
    @discardableResult
    static func markReported(_ family: String) -> Bool {
        warned.withLock { $0.insert(family.trimmingCharacters(in: .whitespaces).lowercased()).inserted }
    }
}
