import Plumb

// The course's menu screen (seed 001), with plain constraints and with stack views. Both put
// the content in a container view pinned as UIKit's Auto Layout Guide ("Working with Scroll
// Views") says: its edges on the scroll view's content layout guide, which sets the content
// size, and its width on the frame layout guide, so only the height scrolls.

enum MenuSamples {
    static let titles = ["Profile", "Collaborators", "Projects", "Messages", "Calendar", "Settings", "Logout"]

    static func menuButtons() -> [Button] {
        titles.map { button($0.lowercased(), $0, "#e5f0ff", cornerRadius: 8) }
    }

    /// The menu's 120×120 image.
    static func partnerInCrime() -> ImageView {
        ImageView("partnerInCrime", imageSize: Size(width: 120, height: 120))
    }

    /// A 320×568 menu scene: the scroll view fills the root and holds the content view, whose
    /// edges are the content layout guide's and whose width is the frame layout guide's; the
    /// content grows with what `body` lists in it. `body` gets the content view.
    static func menuScene(_ name: String, @SceneBuilder body: (View) -> [SceneElement]) -> Scene {
        let scroll = ScrollView("scroll")
        let content = View("content")
        return Scene(name, width: 320, height: 568) { root in
            scroll.containing {
                content
            }
            scroll.edges == root.edges
            content.topAnchor == scroll.contentLayoutGuide.topAnchor
            content.leadingAnchor == scroll.contentLayoutGuide.leadingAnchor
            content.trailingAnchor == scroll.contentLayoutGuide.trailingAnchor
            content.bottomAnchor == scroll.contentLayoutGuide.bottomAnchor
            content.widthAnchor == scroll.frameLayoutGuide.widthAnchor
            SceneElement.nested(content, body(content))
        }
    }

    /// A 120×120 image 28 from the top, centred; seven buttons 28 below it and 20 apart.
    /// Profile's leading and trailing are 50, the others as wide as Profile; Logout 28 above
    /// the bottom of the content.
    static func menuScreen() -> Scene {
        let image = partnerInCrime()
        let buttons = menuButtons()
        let profile = buttons[0]
        var views: [String: LayoutItem] = ["partnerInCrime": image]
        for button in buttons { views[button.identifier ?? ""] = button }
        return menuScene("menu-screen") { content in
            content.add([image] + buttons)
            image.centerXAnchor == content.centerXAnchor
            image.widthAnchor == image.heightAnchor
            vfl("V:|-28-[partnerInCrime]-28-[profile]-20-[collaborators]-20-[projects]-20-[messages]-20-[calendar]-20-[settings]-20-[logout]-28-|", views)
            vfl("H:|-50-[profile]-50-|", views)
            for button in buttons.dropFirst() {
                button.widthAnchor == profile.widthAnchor
                button.centerXAnchor == profile.centerXAnchor
            }
        }
    }

    /// The same menu with stacks: an outer vertical stack (centred, spacing 28) holds the image
    /// and an inner stack of the seven buttons (spacing 20, filling its width), which is
    /// 100 narrower than the content.
    static func menuScreenStack() -> Scene {
        let image = partnerInCrime()
        let buttons = StackView("buttons", arrangedSubviews: menuButtons(), axis: .vertical)
        buttons.spacing = 20
        let menu = StackView("menu", arrangedSubviews: [image, buttons], axis: .vertical)
        menu.alignment = .center
        menu.spacing = 28
        return menuScene("menu-screen-stack") { content in
            menu
            menu.topAnchor == content.topAnchor + 28
            menu.leadingAnchor == content.leadingAnchor
            menu.trailingAnchor == content.trailingAnchor
            content.bottomAnchor == menu.bottomAnchor + 28
            image.widthAnchor == image.heightAnchor
            buttons.widthAnchor == content.widthAnchor - 100
        }
    }
}
