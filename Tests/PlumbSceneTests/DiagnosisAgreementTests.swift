import Foundation
import Plumb
import PlumbRender
import PlumbSamples
import PlumbScene
import PlumbTestSupport
import Testing

/// A tree built in Swift gets the diagnosis a scene file gets (``LayoutDiagnosis`` is Plumb's,
/// not the file loader's): the same ambiguous views with what they miss, the same conflicts,
/// the same truncated, clipped and unsafe text, the same lint.
@Suite struct DiagnosisAgreementTests {
    /// A 200×100 screen with 20 points under the status bar, with the monospace fake (8.5 points
    /// a character): `head` (4 characters) at the top, in the unsafe strip; `title` (12
    /// characters, 102 points) in 50; `note` (34 points) at x 180, past the edge; `badge` with
    /// two required widths and no vertical position.
    static let yaml = Fixture.scene("diagnosis-agreement/labels-cut-off-and-conflicting-badge", in: .module)

    /// The same screen in the Swift DSL.
    static func swiftScene() -> Scene {
        let head = Label("head", text: "abcd"), title = Label("title", text: "a long title")
        let note = Label("note", text: "abcd"), badge = View("badge")
        let scene = Scene("test", width: 200, height: 100) { root in
            [head, title, note, badge]
            head.leadingAnchor == root.leadingAnchor + 10
            head.topAnchor == root.topAnchor
            title.leadingAnchor == root.leadingAnchor + 10
            title.topAnchor == root.topAnchor + 30
            title.widthAnchor == 50
            note.leadingAnchor == root.leadingAnchor + 180
            note.topAnchor == root.topAnchor + 30
            badge.leadingAnchor == root.leadingAnchor + 100
            badge.heightAnchor == 10
            (badge.widthAnchor == 40).withIdentifier("wide")
            (badge.widthAnchor == 30).withIdentifier("narrow")
        }
        scene.root.safeAreaInsets = EdgeInsets(top: 20)
        scene.root.textMeasurer = MonospaceTextMeasurer()
        return scene
    }

    @Test func aSwiftTreeGetsTheProblemsItsSceneFileGets() throws {
        let swift = Self.swiftScene().diagnose()
        let loaded = try loadScene(Self.yaml)
        let file = LayoutDiagnosis(root: loaded.scene.root, outcome: loaded.layout())
        for diagnosis in [swift, file] {
            // Of two required widths, the one activated first is broken (the seed's rule: the
            // earliest activated of the set's constraints); the set is listed as the log lists it.
            #expect(diagnosis.outcome.conflicts.map(\.broken) == ["wide"])
            #expect(diagnosis.outcome.conflicts.map(\.conflicting) == [["narrow", "wide"]])
            #expect(diagnosis.outcome.ambiguous == ["badge"])
            #expect(diagnosis.outcome.missingConstraints["badge"] == [.yPosition])
            #expect(diagnosis.outcome.ambiguousVariables["badge"]?.map(\.description) == ["badge.minY in -inf...inf"])
            #expect(diagnosis.problems.map(\.description)
                == ["conflict: wide broken", "badge ambiguous", "head runs past the safe area", "title truncated", "note clipped"])
            #expect(diagnosis.problems.worstFirst.map(\.severity) == [.error, .error, .error, .warning, .warning])
            #expect(diagnosis.lint.map(\.kind) == [.alwaysBroken])
            #expect(diagnosis.lint.map(\.subject) == ["badge"])
            #expect(diagnosis.overlaps.isEmpty)
        }
    }

    /// Every sample, built in Swift and loaded from its file: the same diagnosis but for how
    /// constraints without an id are named (engine text in Swift, source text in a file) and
    /// the order of ambiguous items (the tree's in Swift, the file's in a file).
    @Test(arguments: Samples.all.map(\.name))
    func everySampleIsDiagnosedAlikeFromSwiftAndFromItsFile(_ name: String) throws {
        let sample = try #require(Samples.named(name))
        let dsl = sample.scene(in: nil)
        dsl.root.textMeasurer = PangoTextMeasurer.shared
        let swift = dsl.diagnose()
        let loaded = try SceneLoader.load(contentsOf: SampleAgreementTests.samplesFolder.appendingPathComponent("\(name).yaml").path,
                                          services: .rendering)
        let file = LayoutDiagnosis(root: loaded.scene.root, outcome: loaded.layout())
        #expect(swift.outcome.ambiguous.sorted() == file.outcome.ambiguous.sorted())
        for id in file.outcome.ambiguous {
            #expect(swift.outcome.missingConstraints[id] == file.outcome.missingConstraints[id], "\(id)")
            #expect(swift.outcome.ambiguousVariables[id] == file.outcome.ambiguousVariables[id], "\(id)")
        }
        #expect(swift.outcome.conflicts.count == file.outcome.conflicts.count)
        let named = Set(loaded.constraints.compactMap(\.constraint.identifier))
        for (mine, theirs) in zip(swift.outcome.conflicts, file.outcome.conflicts) {
            #expect(mine.conflicting.filter(named.contains) == theirs.conflicting.filter(named.contains))
        }
        let textProblems = { (diagnosis: LayoutDiagnosis) in
            diagnosis.problems.filter { $0.kind != .conflict }.map(\.description).sorted()
        }
        #expect(textProblems(swift) == textProblems(file))
        #expect(swift.lint.map(\.kind) == file.lint.map(\.kind))
        #expect(swift.lint.map(\.subject) == file.lint.map(\.subject))
        #expect(swift.overlaps == file.overlaps)
    }
}
