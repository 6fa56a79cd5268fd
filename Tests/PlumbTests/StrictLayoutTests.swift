import Plumb
import PlumbSamples
import Testing

/// The throwing, strict way to lay out.
@Suite struct StrictLayoutTests {
    /// Book S8: left +118 and left +100 can't both hold; strict layout throws the conflict
    /// (after recovering: the view still sits at x = 100).
    @Test func aConflictThrows() throws {
        let scene = try #require(Samples.named("book-s8")).make()
        #expect(throws: LayoutError.self) { try scene.layoutStrictly() }
        do {
            try scene.layoutStrictly()
        } catch {
            Issue.record("a second layout found nothing new to report, yet threw \(error)")
        }
        #expect(scene.view("V0")?.frame == Rect(x: 100, y: 124, width: 50, height: 50))
        let fresh = try #require(Samples.named("book-s8")).make()
        do {
            try fresh.layoutStrictly()
            Issue.record("no error")
        } catch {
            guard case let .unsatisfiable(broken, conflicting) = error else { Issue.record("\(error)"); return }
            #expect(broken.hasPrefix("<LayoutConstraint:c3 H:|-(118)-[V0] (LTR)   (Names: '|':root )   (at PlumbSamples/BookSamples.swift:"))
            #expect(conflicting.count == 2)
        }
    }

    @Test func aSoundLayoutReturns() throws {
        let scene = try #require(Samples.named("book-s5")).make()
        try scene.layoutStrictly()
        #expect(scene.view("image")?.frame == Rect(x: 110, y: 202, width: 100, height: 100))
        #expect(try LayoutLog.strict { 42 } == 42)
    }
}
