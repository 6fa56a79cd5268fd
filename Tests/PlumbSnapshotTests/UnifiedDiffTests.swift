@testable import PlumbSnapshotCore
import Testing

/// Text diffs as unified hunks with three lines of context.
@Suite struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.of("a\nb\n", "a\nb\n") == "")
    }

    @Test func distantChangesGetTheirOwnHunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "line \($0)" }
        lines[1] = "line two"
        lines.remove(at: 17)
        let new = lines.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff.of(old, new) == """
            --- reference
            +++ actual
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -15,6 +15,5 @@
             line 15
             line 16
             line 17
            -line 18
             line 19
             line 20
            """)
    }

    @Test func anInsertionIntoAnEmptyTextStartsAtZero() {
        #expect(UnifiedDiff.of("", "new\n") == "--- reference\n+++ actual\n@@ -0,0 +1,1 @@\n+new")
    }
}
