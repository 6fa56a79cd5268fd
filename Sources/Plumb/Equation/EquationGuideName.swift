/// The names of a view's system guides in equations (`item.NAME.attribute`) and in visual
/// formats (`[item.NAME]`, `(==item.NAME)`).
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

    /// The guide `name` stands for on `item` (called `itemName` in messages), or an error saying
    /// why there is none: an unknown name (with a did-you-mean), a guide's guide, or a scroll
    /// view's guide asked of another view.
    static func guide(named name: String, of item: LayoutItem, itemName: String) throws(GuideNameError) -> LayoutGuide {
        guard names.contains(name) else {
            throw GuideNameError(message: EquationMessage.unknownGuide(name, suggestion: suggestion(for: name)))
        }
        guard let view = item as? View else { throw GuideNameError(message: EquationMessage.guideOfGuide(name, item: itemName)) }
        guard let guide = guide(named: name, of: view) else {
            throw GuideNameError(message: EquationMessage.scrollGuideOfView(name, item: itemName))
        }
        return guide
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

/// Why a guide name found no guide; the equation and format builders add where it was written.
struct GuideNameError: Error {
    /// What is wrong, as one sentence.
    let message: String
}
