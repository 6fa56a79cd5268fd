import Testing
@testable import Plumb

/// A 400×300 root with Auto Layout subviews a, b and saturn, a guide `gap` owned by the root,
/// `lonely` (no superview) and `stray` (a guide owned by no view).
private final class EquationScene {
    let root = View("root", frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let a = View("a"), b = View("b"), saturn = View("saturn"), lonely = View("lonely")
    let gap = LayoutGuide(), stray = LayoutGuide()

    init() {
        for view in [a, b, saturn] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        gap.identifier = "gap"
        stray.identifier = "stray"
        root.addLayoutGuide(gap)
    }

    var items: [String: LayoutItem] {
        ["root": root, "a": a, "b": b, "saturn": saturn, "lonely": lonely, "gap": gap, "stray": stray]
    }

    func constraint(_ text: String) throws(EquationError) -> LayoutConstraint {
        try LayoutConstraint.constraint(withEquation: text, items: items)
    }

    /// Makes and activates every equation, lays out, and returns what was logged.
    @discardableResult
    func layout(_ equations: [String]) throws -> [LayoutMessage] {
        try capturingLog {
            let constraints = try equations.map { text throws(EquationError) in try constraint(text) }
            #expect(constraints.allSatisfy { !$0.isActive })
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }
    }

    /// The error `text` fails to build with; fails the test if it builds.
    func buildError(_ text: String) -> EquationError? {
        do {
            let constraint = try constraint(text)
            Issue.record("Expected an error, built \(constraint)")
            return nil
        } catch {
            return error
        }
    }
}

extension EquationTests {
    @Suite struct Builder {
        // MARK: Constraints

        @Test func builtConstraintCarriesEveryPart() throws {
            let scene = EquationScene()
            let text = "b.width <= 0.5 * a.width + 20 @high"
            let line = #line + 1
            let constraint = try LayoutConstraint.constraint(withEquation: text, items: scene.items)
            #expect(constraint.firstItem === scene.b)
            #expect(constraint.firstAttribute == .width)
            #expect(constraint.relation == .lessThanOrEqual)
            #expect(constraint.secondItem === scene.a)
            #expect(constraint.secondAttribute == .width)
            #expect(constraint.multiplier == 0.5)
            #expect(constraint.constant == 20)
            #expect(constraint.priority == .defaultHigh)
            #expect(constraint.origin == text)
            #expect(constraint.source == SourceLocation(file: #fileID, line: line))
            #expect(!constraint.isActive)
            #expect(constraint.equationDescription == "b.width <= 0.5*a.width + 20 @750")
        }

        @Test func constantEquationHasNoSecondItem() throws {
            let constraint = try EquationScene().constraint("a.height == 44")
            #expect(constraint.secondItem == nil)
            #expect(constraint.secondAttribute == .notAnAttribute)
            #expect(constraint.constant == 44)
            #expect(constraint.priority == .required)
        }

        @Test func halfWidthPlusTwenty() throws {
            let scene = EquationScene()
            let log = try scene.layout([
                "a.leading == root.leading", "a.top == root.top", "a.width == 200", "a.height == 50",
                "b.width == 0.5 * a.width + 20", "b.leading == a.trailing + 8", "b.top == a.bottom - 10",
                "b.height == a.height / 5",
            ])
            #expect(log.isEmpty)
            #expect(scene.a.frame == rect(0, 0, 200, 50))
            #expect(scene.b.frame == rect(208, 40, 120, 10))
        }

        @Test func superviewMeansTheFirstItemsSuperview() throws {
            let scene = EquationScene()
            let log = try scene.layout([
                "saturn.centerX == superview.centerX", "saturn.centerY == superview.centerY",
                "saturn.width == superview.width * 0.25", "saturn.width == 1.25 * saturn.height",
            ])
            #expect(log.isEmpty)
            #expect(scene.saturn.frame == rect(150, 110, 100, 80))
        }

        @Test func superviewOfAGuideIsItsOwningView() throws {
            let scene = EquationScene()
            let constraint = try scene.constraint("gap.leading == superview.leadingMargin + 4")
            #expect(constraint.secondItem === scene.root)
            try scene.layout([
                "gap.leading == superview.leadingMargin + 4", "gap.top == superview.topMargin",
                "gap.width == 30", "gap.height == 20",
            ])
            #expect(scene.gap.layoutFrame == rect(12, 8, 30, 20))
        }

        @Test func anItemCalledSuperviewWins() throws {
            let scene = EquationScene()
            var items = scene.items
            items["superview"] = scene.b
            let constraint = try LayoutConstraint.constraint(withEquation: "a.width == superview.width", items: items)
            #expect(constraint.secondItem === scene.b)
        }

