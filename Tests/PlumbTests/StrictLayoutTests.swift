import Plumb
import PlumbSamples
import Testing

/// The throwing, strict way to lay out.
@Suite struct StrictLayoutTests {
    /// Book S8: left +118 and left +100 can't both hold; strict layout throws the conflict
    /// (after recovering: the view still sits at x = 100).
    @Test func aConflictThrows() throws {
        let fresh = try #require(Samples.named("book-s8")).make()
        do {
            try fresh.layoutStrictly()
            Issue.record("no error")
        } catch {
            guard case let .unsatisfiable(broken, conflicting) = error else { Issue.record("\(error)"); return }
            #expect(broken.hasPrefix("<LayoutConstraint:c3 H:|-(118)-[V0] (LTR)   (Names: '|':root )   (at PlumbSamples/BookSamples.swift:"))
            #expect(conflicting.count == 2)
        }
        #expect(fresh.view("V0")?.frame == Rect(x: 100, y: 124, width: 50, height: 50))
    }

    /// While the +118 constraint stays broken, every strict layout throws the same conflict:
    /// a second call, and one after a plain `layout()`, though neither logs anything new.
    @Test func everyStrictLayoutThrowsWhileAConstraintIsBroken() throws {
        let scene = try #require(Samples.named("book-s8")).make()
        var errors: [LayoutError] = []
        for round in 0..<3 {
            if round == 2 { LayoutLog.$sink.withValue(CollectingSink()) { scene.layout() } }
            do {
                try scene.layoutStrictly()
                Issue.record("round \(round): returned while a constraint is broken")
            } catch {
                errors.append(error)
            }
        }
        #expect(errors.count == 3)
        #expect(Set(errors).count == 1)
        let broken = try #require(scene.root.constraints.first { $0.constant == 118 })
        #expect(broken.isBroken)
        #expect(scene.view("V0")?.frame == Rect(x: 100, y: 124, width: 50, height: 50))
    }

    /// Once the conflict is fixed, strict layout returns: with the +100 constraint
    /// deactivated, the broken +118 holds again (x = 118); with the broken +118 itself
    /// deactivated, x stays 100.
    @Test(arguments: [(deactivated: 100.0, x: 118.0), (deactivated: 118.0, x: 100.0)])
    func strictLayoutReturnsOnceTheConflictIsFixed(_ fix: (deactivated: Double, x: Double)) throws {
        let scene = try #require(Samples.named("book-s8")).make()
        #expect(throws: LayoutError.self) { try scene.layoutStrictly() }
        let constraint = try #require(scene.root.constraints.first { $0.constant == fix.deactivated })
        constraint.isActive = false
        try scene.layoutStrictly()
        try scene.layoutStrictly()
        #expect(scene.view("V0")?.frame == Rect(x: fix.x, y: 124, width: 50, height: 50))
    }

    @Test func aSoundLayoutReturns() throws {
        let scene = try #require(Samples.named("book-s5")).make()
        try scene.layoutStrictly()
        #expect(scene.view("image")?.frame == Rect(x: 110, y: 202, width: 100, height: 100))
        #expect(try LayoutLog.strict { 42 } == 42)
    }
}
