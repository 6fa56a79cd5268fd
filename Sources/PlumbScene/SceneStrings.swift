import Plumb
import Yams

/// A scene file's `strings:` table, and the language its texts are shown in.
///
/// ```yaml
/// strings:
///   en: {save: Save, cancel: Cancel}
///   de: {save: Speichern, cancel: Abbrechen}
/// views:
///   - {id: ok, type: button, title: "@save"}     # Save; Speichern with --language de
///   - {id: at, type: label, text: "@@home"}      # the literal text @home
/// ```
///
/// The development language is `developmentLanguage:` when the file gives it, else the table's
/// first language. A key must be in the development language; another language may leave it
/// out, and then shows the development language's text with a warning (as UIKit falls back to
/// the development region's string). A pseudo-language rewrites the development language's
/// texts, and literal texts too.
struct SceneStrings {
    /// The table's languages in file order.
    private(set) var languages: [String] = []
    /// Texts by language, then by key.
    private var tables: [String: [String: String]] = [:]
    /// The language texts fall back to; nil when the file names none and has no table.
    private(set) var developmentLanguage: String?
    /// The language of the table whose texts are shown (nil: no table).
    private var shown: String?
    /// The pseudo-language applied on top, if one was chosen.
    private(set) var pseudoLanguage: PseudoLanguage?
    /// Warnings met while resolving texts (shared by every copy of the reader).
    let warnings = SceneWarnings()

    /// No table and no language: texts are shown as written (`@@` still escapes).
    init() {}

    /// Reads `strings:` and `developmentLanguage:`, and picks the environment's language.
    init(table: YAMLField?, developmentLanguage: YAMLField?, reader: YAMLReader) throws(SceneError) {
        if let table { try read(table, reader: reader) }
        if let field = developmentLanguage {
            let name = try reader.string(field.value, "a language code such as en")
            if table != nil, !languages.contains(name) {
                throw reader.source.error(at: field.value, "the development language '\(name)' is not in the strings table (its languages: \(languages.joined(separator: ", ")))")
            }
            self.developmentLanguage = name
        } else {
            self.developmentLanguage = languages.first
        }
        if let development = self.developmentLanguage, let table {
            try checkKeys(against: development, table: table.value, reader: reader)
        }
        try choose(reader.environment.language, at: table?.keyNode ?? developmentLanguage?.keyNode, reader: reader)
    }

    /// The direction the chosen language imposes: right to left for the `rtl` pseudo-language
    /// and for a right-to-left language of the table (`ar`, `he`, `fa`, `ur`, …); else nil.
    private(set) var direction: LayoutDirection?

    /// A text as shown: `@KEY` looked up, `@@…` unescaped to `@…`, then the pseudo-language applied.
    func text(_ written: String, at node: Node, source: SourceText) throws(SceneError) -> String {
        var text = written
        if written.hasPrefix("@@") {
            text = String(written.dropFirst())
        } else if written.hasPrefix("@") {
            text = try lookUp(String(written.dropFirst()), at: node, source: source)
        }
        return pseudoLanguage?.apply(to: text) ?? text
    }

    private func lookUp(_ key: String, at node: Node, source: SourceText) throws(SceneError) -> String {
        let escape = "write '@@' for a text that starts with @"
        guard let development = developmentLanguage, let base = tables[development] else {
            throw source.error(at: node, "'@\(key)' names a string, but the file has no 'strings:' table; \(escape)")
        }
        guard let fallback = base[key] else {
            var message = "unknown string key '\(key)'"
            if let suggestion = NameSuggestion.closest(to: key, among: base.keys.sorted()) { message += "; did you mean '\(suggestion)'?" }
            throw source.error(at: node, message + " (\(escape))")
        }
        guard let shown, shown != development else { return fallback }
        if let text = tables[shown]?[key] { return text }
        var warning = source.error(at: node, "'\(shown)' has no string '\(key)'; showing the development language's ('\(development)'): \"\(fallback)\"")
        warning.severity = .warning
        warnings.add(warning)
        return fallback
    }

