import Foundation
import PlumbTestSupport
import Testing

/// `plumb check --accessibility` (issue 35, item 5): each problem at the view's declaration in
/// compiler form, with its numbers; the matrix lists them in its table; without the flag the
/// scene checks as before.
@Suite struct AccessibilityCheckCommandTests {
    /// Grey caption text (#777777, 17 pt), a system-blue "OK" button 60 × 30, a button without
    /// a title, and "Wi-Fi" in the body style in 90 points.
    static let signIn = Fixture.scene("accessibility-check/sign-in", in: .module)

    @Test func eachProblemIsPrintedAtItsViewWithItsNumbers() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("sign-in.yaml", Self.signIn)
        let plain = try tool.run(["check", "sign-in.yaml"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout == "sign-in.yaml: no problems found\n")
        let check = try tool.run(["check", "sign-in.yaml", "--accessibility"])
        #expect(check.status == 1)
        // Wi-Fi fits 90 points up to AX2 (33 pt) and is cut at AX3 (40 pt).
        #expect(check.stderr == """
            sign-in.yaml:3:5: error: accessibility: caption contrast too low (4.48:1, under WCAG AA's 4.5:1 for normal text, 17 pt)
            sign-in.yaml:4:5: warning: accessibility: ok touch target too small (60 × 30 pt, under 44 × 44 pt)
            sign-in.yaml:4:5: error: accessibility: ok contrast too low (4.02:1, under WCAG AA's 4.5:1 for normal text, 15 pt)
            sign-in.yaml:5:5: error: accessibility: close has no accessibility label (a button)
            sign-in.yaml:6:5: warning: accessibility: wifi truncated at AX3

            """)
    }

    @Test func theMatrixListsThemWorstFirst() throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("sign-in.yaml", Self.signIn)
        let check = try tool.run(["check", "sign-in.yaml", "--accessibility", "--matrix", "content-size=L,AX3"])
        #expect(check.status == 1, "\(check.stderr)")
        // The caption's font is fixed (17 pt at every size); Wi-Fi's follows the body style.
        #expect(check.stdout == """
            sign-in: 2 variants, 2 with problems
              error: close has no accessibility label (a button) at L
              error: caption contrast too low (4.48:1, under WCAG AA's 4.5:1 for normal text, 17 pt) at L
              error: ok contrast too low (4.02:1, under WCAG AA's 4.5:1 for normal text, 15 pt) at L
              error: close has no accessibility label (a button) at AX3
              error: caption contrast too low (4.48:1, under WCAG AA's 4.5:1 for normal text, 17 pt) at AX3
              error: ok contrast too low (4.02:1, under WCAG AA's 4.5:1 for normal text, 15 pt) at AX3
              warning: ok touch target too small (60 × 30 pt, under 44 × 44 pt) at L
              warning: wifi truncated at AX3
              warning: ok touch target too small (60 × 30 pt, under 44 × 44 pt) at AX3

            """)
    }
}
