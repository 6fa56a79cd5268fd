import Plumb

/// Interface Builder's "misplaced view" warning: a view whose frame saved in the document is
/// not where its constraints put it at run time.
public struct MisplacedView {
    /// The view's id (its IB object id).
    public let id: String
    /// The frame the document saved, and the frame Plumb solved, in the superview's coordinates.
    public let saved: Rect, solved: Rect
    /// True when the view's size depends on text (it, or a view inside it, shows text), whose
    /// measurement differs between Apple's fonts and Plumb's.
    public let dependsOnText: Bool
    /// True when the document itself marks the view `misplaced="YES"`.
    public let markedInDocument: Bool
    /// The warning, located at the view's element, in Xcode's wording.
    public let warning: SceneError
}

extension LoadedScene {
    /// Points a saved frame may differ from the solved one before a view counts as misplaced:
    /// half a point (a pixel at 2×) when no text is involved, and a few points when it is,
    /// because Linux's fonts are not Apple's.
    public static let misplacedTolerance = (exact: 0.5, text: 4.0)

    /// The views whose solved frames differ from the frames the document saved, after
    /// ``layout()``: in Xcode's words, "Frame for “X” will be different at run time.", with
    /// both frames. Empty for a YAML scene.
    public func misplacedViews() -> [MisplacedView] {
        viewIDs.compactMap { id in
            guard let saved = savedFrames[id], let view = view(id), view !== scene.root else { return nil }
            let solved = view.frame
            let dependsOnText = Self.showsText(view)
            let tolerance = dependsOnText ? Self.misplacedTolerance.text : Self.misplacedTolerance.exact
            let differs = abs(saved.minX - solved.minX) > tolerance || abs(saved.minY - solved.minY) > tolerance
                || abs(saved.width - solved.width) > tolerance || abs(saved.height - solved.height) > tolerance
            guard differs else { return nil }
            let name = labels[id] ?? id
            var warning = error(atDeclarationOf: id, "Frame for “\(name)” will be different at run time: saved \(Self.describe(saved)), at run time \(Self.describe(solved))")
            warning.severity = .warning
            return MisplacedView(id: id, saved: saved, solved: solved, dependsOnText: dependsOnText,
                                 markedInDocument: misplacedInDocument.contains(id), warning: warning)
        }
    }

    /// True when the view or one inside it shows text.
    static func showsText(_ view: View) -> Bool {
        var found = false
        view.forEachInSubtree { subview, _ in if subview is TextShowing { found = true } }
        return found
    }

    static func describe(_ rect: Rect) -> String {
        "x \(formatPoints(rect.minX)), y \(formatPoints(rect.minY)), width \(formatPoints(rect.width)), height \(formatPoints(rect.height))"
    }
}
