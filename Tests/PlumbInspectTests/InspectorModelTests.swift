import Foundation
import Plumb
import PlumbInspect
import PlumbRender
import PlumbScene
import PlumbTestSupport
import Testing

/// The inspector's model of small scenes, its numbers derived by hand.
@Suite struct InspectorModelTests {
    static let boxes = Fixtures.boxes

    static func model(_ text: String, affecting: AffectingPolicy = .automatic) throws -> InspectorModel {
        let loaded = try SceneLoader.load(yaml: text, file: "boxes.yaml", services: .rendering)
        return InspectorModel(loaded: loaded, outcome: loaded.layout(), affecting: affecting, directory: nil)
    }

    static func sample(_ name: String) throws -> InspectorModel {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples/\(name).yaml").path
        let loaded = try SceneLoader.load(contentsOf: path, services: .rendering)
        return InspectorModel(loaded: loaded, outcome: loaded.layout())
    }

    @Test func viewsHaveTheirFramesMarginsAndPlaceInTheTree() throws {
        let model = try Self.model(Self.boxes)
        #expect(model.scene == "boxes")
        #expect(model.size.width == 200 && model.size.height == 100)
        #expect(model.views.map(\.key) == ["root", "a", "b"])
        let root = model.views[0], a = model.views[1], b = model.views[2]
        #expect(root.parent == nil && root.children == [1, 2] && root.depth == 0)
        #expect(a.parent == 0 && b.parent == 0 && a.depth == 1)
        #expect(root.frame == InspectorRect(x: 0, y: 0, width: 200, height: 100))
        #expect(a.frame == InspectorRect(x: 20, y: 10, width: 40, height: 20))
        #expect(b.frame == InspectorRect(x: 90, y: 30, width: 40, height: 24))
        #expect(b.frameInParent == b.frame)
        #expect(b.alignmentRect == InspectorRect(x: 90, y: 30, width: 40, height: 20))
        #expect(a.margins == InspectorInsets(EdgeInsets(all: 8)))
        #expect(a.intrinsicSize == InspectorAxes(horizontal: 40, vertical: 20))
        #expect(root.intrinsicSize == InspectorAxes(horizontal: nil, vertical: nil))
        #expect(a.hugging == InspectorAxes(horizontal: 250, vertical: 250))
        #expect(a.compression == InspectorAxes(horizontal: 750, vertical: 750))
        #expect(a.baselines == nil && !a.hidden && a.visible && a.type == "View")
        #expect(a.declaration?.line == 4 && b.declaration?.line == 5)
        let gap = try #require(model.guides.first { $0.key == "gap" })
        #expect(gap.kind == "user" && gap.owner == 0)
        #expect(gap.frame == InspectorRect(x: 60, y: 10, width: 30, height: 1))
        #expect(root.guides.contains(model.guides.firstIndex { $0.key == "gap" }!))
    }

    @Test func constraintsAreNumberedDescribedAndPlaced() throws {
        let model = try Self.model(Self.boxes)
        #expect(model.constraints.map(\.number) == (1...8).map { "c\($0)" })
        let c = model.constraints
        #expect(c[0].description == "<LayoutConstraint:c1 H:|-(NSSpace(20))-[a]   (Names: '|':root )   (at boxes.yaml:9:5)>")
        #expect(c[0].first.item == .view(1) && c[0].first.attribute == "leading" && c[0].first.value == 20)
        #expect(c[0].second?.item == .view(0) && c[0].second?.attribute == "leading" && c[0].second?.value == 0)
        #expect(c[0].label == "20" && c[0].axis == "horizontal" && c[0].status == "satisfied")
        #expect(c[0].source?.line == 9 && c[0].source?.column == 5)
        #expect(c[1].label == "10" && c[1].axis == "vertical")
        // gap.trailing == b.leading reads as the gap it makes: 0, not -0.
        #expect(c[3].first.value == 90 && c[3].second?.value == 90 && c[3].label == "0")
        #expect(c[5].second == nil && c[5].first.value == 1 && c[5].label == "1")
        #expect(c[7].first.item == .view(2) && c[7].first.attribute == "top" && c[7].first.value == 30)
        #expect(c.allSatisfy { $0.priority == 1000 && $0.multiplier == 1 })
    }

