extension View {
    /// Rewrites every text of this view and its subviews in a pseudo-language: labels' `text`,
    /// buttons' and checkboxes' `title`, and text fields' `placeholder` and `text`. The direction
    /// is the scene's business: see ``Scene/apply(pseudoLanguage:)``.
    public func apply(pseudoLanguage language: PseudoLanguage) {
        for view in subtreeViews {
            switch view {
            case let label as Label: label.text = language.apply(to: label.text)
            case let button as Button: button.title = language.apply(to: button.title)
            case let checkbox as Checkbox: checkbox.title = language.apply(to: checkbox.title)
            case let field as TextField:
                field.placeholder = language.apply(to: field.placeholder)
                field.text = language.apply(to: field.text)
            default: break
            }
        }
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
