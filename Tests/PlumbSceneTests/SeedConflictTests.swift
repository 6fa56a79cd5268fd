import Foundation
import Plumb
import PlumbRender
import PlumbScene
import Testing

/// The seeds' unsatisfiable scenes, as scene files: the exact minimal conflicting sets and the
/// constraint each breaks (constraints named by id, by source text, or by the engine's text
/// for the ones it makes: the root's size, margins, autoresizing masks, sizes ≥ 0).
@Suite struct SeedConflictTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("samples")

    static let expected: [(String, [LayoutOutcome.Conflict])] = [
        // 000/004: Saturn's aspect ratio can't hold with the label pinned 100 from the top.
        ("planets-unsatisfiable", [.init(conflicting: ["labelToTop", "root.width == 375", "V:[top(20)]",
                                                       "root.layoutMarginsGuide.width == root.width - 16", "saturnWidth", "imageHorizontal",
                                                       "V:|-0-[top]", "verticalLayout"], broken: "saturnWidth")]),
        // 000: the button's zero frame, translated into constraints, against H:|-(10)- and V:|-(10)-.
        ("forgotten-flag", [
            .init(conflicting: ["H:|-10-[button]", "h=--& v=--& button.width == 0", "h=--& v=--& button.midX == + 0"],
                  broken: "H:|-10-[button]"),
            .init(conflicting: ["V:|-10-[button]", "h=--& v=--& button.height == 0", "h=--& v=--& button.midY == + 0"],
                  broken: "V:|-10-[button]"),
        ]),
        // 000/004: 0.6 of the height for the photo leaves the caption's centre below the middle.
        ("photo-caption", [.init(conflicting: ["topVerticalArray", "root.height == 667", "top.height >= 0", "caption.height >= 0",
                                               "photoHeight", "captionToCenterY", "V:|-0-[top]"], broken: "photoHeight")]),
        // 002 S1: the label's mask holds its midX at 50, against centerX; centerX breaks.
        ("book-s1", [.init(conflicting: ["label.centerX == root.centerX", "root.width == 320", "h=--& v=--& label.midX == + 50"],
                           broken: "label.centerX == root.centerX")]),
        // 002 S2: with the 50 pin optional there is no conflict: x = 80.
        ("book-s2", []),
        // 002 S8: left +118 (activated first) breaks; the view sits at x = 100.
        ("book-s8", [.init(conflicting: ["V0.left == root.left + 100", "V0.left == root.left + 118"],
                           broken: "V0.left == root.left + 118")]),
    ]

    @Test(arguments: expected.map(\.0))
    func exactConflictSets(_ name: String) throws {
        let loaded = try SceneLoader.load(contentsOf: Self.samples.appendingPathComponent("\(name).yaml").path, services: .rendering)
        let outcome = loaded.layout()
        let expected = try #require(Self.expected.first { $0.0 == name }).1
        #expect(outcome.conflicts == expected)
        // Each listed set really is a minimal conflict: every member is marked conflicting
        // while the broken one is out (user constraints only; the engine's own have no object).
        for conflict in outcome.conflicts {
            let broken = loaded.constraints.filter { $0.name == conflict.broken }
            #expect(broken.contains { $0.constraint.isBroken })
        }
    }

    @Test func theSeedsFramesAfterRecovery() throws {
        func frame(_ sample: String, _ view: String) throws -> Rect? {
            let loaded = try SceneLoader.load(contentsOf: Self.samples.appendingPathComponent("\(sample).yaml").path, services: .rendering)
            loaded.layout()
            return loaded.view(view)?.frame
        }
        #expect(try frame("book-s8", "V0") == Rect(x: 100, y: 124, width: 50, height: 50))
        #expect(try frame("book-s2", "label")?.minX == 80)
        #expect(try frame("book-s1", "label")?.midX == 50)
    }
}
