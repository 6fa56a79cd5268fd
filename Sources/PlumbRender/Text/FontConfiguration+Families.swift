import Plumb

/// Which families text can be drawn in, and the warning for one it can't.
extension FontConfiguration {
    /// The families text can be drawn in: the pinned DejaVu families and the families of the
    /// registered font files (``FontRegistry``), sorted.
    public static var knownFamilies: [String] {
        Array(Set(pinnedFamilies + FontRegistry.registeredFamilies)).sorted()
    }

    /// The warning for a font family that can't be drawn (it is drawn in ``fallbackFamily``
    /// instead), with the closest known family as a did-you-mean; nil when the family is
    /// available, generic (`sans`, `serif`, `monospace`) or the system font's. The family is
    /// then not reported again when text is drawn in it: the caller reports it, at its place.
    public static func reportUnavailableFamily(_ family: String) -> String? {
        guard let text = unavailableFamilyText(family) else { return nil }
        FontFallback.markReported(family)
        return text
    }

    /// The text of ``reportUnavailableFamily(_:)``, without marking the family reported.
    static func unavailableFamilyText(_ family: String) -> String? {
        if Font(family: family, size: 1).isSystemFont || FontFallback.knownFamily(family) != nil { return nil }
        var text = "font family '\(family)' is not available, so it is drawn in \(fallbackFamily)"
        if let suggestion = NameSuggestion.closest(to: family, among: knownFamilies) { text += "; did you mean '\(suggestion)'?" }
        return text + " (Plumb draws only the pinned DejaVu fonts and the font files you add)"
    }

    /// The font files the font map's fontconfig configuration holds (the pinned files and the
    /// registered ones, or the machine's when the pinned fonts could not be loaded), sorted.
    static var fontFiles: [String] { PangoRuntime.withRuntime { $0.fontFiles() } }
}
