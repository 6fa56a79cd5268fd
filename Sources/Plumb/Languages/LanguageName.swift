/// One spelling for a language, whatever case or separator it was typed with, so that
/// `de`, `DE` and `pt_br`/`pt-BR` name one language (and one snapshot reference).
public enum LanguageName {
    /// The canonical spelling: a pseudo-language's name in lowercase (`double`); a language
    /// code with its subtags joined by `-` and cased as BCP 47 recommends (RFC 5646, section
    /// 2.1.1, "Formatting of Language Tags": language lowercase, script title case, region
    /// uppercase), as Apple's localization folders spell them: `de`, `pt-BR`, `zh-Hant`,
    /// `es-419`. Anything else is returned as written.
    public static func canonical(_ name: String) -> String {
        if let pseudo = PseudoLanguage(name: name.lowercased()) { return pseudo.rawValue }
        let subtags = name.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = subtags.first, !first.isEmpty, subtags.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }) else {
            return name
        }
        let rest = subtags.dropFirst().map { subtag -> String in
            switch subtag.count {
            case 4 where subtag.allSatisfy(\.isLetter): return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
            case 2 where subtag.allSatisfy(\.isLetter), 3 where subtag.allSatisfy(\.isNumber): return subtag.uppercased()
            default: return subtag.lowercased()
            }
        }
        return ([first.lowercased()] + rest).joined(separator: "-")
    }

    /// True when two spellings name the same language (`pt_br` and `pt-BR`).
    public static func same(_ first: String, _ second: String) -> Bool { canonical(first) == canonical(second) }
}