    /// `{LANGUAGE: {KEY: TEXT}}`.
    private mutating func read(_ field: YAMLField, reader: YAMLReader) throws(SceneError) {
        guard case let .mapping(mapping) = field.value, !mapping.isEmpty else {
            throw reader.source.error(at: field.value, "expected the strings as a mapping of languages to texts, e.g. {en: {save: Save}, de: {save: Speichern}}; found \(reader.kind(of: field.value))")
        }
        for (languageNode, textsNode) in mapping {
            let language = try reader.string(languageNode, "a language code such as en")
            guard Self.isLanguageCode(language) else {
                throw reader.source.error(at: languageNode, "'\(language)' is not a language code: use letters, digits, - and _ (en, de, pt-BR, zh_Hant)")
            }
            if PseudoLanguage(name: language.lowercased()) != nil {
                throw reader.source.error(at: languageNode, "'\(language)' is a pseudo-language: it is made from the development language's strings, not written in the table")
            }
            if let earlier = languages.first(where: { LanguageName.same($0, language) }) {
                let spelled = earlier == language ? "" : " (as '\(earlier)')"
                throw reader.source.error(at: languageNode, "the language '\(language)' appears twice\(spelled)")
            }
            guard case let .mapping(texts) = textsNode else {
                throw reader.source.error(at: textsNode, "expected the '\(language)' strings as a mapping of keys to texts, found \(reader.kind(of: textsNode))")
            }
            var table: [String: String] = [:]
            for (keyNode, textNode) in texts {
                let key = try reader.string(keyNode, "a string key")
                guard !key.hasPrefix("@") else {
                    throw reader.source.error(at: keyNode, "a string key doesn't start with @; texts refer to the key 'save' as \"@save\"")
                }
                guard table[key] == nil else { throw reader.source.error(at: keyNode, "the key '\(key)' appears twice in '\(language)'") }
                table[key] = try reader.string(textNode, "a text for '\(key)'")
            }
            languages.append(language)
            tables[language] = table
        }
    }

    /// Every key of every language is a key of the development language (catches misspelt keys).
    private func checkKeys(against development: String, table: Node, reader: YAMLReader) throws(SceneError) {
        guard case let .mapping(mapping) = table, let base = tables[development] else { return }
        for (languageNode, textsNode) in mapping where languageNode.string != development {
            guard case let .mapping(texts) = textsNode else { continue }
            for keyNode in texts.keys {
                guard let key = keyNode.string, base[key] == nil else { continue }
                var message = "'\(languageNode.string ?? "")' has the key '\(key)', which the development language '\(development)' doesn't"
                if let suggestion = NameSuggestion.closest(to: key, among: base.keys.sorted()) { message += "; did you mean '\(suggestion)'?" }
                throw reader.source.error(at: keyNode, message)
            }
        }
    }

    /// Picks the language to show (nil: the development language), in any spelling of its
    /// code (`DE`, `pt_br`: ``LanguageName``); an unknown one is an error at `place` (the
    /// `strings:` key), or at the file's start.
    private mutating func choose(_ language: String?, at place: Node?, reader: YAMLReader) throws(SceneError) {
        shown = self.developmentLanguage.flatMap { languages.contains($0) ? $0 : nil }
        guard let language else { return }
        if let pseudo = PseudoLanguage(name: language.lowercased()) {
            pseudoLanguage = pseudo
            direction = pseudo.direction
        } else if let match = languages.first(where: { LanguageName.same($0, language) }) {
            shown = match
            if Self.isRightToLeft(match) { direction = .rightToLeft }
        } else if !(self.developmentLanguage.map { LanguageName.same($0, language) } ?? false) {
            let pseudo = PseudoLanguage.allCases.map(\.rawValue)
            var message = "unknown language '\(language)' (--language): "
            message += languages.isEmpty
                ? "the file has no 'strings:' table, so only the pseudo-languages apply: \(pseudo.joined(separator: ", "))"
                : "the strings table has \(languages.joined(separator: ", ")); the pseudo-languages are \(pseudo.joined(separator: ", "))"
            if let suggestion = NameSuggestion.closest(to: language, among: languages + pseudo) { message += "; did you mean '\(suggestion)'?" }
            throw place.map { reader.source.error(at: $0, message) } ?? reader.source.error(line: 1, scalarColumn: 1, message)
        }
    }

    /// Letters, digits, `-` and `_` (ASCII), starting with a letter.
    static func isLanguageCode(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter else { return false }
        return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") && $0.isASCII }
    }

    /// Languages written right to left, by their first subtag (`ar`, `he-IL`, `fa_IR`, …).
    static let rightToLeftLanguages: Set = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi"]

    /// True for a language written right to left.
    static func isRightToLeft(_ language: String) -> Bool {
        let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(base)
    }
}

/// Warnings gathered while a scene loads (every copy of a reader adds to the same list).
final class SceneWarnings {
    private(set) var all: [SceneError] = []

    /// Adds a warning once (a component's text is read once per use).
    func add(_ warning: SceneError) {
        if !all.contains(warning) { all.append(warning) }
    }
}
