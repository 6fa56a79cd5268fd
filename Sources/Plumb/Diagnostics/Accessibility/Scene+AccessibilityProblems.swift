extension Scene {
    /// Lays the scene out and runs the accessibility checks (``AccessibilityProblems``), then,
    /// when any text follows a text style, the truncation check again at each accessibility text
    /// size of the Dynamic Type table (AX1 … AX5): a view cut at one of them is reported once,
    /// at the smallest (`title truncated at AX2`), unless it is cut already. The scene is laid
    /// out again in its own traits before this returns; what those layouts log is dropped.
    public func accessibilityProblems() -> [VariantProblem] {
        LayoutLog.$sink.withValue(CollectingSink()) {
            layout()
            var problems = AccessibilityProblems.find(in: root, canvas: background)
            let usesTextStyles = root.subtreeViews.contains { $0.accessibilityAuditFacts?.text?.font.textStyle != nil }
            guard usesTextStyles, !traits.preferredContentSizeCategory.isAccessibilityCategory else { return problems }
            var reported = Set(VariantProblems.truncatedText(in: root).map(\.subject))
            let original = traits
            for size in ContentSizeCategory.allCases where size.isAccessibilityCategory {
                var larger = original
                larger.preferredContentSizeCategory = size
                traits = larger
                layout()
                for problem in VariantProblems.truncatedText(in: root) where !reported.contains(problem.subject) {
                    reported.insert(problem.subject)
                    var atSize = problem
                    atSize.detail = "at \(size.rawValue)"
                    problems.append(atSize)
                }
            }
            traits = original
            layout()
            return problems
        }
    }
}
