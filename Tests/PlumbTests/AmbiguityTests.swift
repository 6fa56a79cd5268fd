@testable import Plumb
import Testing

/// `hasAmbiguousLayout`, the ambiguous variables, and `exerciseAmbiguityInLayout()`.
@Suite struct AmbiguityTests {
    /// The seeds' Saturn: a width, a height and a vertical position, but nothing horizontal.
    static func saturnScene() -> (Scene, View) {
        let saturn = View("saturn")
        let scene = Scene("planets", width: 300, height: 200) { root in
            saturn
            saturn.widthAnchor == 60
            saturn.heightAnchor == 40
            saturn.topAnchor == root.topAnchor + 20
        }
        scene.layout()
        return (scene, saturn)
    }

    @Test func aViewWithoutHorizontalPositionIsAmbiguousInMinXOnly() {
        let (scene, saturn) = Self.saturnScene()
        #expect(saturn.hasAmbiguousLayout)
        #expect(saturn.ambiguousVariables.map(\.name) == ["saturn.minX"])
        #expect(saturn.ambiguousVariables.first?.range == -Double.infinity...Double.infinity)
        #expect(!scene.root.hasAmbiguousLayout)
    }

    @Test func aFullyConstrainedViewIsNotAmbiguous() {
        let (scene, saturn) = Self.saturnScene()
        (saturn.leadingAnchor == scene.root.leadingAnchor + 10).isActive = true
        #expect(!saturn.hasAmbiguousLayout)
        #expect(saturn.ambiguousVariables.isEmpty)
        #expect(saturn.frame == Rect(x: 10, y: 20, width: 60, height: 40))
    }

    @Test func anInequalityLeavesABoundedRange() {
        let (scene, saturn) = Self.saturnScene()
        LayoutConstraint.activate([saturn.leadingAnchor >= scene.root.leadingAnchor + 10,
                                   saturn.trailingAnchor <= scene.root.trailingAnchor - 30])
        let minX = saturn.ambiguousVariables.first
        #expect(minX?.name == "saturn.minX")
        #expect(minX?.range == 10...210)
    }

    @Test func exercisingMovesTheViewAndCallingAgainMovesItBack() {
        let (scene, saturn) = Self.saturnScene()
        LayoutConstraint.activate([saturn.leadingAnchor >= scene.root.leadingAnchor + 10,
                                   saturn.trailingAnchor <= scene.root.trailingAnchor - 30])
        scene.root.layoutIfNeeded()
        let original = saturn.frame
        saturn.exerciseAmbiguityInLayout()
        let alternative = saturn.frame
        #expect(alternative != original)
        #expect(alternative.size == original.size && alternative.minY == original.minY)
        // Every constraint still holds: the alternative is an end of the range 10...210.
        #expect([10.0, 210.0].contains(alternative.minX))
        #expect([10.0, 210.0].contains(original.minX))
        saturn.exerciseAmbiguityInLayout()
        #expect(saturn.frame == original)
        saturn.exerciseAmbiguityInLayout()
        #expect(saturn.frame == alternative)
        // Exercising doesn't settle the ambiguity: it is still reported, with the same range,
        // and asking leaves the exercised layout where it is.
        #expect(saturn.hasAmbiguousLayout)
        #expect(saturn.ambiguousVariables.first { $0.name == "saturn.minX" }?.range == 10...210)
        #expect(scene.root.ambiguousItemsInSubtree().map(\.item).contains { $0 === saturn })
        scene.root.layoutIfNeeded()
        #expect(saturn.frame == alternative)
        saturn.exerciseAmbiguityInLayout()
        #expect(saturn.frame == original)
    }

    @Test func theReportNamesEveryAmbiguousItemOrIsNil() throws {
        let (scene, saturn) = Self.saturnScene()
        LayoutConstraint.activate([saturn.leadingAnchor >= scene.root.leadingAnchor + 10,
                                   saturn.trailingAnchor <= scene.root.trailingAnchor - 30])
        #expect(scene.root.ambiguityReport() == "saturn: saturn.minX in 10...210")
        (saturn.leadingAnchor == scene.root.leadingAnchor + 10).isActive = true
        #expect(scene.root.ambiguityReport() == nil)
    }

    @Test func exercisingAnUnambiguousViewChangesNothing() {
        let (scene, saturn) = Self.saturnScene()
        (saturn.leadingAnchor == scene.root.leadingAnchor + 10).isActive = true
        saturn.exerciseAmbiguityInLayout()
        #expect(saturn.frame == Rect(x: 10, y: 20, width: 60, height: 40))
    }

    @Test func brokenConstraintsAndTheirConflictSetAreReported() {
        let (scene, saturn) = Self.saturnScene()
        let wide = saturn.widthAnchor == 100
        let sink = CollectingSink()
        LayoutLog.$sink.withValue(sink) {
            wide.isActive = true
            scene.root.layoutIfNeeded()
        }
        let original = saturn.constraints.first { $0.firstAttribute == .width && $0.constant == 60 }
        #expect(sink.errors.count == 1)
        #expect(original?.isBroken == true)
        #expect(original?.isConflicting == true && wide.isConflicting)
        #expect(!wide.isBroken)
        wide.isActive = false
        scene.root.layoutIfNeeded()
        #expect(original?.isBroken == false && original?.isConflicting == false)
    }
}
