import Plumb

// Plumb's own: UIKit's text styles and semantic colours (docs/TRAITS.md).

enum TextStylesSample {
    /// A card whose fonts are text styles and whose colours are UIKit's semantic colours, so
    /// that it grows with the content size and turns dark with the appearance.
    static func textStyles() -> Scene {
        let title = Label("title", text: "Reading", font: .preferredFont(forTextStyle: .largeTitle))
        let card = View("card")
        card.backgroundColor = .secondarySystemGroupedBackground
        card.cornerRadius = 10
        let heading = Label("heading", text: "Text size", font: .preferredFont(forTextStyle: .headline))
        let detail = Label("detail", text: "Text styles follow the size you choose in Settings.", font: .preferredFont(forTextStyle: .body))
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 0
        let rule = View("rule")
        rule.backgroundColor = .separator
        let note = Label("note", text: "Dark Mode uses the dark values.", font: .preferredFont(forTextStyle: .footnote))
        note.textColor = .tertiaryLabel
        note.numberOfLines = 0
        let action = Button(title: "Change", font: .preferredFont(forTextStyle: .body))
        action.identifier = "action"
        let scene = Scene("text-styles", width: 320) { root in
            root.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
            title
            SceneElement.nested(card, [.view(heading), .view(detail), .view(rule), .view(note)])
            action
            title.topAnchor == root.layoutMarginsGuide.topAnchor
            title.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
            title.trailingAnchor <= root.layoutMarginsGuide.trailingAnchor
            card.topAnchor == title.bottomAnchor + 12
            card.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
            card.trailingAnchor == root.layoutMarginsGuide.trailingAnchor
            heading.topAnchor == card.topAnchor + 12
            detail.topAnchor == heading.bottomAnchor + 4
            rule.topAnchor == detail.bottomAnchor + 12
            rule.heightAnchor == 1
            note.topAnchor == rule.bottomAnchor + 12
            card.bottomAnchor == note.bottomAnchor + 12
            heading.leadingAnchor == card.leadingAnchor + 16
            card.trailingAnchor >= heading.trailingAnchor + 16
            detail.leadingAnchor == card.leadingAnchor + 16
            card.trailingAnchor == detail.trailingAnchor + 16
            rule.leadingAnchor == card.leadingAnchor + 16
            card.trailingAnchor == rule.trailingAnchor
            note.leadingAnchor == card.leadingAnchor + 16
            card.trailingAnchor == note.trailingAnchor + 16
            action.topAnchor == card.bottomAnchor + 8
            action.trailingAnchor == root.layoutMarginsGuide.trailingAnchor
            action.bottomAnchor == root.layoutMarginsGuide.bottomAnchor
        }
        scene.background = .systemGroupedBackground
        return scene
    }
}
