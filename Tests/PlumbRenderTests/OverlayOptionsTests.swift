import Plumb
import PlumbRender
import Testing

@Suite struct OverlayOptionsTests {
    @Test(arguments: [
        ("frames", OverlayOptions.frames), ("alignment", .alignment), ("margins", .margins), ("safearea", .safeArea),
        ("guides", .guides), ("baselines", .baselines), ("constraints", .constraints), ("ambiguity", .ambiguity),
        ("scroll", .scroll),
    ])
    func eachNameParsesToItsOption(name: String, option: OverlayOptions) throws {
        #expect(try OverlayOptions(list: name) == option)
        #expect(option.names == [name])
    }

    @Test func allIsEveryOverlay() throws {
        let all = try OverlayOptions(list: "all")
        #expect(all == .all)
        #expect(all.names == ["frames", "alignment", "margins", "safearea", "guides", "baselines", "constraints", "ambiguity",
                              "scroll"])
        #expect(try OverlayOptions(list: "frames,all") == .all)
    }

    @Test func combinationsAndSpaces() throws {
        #expect(try OverlayOptions(list: "frames,alignment") == [.frames, .alignment])
        #expect(try OverlayOptions(list: " frames , constraints,ambiguity ") == [.frames, .constraints, .ambiguity])
        #expect(try OverlayOptions(list: "guides,guides") == .guides)
        #expect(try OverlayOptions(list: "margins,\tbaselines") == [.margins, .baselines])
    }

    @Test func unknownNameHasItsOffsetAndASuggestion() {
        #expect(throws: OverlayListError(name: "algnment", offset: 7, list: "frames,algnment", suggestion: "alignment")) {
            try OverlayOptions(list: "frames,algnment")
        }
        do {
            _ = try OverlayOptions(list: "frames,  contraints")
            Issue.record("expected an error")
        } catch {
            #expect(error.name == "contraints")
            #expect(error.offset == 9)
            #expect(error.suggestion == "constraints")
            #expect(error.description.contains("unknown overlay 'contraints' at offset 9"))
            #expect(error.description.contains("did you mean 'constraints'?"))
            #expect(error.description.contains("\n  frames,  contraints\n           ^"))
            #expect(error.description.contains("valid overlays: frames, alignment, margins, safearea, guides, baselines, constraints, ambiguity, scroll, all"))
        }
    }

    @Test func suggestionsOnlyWhenOneNameIsClose() {
        func suggestion(_ list: String) -> String?? {
            do { _ = try OverlayOptions(list: list); return .none } catch { return .some(error.suggestion) }
        }
        #expect(suggestion("Frames") == .some("frames"))          // case differs
        #expect(suggestion("constr") == .some("constraints"))     // prefix of one name
        #expect(suggestion("baseline") == .some("baselines"))
        #expect(suggestion("ambiguous") == .some("ambiguity"))
        #expect(suggestion("bogus") == .some(nil))
        #expect(suggestion("xyzzyplugh") == .some(nil))
    }

    @Test func emptyEntriesAreErrors() {
        #expect(throws: OverlayListError(name: "", offset: 7, list: "frames,,guides", suggestion: nil)) {
            try OverlayOptions(list: "frames,,guides")
        }
        #expect(throws: OverlayListError(name: "", offset: 0, list: "", suggestion: nil)) {
            try OverlayOptions(list: "")
        }
        #expect(throws: OverlayListError(name: "", offset: 9, list: "frames,  ", suggestion: nil)) {
            try OverlayOptions(list: "frames,  ")
        }
    }

    @Test func offsetsCountCharactersNotBytes() {
        #expect(throws: OverlayListError(name: "güides", offset: 7, list: "frames,güides", suggestion: "guides")) {
            try OverlayOptions(list: "frames,güides")
        }
        #expect(throws: OverlayListError(name: "👀", offset: 8, list: "frames, 👀", suggestion: nil)) {
            try OverlayOptions(list: "frames, 👀")
        }
    }
}
