import Foundation
import PlumbTestSupport
import Testing

/// Every diagnostic `plumb check` prints about a scene file in compiler form,
/// `FILE:LINE:COL: error|warning: MESSAGE`: the conflict header at the broken constraint (the
/// UIKit log body below it unchanged), ambiguity at the view's declaration with Interface
/// Builder's hint and the view's constraints, lint at the constraint or the view.
@Suite struct DiagnosticFormTests {
    static let scene = Fixture.scene("diagnostic-form/conflict-ambiguity-and-zero-width", in: .module)

    /// `plumb check NAME` on a scene written as NAME.
    static func check(_ name: String, _ yaml: String) throws -> PlumbTool.Result {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write(name, yaml)
        return try tool.run(["check", name])
    }

    @Test func checkPrintsEveryDiagnosticAtItsLine() throws {
        let check = try Self.check("form.yaml", Self.scene)
        #expect(check.status == 1)
        #expect(check.stdout.isEmpty)
        #expect(check.stderr == """
            form.yaml:8:5: error: Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<LayoutConstraint:c5 'tooWide' H:[box(80)]   (at form.yaml:10:31)>",
                "<LayoutConstraint:c2 H:[box(50)]   (at form.yaml:8:5)>"
            )

            Will attempt to recover by breaking constraint
            <LayoutConstraint:c2 H:[box(50)]   (at form.yaml:8:5)>
            form.yaml:6:5: error: ambiguous layout: badge needs constraints for: X position or width, Y position or height (badge.minX in -inf...192, badge.minY in -inf...100, badge.width in 0...inf, badge.height in 0...inf)
                badge's constraints:
                    <LayoutConstraint:c10 H:[badge]-(8)-|   (Names: '|':root )   (at form.yaml:13:5)>
                    <LayoutConstraint:c11 V:[badge]-(0)-|   (Names: '|':root )   (at form.yaml:14:5)>
            form.yaml:8:5: warning: box.width == 50 is required but broken: it conflicts with other required constraints and never holds [alwaysBroken]
            form.yaml:5:5: warning: flat is laid out at (0 0; 0 10): it has no width and can't be seen [zeroSize]
            form.yaml:6:5: warning: badge is laid out at (192 100; 0 0): it has no width and can't be seen [zeroSize]

            """)
    }

    /// A view with no constraints at all needs both its position and its size on each axis.
    @Test func aViewWithoutConstraintsNeedsEverything() throws {
        let check = try Self.check("bare.yaml", Fixture.scene("diagnostic-form/view-without-constraints", in: .module))
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix("""
            bare.yaml:3:5: error: ambiguous layout: lost needs constraints for: X position, width, Y position, height (
            """))
        #expect(check.stderr.contains("\n    lost has no constraints\n"))
    }
}