        @Test func higherPriorityWins() throws {
            let scene = EquationScene()
            let log = try scene.layout([
                "a.leading == root.leading", "a.top == root.top", "a.height == 10",
                "a.width == 300 @low", "a.width == 100 @high", "a.width >= 50 @ 999",
            ])
            #expect(log.isEmpty)
            #expect(scene.a.frame == rect(0, 0, 100, 10))
            let priorities = try ["a.width == 1 @fittingSize", "a.width == 1 @required", "a.width == 1 @ 251.5"]
                .map { text throws(EquationError) in try scene.constraint(text).priority }
            #expect(priorities == [.fittingSizeLevel, .required, LayoutPriority(251.5)])
        }

        @Test func optionalConstraintGivesWayToRequired() throws {
            let scene = EquationScene()
            let log = try scene.layout([
                "a.leading == root.leading + 10", "a.trailing <= root.trailing - 10", "a.top == root.top",
                "a.height == 10", "a.width == 1000 @high",
            ])
            #expect(log.isEmpty)
            #expect(scene.a.frame == rect(10, 0, 380, 10))
        }

        // MARK: Errors

        @Test func unknownItemSuggestsACloseName() {
            #expect(EquationScene().buildError("sature.width == 10")?.description == """
                Unable to parse constraint equation:
                No view or guide is named 'sature'. Did you mean 'saturn'?
                sature.width == 10
                ^
                """)
            #expect(EquationScene().buildError("a.width == supervew.width")?.message
                == "No view or guide is named 'supervew'. Did you mean 'superview'?")
            #expect(EquationScene().buildError("a.width == sautrn.width")?.message
                == "No view or guide is named 'sautrn'. Did you mean 'saturn'?")
        }

        @Test func unknownItemWithoutSuggestion() {
            #expect(EquationScene().buildError("a.width == jupiter.width")?.description == """
                Unable to parse constraint equation:
                No view or guide is named 'jupiter'.
                a.width == jupiter.width
                           ^
                """)
        }

        @Test func superviewWithoutOne() {
            #expect(EquationScene().buildError("root.width == superview.width")?.description == """
                Unable to parse constraint equation:
                'superview' stands for the superview of root, but root has no superview.
                root.width == superview.width
                              ^
                """)
            #expect(EquationScene().buildError("stray.width == superview.width")?.message
                == "'superview' stands for the view that owns stray, but stray is not added to a view.")
            #expect(EquationScene().buildError("superview.width == a.width")?.description == """
                Unable to parse constraint equation:
                'superview' stands for the first item's superview, so it cannot be the first item.
                superview.width == a.width
                ^
                """)
        }

        @Test func invalidPairingPointsAtTheSecondAttribute() {
            #expect(EquationScene().buildError("a.width == b.top + 8")?.description == """
                Unable to parse constraint equation:
                Invalid pairing of attributes width and top in a.width == b.top + 8: a constraint relates a \
                location to a location on the same axis, or a size to a size.
                a.width == b.top + 8
                             ^
                """)
            #expect(EquationScene().buildError("a.top == b.leading")?.offset == 11)
        }

        @Test func mixedDirections() {
            #expect(EquationScene().buildError("a.leading == b.left")?.description == """
                Unable to parse constraint equation:
                Invalid pairing in a.leading == b.left: leading/trailing cannot be related to left/right.
                a.leading == b.left
                               ^
                """)
        }

        @Test func locationEqualToConstantPointsAtTheFirstAttribute() {
            #expect(EquationScene().buildError("a.top == 10")?.description == """
                Unable to parse constraint equation:
                Invalid constraint a.top == 10: a location (top) cannot equal a constant; relate it to another item's top.
                a.top == 10
                  ^
                """)
        }

        @Test func guidesHaveNoBaselines() {
            #expect(EquationScene().buildError("a.firstBaseline == gap.lastBaseline")?.description == """
                Unable to parse constraint equation:
                Invalid constraint a.firstBaseline == gap.lastBaseline: layout guides have no baselines.
                a.firstBaseline == gap.lastBaseline
                                       ^
                """)
            #expect(EquationScene().buildError("gap.lastBaseline == a.firstBaseline")?.offset == 4)
        }

        @Test func parseErrorsComeThroughTheBuilder() {
            #expect(EquationScene().buildError("a.width == b.width @ 0")?.offset == 21)
            #expect(EquationScene().buildError("a.width == 1e999")?.message == "The number 1e999 is not finite.")
            #expect(EquationScene().buildError("a.width == 1e9 * b.width")?.offset == 11)
        }

        @Test func editedEquationsAreCheckedToo() throws {
            let scene = EquationScene()
            var equation = try ConstraintEquation.parse("a.width == b.width @high")
            equation.priority = LayoutPriority(0)
            let builder = EquationBuilder(equation: equation, text: "a.width == b.width @high", items: scene.items,
                                          source: nil)
            #expect(throws: EquationError(message: "The priority 0 is out of range; priorities run from 1 to 1000.",
                                          equation: "a.width == b.width @high", offset: 20)) {
                try builder.build()
            }
        }
    }
}
