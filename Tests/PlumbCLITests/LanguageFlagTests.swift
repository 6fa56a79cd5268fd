import PlumbTestSupport
import Testing

/// `--language`: a language of the file's strings table or a pseudo-language; anything else is
/// bad input (exit 2) with a located error naming the languages there are.
@Suite struct LanguageFlagTests {
    static let yaml = Fixture.scene("language-flag/save-dialog-without-german-save", in: .module)

    /// The dialog's frames with Pango's measurements, as the old samples had them: English
    /// 335 wide; German 383 wide (Save falls back to English, with a warning); doubled 634.
    @Test func layoutInEachLanguage() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("x.yaml", Self.yaml)
        let english = try tool.run(["layout", "x.yaml"])
        #expect(english.status == 0 && english.stderr.isEmpty)
        #expect(english.stdout.contains("root View (0 0; 335 110)\n  message Label (20 20; 295 20)\n"))
        let german = try tool.run(["layout", "x.yaml", "--language", "de"])
        #expect(german.status == 0)
        #expect(german.stdout.contains("root View (0 0; 383 110)\n  message Label (20 20; 343 20)\n  cancel Button (189 60; 81 30)\n"))
        #expect(german.stderr == """
            x.yaml:7:37: warning: 'de' has no string 'save'; showing the development language's ('en'): "Save"
              - {id: save, type: button, title: "@save"}
                                                ^

            """)
        let doubled = try tool.run(["layout", "x.yaml", "--language", "double"])
        #expect(doubled.stdout.contains("root View (0 0; 634 110)\n  message Label (20 20; 594 20)\n  cancel Button (388 60; 107 30)\n"))
        let rtl = try tool.run(["layout", "x.yaml", "--language", "rtl"])
        #expect(rtl.stdout.contains("  cancel Button (112 60; 80 30)\n  save Button (20 60; 80 30)\n"))
    }

    @Test func unknownLanguageIsBadInput() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("x.yaml", Self.yaml)
        let result = try tool.run(["layout", "x.yaml", "--language", "xx"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            x.yaml:1:1: error: unknown language 'xx' (--language): the strings table has en, de; the pseudo-languages are double, accented, rtl
            strings:
            ^

            """)
        let render = try tool.run(["render", "x.yaml", "--language", "fr", "-o", "x.png"])
        #expect(render.status == 2 && !tool.exists("x.png"))
    }

    /// `plumb check` reports a missing translation as a warning and exits 1.
    @Test func checkCountsAMissingTranslation() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("x.yaml", Self.yaml)
        #expect(try tool.run(["check", "x.yaml"]).status == 0)
        let german = try tool.run(["check", "x.yaml", "--language", "de"])
        #expect(german.status == 1 && german.stderr.contains("warning: 'de' has no string 'save'"))
    }
}
