import Foundation
import Plumb

/// Maps a ``Font``'s family onto the pinned DejaVu families, remembering which unknown families
/// were already reported so each is warned about once per process.
struct FontFallback {
    /// Generic names and the pinned family each stands for.
    private static let genericFamilies: [String: String] = [
        "sans": "DejaVu Sans", "sans-serif": "DejaVu Sans", "system-ui": "DejaVu Sans",
        "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono",
    ]

    /// Pinned families by lowercased name.
    private static let pinnedFamilies: [String: String] = Dictionary(
        uniqueKeysWithValues: FontConfiguration.pinnedFamilies.map { ($0.lowercased(), $0) })

    /// Lowercased family names already warned about, by any runtime of the process.
    private static let warned = Locked(Set<String>())

    /// The font Pango should use for `font`: its family spelled as the pinned family it names,
    /// or DejaVu Sans (with a warning appended the first time a family is seen) when it names none.
    func resolve(_ font: Font, warnings: inout [String]) -> Font {
        let key = font.family.trimmingCharacters(in: .whitespaces).lowercased()
        if let family = Self.pinnedFamilies[key] ?? Self.genericFamilies[key] {
            var resolved = font
            resolved.family = family
            return resolved
        }
        if Self.warned.withLock({ $0.insert(key).inserted }) {
            warnings.append("font family '\(font.family)' is not available; using \(FontConfiguration.fallbackFamily) (Plumb renders only the DejaVu fonts of fonts-dejavu-core)")
        }
        var resolved = font
        resolved.family = FontConfiguration.fallbackFamily
        return resolved
    }
}
