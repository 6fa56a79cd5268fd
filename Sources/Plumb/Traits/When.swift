/// Views, guides and constraints a scene builder installs only when the scene's size classes
/// match, like Interface Builder's "vary for traits":
///
/// ```swift
/// import Plumb
///
/// let scene = Scene("row", device: .iPhone15) { root in
///     let title = Label("title", text: "Title")
///     let detail = Label("detail", text: "Detail")
///     title
///     detail
///     When(horizontal: .regular) {
///         detail.leadingAnchor == title.trailingAnchor + 8
///     }
///     When(horizontal: .compact) {
///         detail.topAnchor == title.bottomAnchor + 8
///     }
/// }
/// ```
///
/// The condition is checked against the traits the scene is built with (its device's, or the
/// `traits:` given to ``Scene``); views under a condition that fails are not added to the tree.
public struct When {
    /// The size classes required.
    public let condition: TraitCondition
    /// What is installed when they hold.
    public let elements: [SceneElement]

    /// Lists elements installed only when the scene's size classes match; an axis not given matches anything.
    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil, @SceneBuilder _ content: () -> [SceneElement]) {
        condition = TraitCondition(horizontal: horizontal, vertical: vertical)
        elements = content()
    }
}

extension SceneBuilder {
    /// Lists elements that depend on the scene's size classes.
    public static func buildExpression(_ when: When) -> [SceneElement] { [.when(when.condition, when.elements)] }
}
