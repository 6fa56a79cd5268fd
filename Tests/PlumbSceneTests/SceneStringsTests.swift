import Plumb
import PlumbRender
import PlumbScene
import PlumbTestSupport
import Testing

/// The `strings:` table: `@KEY` texts in the chosen language (`--language`), `@@` for a literal
/// `@`, the development language as the fallback, pseudo-languages on top, and located errors.
/// Text is measured by the monospace fake: 8.5 points a character at 17 points, 7.5 at 15.
@Suite struct SceneStringsTests {
    static let yaml = Fixture.scene("scene-strings/form-with-strings", in: .module)

    static func load(_ yaml: String = yaml, language: String? = nil, direction: LayoutDirection? = nil) throws(SceneError) -> LoadedScene {
        let loaded = try SceneLoader.load(yaml: yaml, file: "test.yaml", services: .rendering.measuring(with: MonospaceTextMeasurer()),
                                          environment: SceneEnvironment(language: language, direction: direction))
        loaded.layout()
        return loaded
    }

    static func error(_ yaml: String, language: String? = nil) -> String? {
        do {
            _ = try load(yaml, language: language)
            return nil
        } catch {
            return error.description
        }
    }

    static func texts(_ loaded: LoadedScene) -> [String] {
        [(loaded.view("title") as? Label)?.text, (loaded.view("save") as? Button)?.title,
         (loaded.view("field") as? TextField)?.placeholder, (loaded.view("field") as? TextField)?.text,
         (loaded.view("remember") as? Checkbox)?.title, (loaded.view("plain") as? Label)?.text].map { $0 ?? "?" }
    }

    @Test func theDevelopmentLanguageIsTheDefault() throws {
        let loaded = try Self.load()
        #expect(Self.texts(loaded) == ["Cancel", "Save", "Your name", "@home", "Remember me", "Plain"])
        #expect(loaded.view("title")?.frame == Rect(x: 10, y: 10, width: 51, height: 21))     // 6 × 8.5
        #expect(loaded.warnings.isEmpty)
        #expect(Self.texts(try Self.load(language: "en")) == Self.texts(loaded))
    }

