/// Finds what a matrix reports for a laid-out variant.
public enum VariantProblems {
    /// Two siblings, by name, in a fixed order.
    public struct SiblingPair: Sendable, Hashable {
        /// The earlier sibling and the later one.
        public var first: String, second: String
        /// Creates a pair.
        public init(first: String, second: String) {
            self.first = first
            self.second = second
        }
    }

    /// The problems of a laid-out scene: conflicts, ambiguity, truncated or clipped text, text
    /// past the safe area, and sibling overlaps that are not in `baseOverlaps` (the first
    /// variant's; nil reports none), in the tree's order (``Swift/Array/worstFirst`` ranks them).
    /// Content a scroll view can scroll into sight is neither clipped nor past the safe area.
    public static func find(in root: View, outcome: LayoutOutcome, baseOverlaps: Set<SiblingPair>?) -> [VariantProblem] {
        var problems = outcome.conflicts.map { VariantProblem(kind: .conflict, subject: $0.broken) }
        problems += outcome.ambiguous.map { VariantProblem(kind: .ambiguous, subject: $0) }
        let screen = Rect(x: 0, y: 0, width: root.bounds.width, height: root.bounds.height)
        let insets = root.safeAreaInsets
        let safe = Rect(x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
                        height: screen.height - insets.top - insets.bottom)
        let hasSafeArea = insets != EdgeInsets()
        for view in root.subtreeViews where view !== root && isShown(view) {
            guard (view as? any TextShowing)?.isTextCut != nil else { continue }
            if let cut = truncation(of: view) { problems.append(cut) }
            let frame = view.frameInRoot, aligned = view.alignmentRect(forFrame: frame)
            let reach = ScrollReach(view, screen: screen, safe: safe)
            // In a scroll view, what scrolling can bring into sight (content below the fold) is
            // fine: only what no scrolling shows is clipped.
            if isClippedBySuperview(view) || !(reach?.canShow(frame) ?? contains(screen, frame)) {
                problems.append(VariantProblem(kind: .clipped, subject: name(of: view)))
            } else if hasSafeArea, !(reach?.canShow(aligned, within: safe) ?? contains(safe, aligned)) {
                problems.append(VariantProblem(kind: .pastSafeArea, subject: name(of: view)))
            }
        }
        if let baseOverlaps { problems += newOverlaps(overlappingSiblings(in: root), base: baseOverlaps) }
        return problems
    }

    /// The overlaps of `pairs` that are not in `base`, as problems, in name order.
    public static func newOverlaps(_ pairs: Set<SiblingPair>, base: Set<SiblingPair>) -> [VariantProblem] {
        pairs.subtracting(base).sorted { ($0.first, $0.second) < ($1.first, $1.second) }
            .map { VariantProblem(kind: .overlaps, subject: $0.first, other: $0.second) }
    }

    /// Every pair of shown siblings whose frames overlap (by more than a hair).
    public static func overlappingSiblings(in root: View) -> Set<SiblingPair> {
        var pairs = Set<SiblingPair>()
        for parent in root.subtreeViews {
            let children = parent.subviews.filter { isShown($0) && $0.frame.width > 0 && $0.frame.height > 0 }
            for (i, a) in children.enumerated() {
                for b in children[(i + 1)...] where overlap(a.frame, b.frame) {
                    pairs.insert(SiblingPair(first: name(of: a), second: name(of: b)))
                }
            }
        }
        return pairs
    }

    /// The truncation problems of the shown text of the tree of `root`, in the tree's order:
    /// the check ``find(in:outcome:baseOverlaps:)`` makes, alone.
    public static func truncatedText(in root: View) -> [VariantProblem] {
        root.subtreeViews.filter { $0 !== root && isShown($0) }.compactMap(truncation(of:))
    }

    /// A truncation problem when the view shows text that is cut.
    private static func truncation(of view: View) -> VariantProblem? {
        guard (view as? any TextShowing)?.isTextCut == true else { return nil }
        return VariantProblem(kind: .truncated, subject: name(of: view), severity: truncationSeverity(of: view))
    }

    /// False for a view hidden, or fully transparent, or inside one that is.
    public static func isShown(_ view: View) -> Bool {
        var current: View? = view
        while let v = current {
            if v.isHidden || v.alpha == 0 { return false }
            current = v.superview
        }
        return true
    }

    /// The view's identifier, or its debug name.
    public static func name(of view: View) -> String { view.identifier ?? view.debugName }

    private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > 0.5 && min(a.maxY, b.maxY) - max(a.minY, b.minY) > 0.5
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.minY >= outer.minY - 0.5
            && inner.maxX <= outer.maxX + 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    /// True when a clipping ancestor inside the view's scroll view content (or, outside any
    /// scroll view, up to the root) cuts the view's frame. (What a scroll view and the views
    /// above it cut, scrolling may bring into sight: ``ScrollReach`` judges that.)
    private static func isClippedBySuperview(_ view: View) -> Bool {
        var ancestor = view.superview
        let frame = view.frameInRoot
        while let a = ancestor, a.superview != nil, !a.isScrollContainer {
            if a.clipsToBounds, !contains(a.frameInRoot, frame) { return true }
            ancestor = a.superview
        }
        return false
    }

    /// A cut-off button title, or a heading (a label in the large title, title or headline
    /// text style), is an error: the user can't tell what it says or does. Other text UIKit
    /// ends with an ellipsis by design: a warning. (The view says which: ``View/isTruncationAnError``.)
    private static func truncationSeverity(of view: View) -> VariantProblem.Severity {
        view.isTruncationAnError ? .error : .warning
    }
}
