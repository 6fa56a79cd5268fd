import Plumb
import Testing

/// The lint rules behind `plumb check`, one scene each, with the exact warning text.
@Suite struct LintTests {
    private func warnings(width: Double = 200, height: Double = 100, @SceneBuilder _ content: (View) -> [SceneElement]) -> [String] {
        lint(Scene("lint", width: width, height: height, content: content))
    }

    private func lint(_ scene: Scene) -> [String] {
        LayoutLog.$sink.withValue(CollectingSink()) { scene.root.lintWarnings().map { "\($0.kind): \($0.message)" } }
    }

    private func box(_ id: String, _ width: Double, _ height: Double) -> View {
        let view = View(id)
        view.intrinsicContentSizeOverride = Size(width: width, height: height)
        return view
    }

    @Test func aCleanLayoutHasNoWarnings() {
        let a = box("a", 40, 20)
        #expect(warnings { root in
            a
            a.leadingAnchor == root.leadingAnchor + 10
            a.topAnchor == root.topAnchor + 10
        } == [])
    }

    @Test func hugginTiesAreReported() {
        let a = box("a", 40, 20), b = box("b", 60, 20)
        let scene = Scene("lint", width: 200, height: 100) { root in
            a
            b
            a.leadingAnchor == root.leadingAnchor
            b.leadingAnchor == a.trailingAnchor + 8
            b.trailingAnchor == root.trailingAnchor
            a.topAnchor == root.topAnchor
            b.topAnchor == root.topAnchor
        }
        #expect(lint(scene) == [
            "contentPriorityTie: a and b have the same horizontal hugging priority (250), so their widths are ambiguous; raise one by 1",
            "contentPriorityTie: a and b have the same horizontal compression resistance priority (750), so their widths are ambiguous; raise one by 1",
        ])
        b.setContentHuggingPriority(251, for: .horizontal)
        #expect(lint(scene) == [])
    }

    @Test func zeroMultipliersAndBrokenRequiredConstraints() {
        let a = box("a", 40, 20)
        let found = warnings { root in
            a
            a.leadingAnchor == root.leadingAnchor
            a.leadingAnchor == root.leadingAnchor + 5
            a.topAnchor == root.topAnchor
            a.widthAnchor == 0 * root.widthAnchor + 40
        }
        #expect(found == [
            "zeroMultiplier: a.width == 0*root.width + 40 has multiplier 0, so it ignores root; write a constant instead",
            "alwaysBroken: a.leading == root.leading is required but broken: it conflicts with other required constraints and never holds",
        ])
    }

    @Test func leftRightMixedWithLeadingTrailing() {
        let a = box("a", 40, 20), b = box("b", 40, 20)
        let found = warnings { root in
            a
            b
            a.leftAnchor == root.leftAnchor + 10
            a.trailingAnchor <= root.trailingAnchor - 10
            a.topAnchor == root.topAnchor
            b.leadingAnchor == root.leadingAnchor   // root is only the reference here: not mixed
            b.topAnchor == a.bottomAnchor
        }
        #expect(found == [
            "mixedDirections: a is placed by left/right (a.left == root.left + 10) and by leading/trailing "
                + "(a.trailing <= root.trailing - 10); under right-to-left layout they pull different ways",
        ])
    }

    @Test func autoresizingWithConstraintsAndZeroSize() {
        let a = View("a")
        let scene = Scene("lint", width: 200, height: 100) { root in
            a
            a.topAnchor == root.topAnchor + 10
        }
        let found = lint(scene)
        // The builder turned a's flag off; turn it back on, as the forgotten-flag seed does.
        a.translatesAutoresizingMaskIntoConstraints = true
        let again = lint(scene)
        #expect(found.contains("zeroSize: a is laid out at (0 10; 0 0): it has no width and can't be seen"))
        #expect(again.contains("autoresizingWithConstraints: a translates its autoresizing mask into constraints and is also "
            + "constrained by a.top == root.top + 10; turn translatesAutoresizingMaskIntoConstraints off"))
    }

    @Test func positionsHeldOnlyByInequalities() {
        let a = box("a", 40, 20)
        let found = warnings { root in
            a
            a.leadingAnchor >= root.leadingAnchor + 10
            a.trailingAnchor <= root.trailingAnchor - 10
            a.topAnchor == root.topAnchor
        }
        #expect(found == [
            "unpinnedInequalities: a is held horizontally only by inequalities (a.leading >= root.leading + 10, "
                + "a.trailing <= root.trailing - 10), so it can slide between them; add an equality or a preference",
        ])
    }

    @Test func warningsNameWhereTheConstraintWasWritten() throws {
        let a = box("a", 40, 20)
        let scene = Scene("lint", width: 200, height: 100) { root in
            a
            a.leadingAnchor == root.leadingAnchor
            a.topAnchor == root.topAnchor
            a.widthAnchor == 0 * root.widthAnchor + 40
        }
        let warning = try #require(scene.root.lintWarnings().first)
        #expect(warning.description.hasPrefix("PlumbTests/LintTests.swift:"))
        #expect(warning.description.hasSuffix(" [zeroMultiplier]"))
    }
}