    /// German: each text from `de`, and the label as wide as "Abbrechen" (9 × 8.5 = 76.5, snapped
    /// to 77 at scale 1). `remember` has no German text: English, with a located warning.
    @Test func germanChangesTheTextsAndTheirWidths() throws {
        let loaded = try Self.load(language: "de")
        #expect(Self.texts(loaded) == ["Abbrechen", "Speichern", "Ihr Name", "@home", "Remember me", "Plain"])
        #expect(loaded.view("title")?.frame == Rect(x: 10, y: 10, width: 77, height: 21))
        // "Speichern" is 5 characters longer than "Save": 5 × 7.5 = 37.5 wider, snapped.
        let english = try Self.load()
        #expect((english.view("save")?.frame.width ?? 0) + 37.5 - (loaded.view("save")?.frame.width ?? 0) <= 0.5)
        #expect(loaded.warnings.map(\.description) == ["""
            test.yaml:9:43: warning: 'de' has no string 'remember'; showing the development language's ('en'): "Remember me"
              - {id: remember, type: checkbox, title: "@remember"}
                                                      ^
            """])
        #expect(loaded.scene.direction == .leftToRight)
    }

    @Test func doubleAndAccentedRewriteKeyedAndLiteralTexts() throws {
        #expect(Self.texts(try Self.load(language: "double")) == [
            "Cancel Cancel", "Save Save", "Your name Your name", "@home @home", "Remember me Remember me", "Plain Plain",
        ])
        let accented = try Self.load(language: "accented")
        #expect(Self.texts(accented) == ["[Çåñçéļ]", "[Šåṽé]", "[Ýöûŕ ñåɱé~]", "[@ĥöɱé]", "[Ŕéɱéɱƀéŕ ɱé~~]", "[Þļåîñ]"])
        #expect(accented.view("title")?.frame.width == 68)                                    // 8 × 8.5
        #expect(accented.scene.direction == .leftToRight)
    }

    /// rtl keeps the English strings and mirrors the layout: the label pinned 10 from the
    /// leading edge moves to 300 − 10 − 51. An explicit direction (`--direction ltr`) wins.
    @Test func rtlMirrorsAndAnExplicitDirectionWins() throws {
        let rtl = try Self.load(language: "rtl")
        #expect(Self.texts(rtl) == ["Cancel", "Save", "Your name", "@home", "Remember me", "Plain"])
        #expect(rtl.scene.direction == .rightToLeft)
        #expect(rtl.view("title")?.frame == Rect(x: 239, y: 10, width: 51, height: 21))
        let ltr = try Self.load(language: "rtl", direction: .leftToRight)
        #expect(ltr.scene.direction == .leftToRight && ltr.view("title")?.frame.minX == 10)
    }

    @Test func aRightToLeftLanguageOfTheTableFlipsTheLayout() throws {
        let yaml = "strings: {en: {hi: Hello}, ar: {hi: مرحبا}}\nviews:\n  - {id: hi, type: label, text: \"@hi\"}\n"
        #expect(try Self.load(yaml, language: "ar").scene.direction == .rightToLeft)
        #expect(try Self.load(yaml).scene.direction == .leftToRight)
    }

    @Test func developmentLanguageChoosesTheDefaultAndTheFallback() throws {
        let yaml = Fixture.scene("scene-strings/german-development-language", in: .module)
        let german = try Self.load(yaml)
        #expect((german.view("hi") as? Label)?.text == "Hallo")
        let english = try Self.load(yaml, language: "en")
        #expect((english.view("bye") as? Label)?.text == "Tschüss" && english.warnings.count == 1)
        // Without a table, developmentLanguage names the literal texts' language.
        let plain = try Self.load("developmentLanguage: en\nviews: [{id: a, type: label, text: Hi}]", language: "en")
        #expect((plain.view("a") as? Label)?.text == "Hi")
    }

    @Test func unknownKeyHasADidYouMean() {
        let yaml = Self.yaml.replacingOccurrences(of: "\"@cancel\"", with: "\"@cancle\"")
        #expect(Self.error(yaml) == """
            test.yaml:6:36: error: unknown string key 'cancle'; did you mean 'cancel'? (write '@@' for a text that starts with @)
              - {id: title, type: label, text: "@cancle"}
                                               ^
            """)
    }

    @Test func unknownLanguageNamesTheLanguagesThereAre() {
        #expect(Self.error(Self.yaml, language: "xx") == """
            test.yaml:2:1: error: unknown language 'xx' (--language): the strings table has en, de; the pseudo-languages are double, accented, rtl
            strings:
            ^
            """)
        #expect(Self.error(Self.yaml, language: "dd")?.contains("did you mean 'de'?") == true)
        #expect(Self.error("views: [{id: a, type: label, text: Hi}]", language: "en") == """
            test.yaml:1:1: error: unknown language 'en' (--language): the file has no 'strings:' table, so only the pseudo-languages apply: double, accented, rtl
            views: [{id: a, type: label, text: Hi}]
            ^
            """)
    }

    @Test func tableMistakesAreLocated() {
        #expect(Self.error("strings: {en: {hi: Hi}, de: {hai: Hallo}}\n") == """
            test.yaml:1:30: error: 'de' has the key 'hai', which the development language 'en' doesn't; did you mean 'hi'?
            strings: {en: {hi: Hi}, de: {hai: Hallo}}
                                         ^
            """)
        #expect(Self.error("strings: {en: {hi: Hi}, double: {hi: x}}\n")?.hasPrefix(
            "test.yaml:1:25: error: 'double' is a pseudo-language") == true)
        #expect(Self.error("views: [{id: a, type: label, text: \"@hi\"}]\n") == """
            test.yaml:1:36: error: '@hi' names a string, but the file has no 'strings:' table; write '@@' for a text that starts with @
            views: [{id: a, type: label, text: "@hi"}]
                                               ^
            """)
        #expect(Self.error("strings: {en: {\"@hi\": Hi}}\n")?.contains("a string key doesn't start with @") == true)
        #expect(Self.error("strings: {en: [hi]}\n")?.contains("expected the 'en' strings as a mapping") == true)
        #expect(Self.error("developmentLanguage: fr\nstrings: {en: {hi: Hi}}\n")?.contains(
            "the development language 'fr' is not in the strings table (its languages: en)") == true)
    }
}
