import Plumb

/// A scene as an accessibility snapshot in text, as Cash App's AccessibilitySnapshot draws one:
/// the elements assistive apps visit, in reading order, each with what VoiceOver says and what
/// it is, then the accessibility problems (`Scene.accessibilityProblems()`), worst first.
public enum AccessibilityText {
    /// The text of a scene (laid out by this call).
    ///
    /// Reading order is top to bottom, then leading to trailing, by each element's frame on
    /// the screen: the order VoiceOver takes through a screen laid out in rows when the app sets
    /// none. Elements are the shown views with a spoken label or a control's role.
    public static func of(_ scene: Scene) -> String {
        let problems = scene.accessibilityProblems().worstFirst
        let root = scene.root
        let rightToLeft = root.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let elements = root.subtreeViews.compactMap { view -> (View, AccessibilityFacts)? in
            guard view !== root, VariantProblems.isShown(view), let facts = view.accessibilityAuditFacts,
                  facts.control != nil || !(facts.label ?? "").isEmpty else { return nil }
            return (view, facts)
        }.sorted { a, b in
            let fa = a.0.frameInRoot, fb = b.0.frameInRoot
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            return rightToLeft ? fa.maxX > fb.maxX : fa.minX < fb.minX
        }
        var lines = elements.enumerated().map { index, element in
            let (view, facts) = element
            let label = (facts.label ?? "").isEmpty ? "(no label)" : "\"\(facts.label ?? "")\""
            return "\(index + 1). \(label), \(facts.control ?? "text") \(VariantProblems.name(of: view)) \(view.frameInRoot)"
        }
        lines.append(problems.isEmpty ? "no accessibility problems" : "problems:")
        lines += problems.map { "  \($0.severity): \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension Snapshotting where Value == Scene, Format == String {
    /// The scene as an accessibility snapshot in text: its elements in reading order with their
    /// labels and roles, and its accessibility problems (``AccessibilityText``).
    public static var accessibility: Snapshotting {
        Snapshotting(pathExtension: "accessibility.txt", diffing: .lines) { AccessibilityText.of($0) }
    }
}
