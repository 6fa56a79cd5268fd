/// A pseudo-language: a made-up language that stress-tests a layout before real translations
/// arrive, as Xcode's scheme options and launch arguments do (*iOS Auto Layout Demystified*,
/// chapter 5, "Internationalization"). Each one rewrites the development language's strings.
///
/// ```swift
/// PseudoLanguage.double.apply(to: "Cancel")     // "Cancel Cancel"
/// PseudoLanguage.accented.apply(to: "Cancel")   // "[Çåñçéļ]"
/// PseudoLanguage.rtl.apply(to: "Cancel")        // "Cancel", laid out right to left
/// ```
public enum PseudoLanguage: String, CaseIterable, Sendable {
    /// Every string twice, joined by a space ("Cancel Cancel"), like the `NSDoubleLocalizedStrings`
    /// launch argument: text about twice as long, for languages whose phrases run long.
    case double
    /// Every ASCII letter swapped for an accented look-alike ("Cancel" → "Çåñçéļ"), inside
    /// brackets padded with tildes to about 30 % more characters, like Xcode's Accented
    /// Pseudolanguage: still readable, taller marks, and clipped ends show as missing brackets.
    case accented
    /// The strings as they are, laid out right to left, like Xcode's Right-to-Left
    /// Pseudolanguage (or `AppleTextDirection` with `NSForceRightToLeftWritingDirection`):
    /// leading and trailing flip, left and right stay.
    case rtl

    /// The pseudo-language with this name (`double`, `accented`, `rtl`), or nil.
    public init?(name: String) { self.init(rawValue: name) }

    /// The text in this pseudo-language. An empty text stays empty.
    public func apply(to text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .double: return text + " " + text
        case .accented: return Self.accent(text)
        case .rtl: return text
        }
    }

    /// The layout direction this pseudo-language imposes: right to left for ``rtl``, else nil
    /// (the scene's own).
    public var direction: LayoutDirection? { self == .rtl ? .rightToLeft : nil }

    /// `[` + the text with accented letters + tildes + `]`: the brackets and tildes together add
    /// ⌈0.3 × n⌉ characters to a text of n characters, and never fewer than the two brackets.
    static func accent(_ text: String) -> String {
        let accented = String(text.map { accents[$0] ?? $0 })
        let added = max(2, (text.count * 3 + 9) / 10)
        return "[" + accented + String(repeating: "~", count: added - 2) + "]"
    }

    /// One accented look-alike for each ASCII letter; each is a single precomposed character,
    /// so the count of characters stays the same.
    static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
