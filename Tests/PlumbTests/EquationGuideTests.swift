import Testing
@testable import Plumb

/// `item.GUIDE.attr` in equations: the parse, the guide each name resolves to, and the
/// safe-area numbers UIKit gives (a 375×812 root inset 47 at the top and 34 at the bottom).
@Suite struct EquationGuideTests {
    @Test func parseRecordsTheGuideAndWhereItWasWritten() throws {
        let equation = try ConstraintEquation.parse("a.top == root.safeAreaLayoutGuide.top + 8")
        #expect(equation.first.guide == nil)
        let second = try #require(equation.second)
        #expect(second.item == "root" && second.guide == "safeAreaLayoutGuide" && second.attribute == .top)
        #expect(second.guideOffset == 14 && second.attributeOffset == 34)
        #expect(equation.constant == 8)
        // Spaces around the dots are allowed, as everywhere else in an equation.
        #expect(try ConstraintEquation.parse("a.top == root . safeArea . top").second?.guide == "safeArea")
    }

    @Test func eachNameResolvesToItsGuide() throws {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 375, height: 812))
        let scroll = ScrollView(), a = View("a")
        for view in [scroll, a] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let items: [String: LayoutItem] = ["root": root, "scroll": scroll, "a": a]
        func second(_ text: String) throws -> LayoutItem? {
            try LayoutConstraint.constraint(withEquation: text, items: items).secondItem
        }
        #expect(try second("a.top == root.safeAreaLayoutGuide.top") === root.safeAreaLayoutGuide)
        #expect(try second("a.top == root.safeArea.top") === root.safeAreaLayoutGuide)
        #expect(try second("a.top == root.margins.top") === root.layoutMarginsGuide)
        #expect(try second("a.top == scroll.content.top") === scroll.contentLayoutGuide)
        #expect(try second("a.width == scroll.frameLayoutGuide.width") === scroll.frameLayoutGuide)
        // `superview` is the first item's superview, then its guide.
        #expect(try second("a.top == superview.safeArea.top") === root.safeAreaLayoutGuide)
        let first = try LayoutConstraint.constraint(withEquation: "a.safeArea.top == root.top", items: items).firstItem
        #expect(first === a.safeAreaLayoutGuide)
    }

    /// Pins a view's frame in its superview with four required constraints.
    private func place(_ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        guard let parent = view.superview else { return }
        LayoutConstraint.activate([view.leftAnchor == parent.leftAnchor + x, view.topAnchor == parent.topAnchor + y,
                                   view.widthAnchor == width, view.heightAnchor == height])
    }

    @Test func insetsAreDerivedWithOrWithoutAGuide() {
        let root = makeRoot(375, 812)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let top = addView("top", to: root), tall = addView("tall", to: root), inside = addView("inside", to: root)
        place(top, 20, 20, 100, 200)
        place(tall, 0, 0, 375, 812)
        place(inside, 0, 100, 375, 100)
        root.layoutIfNeeded()
        // No guide: worked out on demand. 47 − 20 = 27 at the top.
        #expect(top.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(inside.safeAreaInsets == .zero)
        // With a guide: kept in the layout pass, and the same numbers.
        _ = tall.safeAreaLayoutGuide
        root.layoutIfNeeded()
        #expect(tall.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(tall.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 47, width: 375, height: 731))
    }
}
