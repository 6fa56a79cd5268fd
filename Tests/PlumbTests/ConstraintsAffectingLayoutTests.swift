import Plumb
import PlumbSamples
import Testing

/// `constraintsAffectingLayout(for:)`: what a view's position or size depends on, named or not.
@Suite struct ConstraintsAffectingLayoutTests {
    /// The seed's Saturn (000/004): vertically it hangs from the top guide by verticalLayout,
    /// and the label below it is pinned 100 from the top by labelToTop, which doesn't name
    /// Saturn but decides its height once saturnWidth is broken.
    @Test func saturnVerticallyIncludesLabelToTop() throws {
        let scene = try #require(Samples.named("planets-unsatisfiable")).make()
        LayoutLog.$sink.withValue(CollectingSink()) { scene.layout() }
        let saturn = try #require(scene.view("saturn"))
        let vertical = saturn.constraintsAffectingLayout(for: .vertical)
        #expect(vertical.map(\.equationDescription) == [
            "top.height == 20",
            "top.top == root.top",
            "'verticalLayout' saturn.top == top.bottom + 8",
            "'verticalLayout' label.top == saturn.bottom + 8",
            "'labelToTop' label.top == root.top + 100",
        ])
        // Horizontally: the margins and imageMiddle, three required equalities that hold it
        // together (moving any one of them alone would conflict with the other two); the broken
        // saturnWidth has no effect and is left out.
        let horizontal = saturn.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.map(\.equationDescription) == [
            "'imageHorizontal' saturn.leading == root.leadingMargin",
            "'imageHorizontal' root.trailingMargin == saturn.trailing",
            "'imageMiddle' saturn.centerX == root.centerX",
        ])
        // Constraints elsewhere in the scene are left out: the label's centring decides nothing about Saturn.
        #expect(!horizontal.contains { $0.firstItem === scene.view("label") })
    }

    /// The whole tree's lists at once are each view's own lists, for every sample (conflicts,
    /// ambiguity, stacks, baselines, guides and all) but the ties, where each probe may leave
    /// the solver a basis that settles the tie another way, so the list asked next can differ
    /// (`ScreenDiagnosticsTests.aTieIsSettledByTheSolversBasis`).
    @Test(arguments: Samples.all.map(\.name).filter { !ScreenDiagnosticsTests.ties.contains($0) })
    func theSubtreeAnswersAreEachViewsAnswers(_ name: String) throws {
        let scene = try #require(Samples.named(name)).make()
        LayoutLog.$sink.withValue(CollectingSink()) { scene.layout() }
        let together = scene.root.constraintsAffectingLayoutInSubtree()
        #expect(together.map { ObjectIdentifier($0.view) } == scene.root.subtreeViews.map { ObjectIdentifier($0) })
        for entry in together {
            let name = entry.view.debugName
            #expect(entry.horizontal.map(ObjectIdentifier.init) == entry.view.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init), "\(name) horizontally")
            #expect(entry.vertical.map(ObjectIdentifier.init) == entry.view.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init), "\(name) vertically")
        }
    }

    /// Slack inequalities don't affect the layout; binding ones do.
    @Test func onlyBindingInequalitiesCount() throws {
        let box = View("box")
        let wide = box.widthAnchor >= 50, narrow = box.widthAnchor <= 300, preferred = (box.widthAnchor == 120) ~ .defaultLow
        let scene = Scene("inequalities", width: 400, height: 100) { root in
            box
            box.leadingAnchor == root.leadingAnchor
            box.topAnchor == root.topAnchor
            box.heightAnchor == 10
            wide
            narrow
            preferred
        }
        scene.layout()
        #expect(box.frame.width == 120)
        let horizontal = box.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === preferred })
        #expect(!horizontal.contains { $0 === wide } && !horizontal.contains { $0 === narrow })
        narrow.constant = 100
        let capped = box.constraintsAffectingLayout(for: .horizontal)
        #expect(box.frame.width == 100)
        #expect(capped.contains { $0 === narrow } && !capped.contains { $0 === wide })
    }
}
