extension View {
    /// Rewrites every text of this view and its subviews in a pseudo-language: labels' `text`,
    /// buttons' and checkboxes' `title`, and text fields' `placeholder` and `text` (each
    /// ``TextShowing`` view's texts, UIKit's controls' too). The direction
    /// is the scene's business: see ``Scene/apply(pseudoLanguage:)``.
    public func apply(pseudoLanguage language: PseudoLanguage) {
        for case let view as any TextShowing in subtreeViews { view.rewriteTexts(language.apply(to:)) }
    }
}

extension Scene {
    /// Shows the scene in a pseudo-language: every text of the view tree rewritten
    /// (``View/apply(pseudoLanguage:)``), and under ``PseudoLanguage/rtl`` the layout mirrored.
    ///
    /// ```swift
    /// let scene = Scene("dialog") { root in Label("message", text: "Save?") }
    /// scene.apply(pseudoLanguage: .double)
    /// ```
    public func apply(pseudoLanguage language: PseudoLanguage) {
        root.apply(pseudoLanguage: language)
        if let direction = language.direction { self.direction = direction }
    }
}
