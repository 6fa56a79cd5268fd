/// A view that shows text a person reads: a label's text, a button's or check box's title, a
/// field's text and placeholder. Pseudo-languages and an environment's text rewrite change it,
/// the inspector shows it, and the variant matrix checks it for truncation. Plumb's controls
/// and UIKit's adopt it, so each of those sees both.
public protocol TextShowing: View {
    /// What the view shows now (for a field, its text, or the placeholder while it is empty).
    var displayedText: String { get }
    /// Replaces each text the view holds by `rewrite` of it.
    func rewriteTexts(_ rewrite: (String) -> String)
    /// True when the text needs more room than the view's alignment rectangle gives it (so it
    /// is truncated or cut off); nil when the view's text is not checked (none, or a field's).
    var isTextCut: Bool? { get }
}

extension TextShowing {
    /// Not checked, by default.
    public var isTextCut: Bool? { nil }
}
