/// The names of a view's system guides in equations: `item.NAME.attribute`.
///
/// `safeAreaLayoutGuide` (short form `safeArea`) works on any view; `layoutMarginsGuide`
/// (`margins`) too; `contentLayoutGuide` (`content`) and `frameLayoutGuide` (`frame`) only on
/// a ``ScrollView``.
public enum EquationGuideName {
    /// Every accepted name, long forms first, in the order messages list them.
    public static let names = [
        "safeAreaLayoutGuide", "layoutMarginsGuide", "contentLayoutGuide", "frameLayoutGuide",
        "safeArea", "margins", "content", "frame",
    ]

    /// The name `name` was probably meant as: a near miss of one (see
    /// ``EquationVocabulary``), else the long form of a short form it starts with
    /// (`safeAreaGuide` → `safeAreaLayoutGuide`).
    static func suggestion(for name: String) -> String? {
        if let close = EquationVocabulary.suggestion(for: name, among: names) { return close }
        let lowered = name.lowercased()
        let shortForms = [("safearea", "safeAreaLayoutGuide"), ("margins", "layoutMarginsGuide"),
                          ("content", "contentLayoutGuide"), ("frame", "frameLayoutGuide")]
        return shortForms.first { lowered.hasPrefix($0.0) }?.1
    }

    /// The guide `name` stands for on `view`; nil when the name is unknown or the view has no
    /// such guide (content and frame guides belong to scroll views).
    static func guide(named name: String, of view: View) -> LayoutGuide? {
        switch name {
        case "safeAreaLayoutGuide", "safeArea": return view.safeAreaLayoutGuide
        case "layoutMarginsGuide", "margins": return view.layoutMarginsGuide
        case "contentLayoutGuide", "content": return (view as? ScrollView)?.contentLayoutGuide
        case "frameLayoutGuide", "frame": return (view as? ScrollView)?.frameLayoutGuide
        default: return nil
        }
    }
}
