import Plumb
import PlumbScene
import PlumbTestSupport
import Testing

/// `--matrix` specs: parsing, errors with their place, the combinations in order, and how a
/// variant is named in problems.
@Suite struct SceneMatrixTests {
    @Test func everyCombinationFirstAxisSlowest() throws {
        let matrix = try SceneMatrix("device=se,15,ipad; direction=ltr,rtl; language=en,double; content-size=L,AX3")
        #expect(matrix.axes.map(\.key) == ["device", "direction", "language", "content-size"])
        let variants = matrix.variants()
        #expect(variants.count == 24)
        #expect(variants[0].values.map(\.value) == ["se", "ltr", "en", "L"])
        #expect(variants[1].values.map(\.value) == ["se", "ltr", "en", "AX3"])
        #expect(variants[23].values.map(\.value) == ["ipad", "rtl", "double", "AX3"])
        let last = variants[23].environment
        #expect(last.device == DeviceSelection(name: "ipad") && last.direction == .rightToLeft)
        #expect(last.language == "double" && last.contentSize == .accessibilityExtraLarge && last.appearance == nil)
        #expect(variants[23].phrase == "on ipad at AX3 in double (rtl)")
        #expect(try SceneMatrix("appearance=light,dark; device=se:landscape").variants()[1].phrase == "on se:landscape (dark)")
    }

    @Test func theDefaultDirectionAndAppearanceGoWithoutSaying() throws {
        let variants = try SceneMatrix("device=se; direction=ltr,rtl; appearance=light,dark").variants()
        #expect(variants.map(\.phrase) == ["on se", "on se (dark)", "on se (rtl)", "on se (rtl, dark)"])
        #expect(try SceneMatrix("direction=ltr,rtl").variants().map(\.phrase) == ["", "(rtl)"])
    }

    @Test func aValueGivenTwiceInAnySpellingIsOneVariant() throws {
        let devices = try SceneMatrix("device=iphone-se,SE,15,se")
        #expect(devices.axes.map(\.key) == ["device"] && devices.axes.map(\.values) == [["iphone-se", "15"]])
        #expect(devices.notes == ["--matrix: note: 'SE' is the same device as 'iphone-se': one variant for both",
                                  "--matrix: note: 'se' is the same device as 'iphone-se': one variant for both"])
        #expect(devices.variants().count == 2)
        let sizes = try SceneMatrix("content-size=l,L,AX3; direction=ltr,ltr")
        #expect(sizes.axes.map(\.values) == [["l", "AX3"], ["ltr"]])
        #expect(sizes.notes == ["--matrix: note: 'L' is the same content size as 'l': one variant for both",
                                "--matrix: note: 'ltr' is given twice: one variant for both"])
        // A device and its landscape are two variants.
        #expect(try SceneMatrix("device=se,se:landscape").variants().count == 2)
    }

    @Test func variantsSitOnTopOfTheFlags() throws {
        let base = SceneEnvironment(appearance: .dark, language: "de")
        let variants = try SceneMatrix("language=en,double").variants(over: base)
        #expect(variants.map(\.environment) == [SceneEnvironment(appearance: .dark, language: "en"),
                                                SceneEnvironment(appearance: .dark, language: "double")])
    }

    @Test func badSpecsPointAtThePlace() {
        func error(_ spec: String) -> String? {
            do {
                _ = try SceneMatrix(spec)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("direction=ltr,rtl; contentsize=L") == """
            --matrix: unknown matrix key 'contentsize': one of device, direction, language, content-size, appearance; did you mean 'content-size'?
              direction=ltr,rtl; contentsize=L
                                 ^
            """)
        #expect(error("direction=ltr,up") == "--matrix: a direction is ltr or rtl, not 'up'\n  direction=ltr,up\n                ^")
        #expect(error("content-size=L,AX9")?.hasPrefix("--matrix: 'AX9' is no content size: one of XS, S, M, L, XL, XXL, XXXL, AX1") == true)
        #expect(error("appearance=light,,dark")?.hasPrefix("--matrix: an empty value for 'appearance'") == true)
        #expect(error("language=en; language=de")?.hasPrefix("--matrix: the key 'language' is given twice") == true)
        #expect(error("device") == "--matrix: expected KEY=VALUE,VALUE (for example direction=ltr,rtl)\n  device\n  ^")
        #expect(error(" ; ") == "--matrix: the matrix names no axis\n   ; \n  ^")
        #expect(error("device=se:sideways")?.hasPrefix("--matrix: a device is NAME or NAME:landscape, not 'se:sideways'") == true)
        // A ';' left out: the next key is taken for a value; the caret is under that key.
        #expect(error("device=se,15 content-size=L,AX3") == """
            --matrix: a ';' is missing before the key 'content-size': parts are separated by ';', as in device=se,15; content-size=L,AX3
              device=se,15 content-size=L,AX3
                           ^
            """)
        #expect(error("language=en,double contentsize=L")?.hasPrefix("--matrix: a ';' is missing before 'contentsize='") == true)
        #expect(error("device=se,ipone-15") == "--matrix: unknown device 'ipone-15'; did you mean 'iphone-15'?\n  device=se,ipone-15\n            ^")
    }
}

/// What a matrix reports for a laid-out variant, on scenes measured with the monospace fake
/// (8.5 points per character, 21.25 per line, at 17 points).
@Suite struct VariantProblemsTests {
    func problems(_ yaml: String, base: Set<VariantProblems.SiblingPair>? = nil) throws -> [String] {
        let loaded = try loadScene(yaml)
        let outcome = loaded.layout()
        return VariantProblems.find(in: loaded.scene.root, outcome: outcome, baseOverlaps: base).map(\.description)
    }

    @Test func textThatDoesNotFitIsTruncated() throws {
        // "abcdefghij" needs 85 points; 60 cuts it. The wrapped label needs 5 lines and shows 2.
        #expect(try problems(Fixture.scene("scene-matrix/truncated-labels", in: .module)) == ["cut truncated", "wrapped truncated"])
    }

    @Test func textOffTheScreenIsClippedAndTextUnderTheNotchIsPastTheSafeArea() throws {
        #expect(try problems(Fixture.scene("scene-matrix/off-screen-and-notch-labels", in: .module)) == ["off clipped", "notch runs past the safe area"])
    }

    @Test func contentPastAScrollViewsEdgeScrollsAndIsNotClipped() throws {
        #expect(try problems(Fixture.scene("scene-matrix/scroll-content-past-edge", in: .module)) == ["off clipped"])
    }

    @Test func onlyOverlapsTheFirstVariantLacksAreReported() throws {
        let yaml = Fixture.scene("scene-matrix/overlapping-boxes", in: .module)
        let loaded = try loadScene(yaml)
        loaded.layout()
        let pairs = VariantProblems.overlappingSiblings(in: loaded.scene.root)
        #expect(pairs == [VariantProblems.SiblingPair(first: "a", second: "b")])
        #expect(try problems(yaml, base: pairs) == [])
        #expect(try problems(yaml, base: []) == ["a overlaps b"])
        #expect(try problems(yaml) == [], "no base, no overlaps reported")
    }

    @Test func conflictsAndAmbiguityAreProblemsToo() throws {
        #expect(try problems(Fixture.scene("scene-matrix/conflict-and-loose-view", in: .module)) == ["conflict: wide broken", "loose ambiguous"])
    }
}