    @Test func labelsReadSpacingsAsTheGapsTheyMake() throws {
        let model = try Self.model(Fixture.scene("inspector-model/spacing-gaps", in: .module))
        #expect(model.constraints.map(\.label) == ["10", "8", "5", "6", "4", "2 @750", "≥ 20", "= ×0.5", "≥ 0"])
        #expect(model.constraints[5].priority == 750)
    }

    @Test func eachViewListsTheConstraintsTouchingItAndThoseAffectingIt() throws {
        let model = try Self.model(Self.boxes)
        let root = model.views[0], a = model.views[1], b = model.views[2]
        #expect(root.constraints == [0, 1])
        #expect(a.constraints == [0, 1, 2, 4, 7])
        #expect(b.constraints == [3, 7])
        #expect(model.guides.first { $0.key == "gap" }?.constraints == [2, 3, 4, 5, 6])
        #expect(model.hasAffecting)
        #expect(a.affecting == InspectorAxes(horizontal: [0], vertical: [1]))
        // b.leading = gap.trailing = gap.leading + 30 = a.trailing + 30; b.top = a.bottom.
        #expect(b.affecting == InspectorAxes(horizontal: [0, 2, 3, 6], vertical: [1, 7]))
        let none = try Self.model(Self.boxes, affecting: .never)
        #expect(!none.hasAffecting && none.views.allSatisfy { $0.affecting == nil })
        #expect(model.problems.isEmpty && model.ambiguities.isEmpty && model.conflicts.isEmpty)
    }

    @Test func anAmbiguousViewHasItsExercisedAlternative() throws {
        let model = try Self.sample("planets-ambiguous")
        #expect(Set(model.ambiguities.map(\.key)) == ["saturn", "leftSpace", "rightSpace"])
        let saturn = try #require(model.ambiguities.first { $0.key == "saturn" })
        let view = try #require(model.views.first { $0.key == "saturn" })
        // Saturn is 1.5 × 56 wide, on row y = 246; its x can run from 0 to 375 - 84 = 291.
        #expect(view.frame == InspectorRect(x: 0, y: 246, width: 84, height: 56))
        #expect(saturn.alternative == InspectorRect(x: 291, y: 246, width: 84, height: 56))
        #expect(saturn.message == "needs constraints for: X position")
        #expect(saturn.variables.map(\.name) == ["saturn.minX"])
        #expect(saturn.variables.first?.min == 0 && saturn.variables.first?.max == 291)
        #expect(view.ambiguous && view.constraints.allSatisfy { model.constraints[$0].status == "ambiguous" })
        #expect(model.problems.contains(InspectedProblem(kind: "ambiguity", text: "saturn is ambiguous: needs constraints for: X position", key: "saturn")))
        // Exercising put the view back.
        #expect(try Self.sample("planets-ambiguous").views == model.views)
    }

    @Test func aConflictNamesItsBrokenConstraintAndItsSet() throws {
        let model = try Self.sample("planets-unsatisfiable")
        #expect(model.conflicts.count == 1)
        let conflict = try #require(model.conflicts.first)
        let broken = try #require(conflict.broken)
        #expect(model.constraints[broken].identifier == "saturnWidth")
        #expect(model.constraints[broken].status == "broken")
        #expect(model.constraints[broken].label == "1.5:1")
        let members = Set(conflict.conflicting.compactMap { model.constraints[$0].identifier })
        #expect(members == ["saturnWidth", "imageHorizontal", "verticalLayout", "labelToTop"])
        #expect(conflict.conflictingText.contains("root.width == 375"))
        for index in conflict.conflicting where index != broken { #expect(model.constraints[index].status == "conflicting") }
        #expect(model.problems == [InspectedProblem(kind: "conflict", text: "Unsatisfiable: broke c1 'saturnWidth' saturn.width == 1.5*saturn.height",
                                                    key: "saturn")])
        let saturn = try #require(model.views.first { $0.key == "saturn" })
        #expect(saturn.frame == InspectorRect(x: 8, y: 28, width: 359, height: 64))
    }
}
