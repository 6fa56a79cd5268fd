import Plumb
import PlumbScene
import PlumbTestSupport
import Testing

/// The safe area in scene files: the root's `safeArea` key, `safeAreaLayoutGuide` / `safeArea`
/// in equations, and the insets UIKit derives for other views. Numbers are worked out by hand
/// from UIKit's rule: a view's safe-area insets are the parts of its frame outside the root's
/// safe area, clipped at zero.
@Suite struct SafeAreaSceneTests {
    /// A 375×812 phone with UIKit's portrait iPhone insets, top 47 and bottom 34.
    static let phone = Fixture.scene("safe-area-scene/phone", in: .module)

    @Test func rootGuideIsTheRootInsetBySafeArea() throws {
        let loaded = try loadScene(Self.phone)
        loaded.layout()
        let root = loaded.scene.root
        #expect(root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        // 812 − 47 − 34 = 731.
        #expect(root.safeAreaLayoutGuide.layoutFrame.description == "(0 47; 375 731)")
        #expect(loaded.view("header")?.frame.description == "(0 47; 375 44)")
        // The bar's bottom sits on the safe area's bottom, 812 − 34 = 778, so it starts at 778 − 49.
        #expect(loaded.view("bar")?.frame.description == "(0 729; 375 49)")
    }

    @Test func viewsDeriveTheirInsetsFromTheRootsSafeArea() throws {
        let loaded = try loadScene(Self.phone)
        loaded.layout()
        // The card starts at 20, so the 47-point top inset reaches 27 into it; it ends at 220,
        // well above the bottom inset.
        #expect(loaded.view("card")?.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        // Pinned to the card's safe area: 27 down, 200 − 27 = 173 tall, in the card's coordinates.
        #expect(loaded.view("inner")?.frame.description == "(0 27; 375 173)")
        // Entirely inside the safe area: no insets.
        #expect(loaded.view("middle")?.safeAreaInsets == .zero)
        // The footer runs from 700 to 812; the safe area ends at 778, so 34 of it lie below.
        #expect(loaded.view("footer")?.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(loaded.view("header")?.safeAreaInsets == .zero)
    }

    @Test func leadingAndTrailingFollowTheSceneDirection() throws {
        let yaml = Fixture.scene("safe-area-scene/landscape-right-to-left", in: .module)
        let loaded = try loadScene(yaml)
        loaded.layout()
        // Right to left, leading is the right edge: 47 in from the right, trailing 10 from the left.
        #expect(loaded.scene.root.safeAreaInsets == EdgeInsets(top: 0, left: 10, bottom: 21, right: 47))
        // The view's leading (right) edge at 812 − 47 = 765, 100 wide; 375 − 21 = 354 tall.
        #expect(loaded.view("v")?.frame.description == "(665 0; 100 354)")
    }

    @Test func topLevelSafeAreaIsTheRootsToo() throws {
        let yaml = Fixture.scene("safe-area-scene/uniform-safe-area", in: .module)
        let loaded = try loadScene(yaml)
        loaded.layout()
        #expect(loaded.view("v")?.frame.description == "(0 20; 375 772)")
        #expect(loaded.view("v")?.safeAreaInsets == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }

    @Test func scrollViewGuidesHaveNames() throws {
        let yaml = Fixture.scene("safe-area-scene/scroll-view-guides", in: .module)
        let loaded = try loadScene(yaml)
        let box = try #require(loaded.view("box"))
        let scroll = try #require(loaded.view("scroll") as? ScrollView)
        let seconds = loaded.constraints.map { $0.constraint.secondItem }
        #expect(seconds.contains { $0 === scroll.contentLayoutGuide })
        #expect(seconds.contains { $0 === scroll.frameLayoutGuide })
        loaded.layout()
        #expect(box.frame.width == 320 && box.frame.height == 200)
    }

    // MARK: Bad input

    /// The error of a scene whose root has `safeArea: value`, on line 3 from column 3.
    private func safeAreaError(_ value: String) throws -> SceneError {
        try #require(loadError("""
        name: bad
        root:
          safeArea: \(value)
        """))
    }

    @Test func negativeInsetIsAnErrorAtItsValue() throws {
        let error = try safeAreaError("[47, -1, 34, 0]")
        #expect(error.line == 3 && error.column == 18)
        #expect(error.message == "a safe-area inset cannot be negative (-1)")
        #expect(error.description == """
        test.yaml:3:18: error: a safe-area inset cannot be negative (-1)
          safeArea: [47, -1, 34, 0]
                         ^
        """)
    }

    /// Each bad value is reported at line 3, at the value (or the list, for a wrong count).
    @Test(arguments: [
        ("[47, 0, 34]", 13, "expected the safe area as [top, leading, bottom, trailing], found 3 values"),
        ("[0, 0, 2e7, 0]", 20, LayoutNumbers.outOfRangeMessage("'2e7'")),
        ("[top, 0, 0, 0]", 14, "expected a safe-area inset, found 'top'"),
        ("-3", 13, "a safe-area inset cannot be negative (-3)"),
    ])
    func badValuesAreErrorsAtTheValue(value: String, column: Int, message: String) throws {
        let error = try safeAreaError(value)
        #expect(error.line == 3 && error.column == column)
        #expect(error.message == message)
    }

    @Test func safeAreaOnAnotherViewIsAnError() throws {
        let error = try #require(loadError("""
        name: bad
        views:
          - {id: v, safeArea: [1, 2, 3, 4]}
        """))
        #expect(error.line == 3 && error.column == 13)
        #expect(error.message.hasPrefix("only the root takes 'safeArea'"))
    }

    @Test func safeAreaGivenTwiceIsAnError() throws {
        let error = try #require(loadError("""
        name: bad
        root: {safeArea: 1}
        safeArea: 2
        """))
        #expect(error.line == 3 && error.column == 1)
    }

    /// The error of a scene whose one constraint, on a view `box`, is `equation`.
    private func equationError(_ equation: String) throws -> SceneError {
        try #require(loadError("""
        name: bad
        views:
          - {id: box}
        constraints:
          - \(equation)
        """))
    }

    @Test func unknownGuideIsAnErrorAtItsName() throws {
        let error = try equationError("box.top == root.safeAreaGuide.top")
        // "box.top == root." is 16 characters; the scalar starts at column 5.
        #expect(error.line == 5 && error.column == 21)
        #expect(error.message == "invalid equation: Unknown guide 'safeAreaGuide'. Did you mean 'safeAreaLayoutGuide'?")
    }

    @Test func scrollGuidesOnlyOnScrollViews() throws {
        let error = try equationError("box.contentLayoutGuide.top == root.top")
        #expect(error.line == 5 && error.column == 9)
        #expect(error.message == "invalid equation: 'box' is not a scroll view; only scroll views have a contentLayoutGuide.")
        // One guide per operand: a second is read as the attribute, and reported there.
        let nested = try equationError("box.top == root.margins.safeArea.top")
        #expect(nested.column == 5 + 24)
        #expect(nested.message == "invalid equation: 'root.margins' is a layout guide; only views have a safeArea.")
    }
}
