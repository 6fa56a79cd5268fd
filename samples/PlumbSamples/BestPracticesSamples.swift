import Plumb

// Scenes from seed 003, WWDC "Best Practices for Mastering Auto Layout": a weak width inside
// required padding, the keyboard row, localized strings and right-to-left mirroring.

enum BestPracticesSamples {
    /// Purple inside blue: `width == 100` at a weak priority (250), at least 20 of required
    /// padding on each side, centred. Purple's width = min(100, W − 40), W the root's width.
    static func purpleInBlue() -> Scene {
        let blue = box("blue", "#007aff"), purple = box("purple", "#af52de")
        return Scene("purple-in-blue", width: 300, height: 100) { root in
            blue.containing {
                purple
            }
            blue.edges == root.edges
            purple.widthAnchor == 100 ~ .defaultLow
            purple.leadingAnchor >= blue.leadingAnchor + 20
            blue.trailingAnchor >= purple.trailingAnchor + 20
            purple.centerXAnchor == blue.centerXAnchor
            purple.topAnchor == blue.topAnchor + 20
            blue.bottomAnchor == purple.bottomAnchor + 20
        }
    }

    /// The window shrinking from 300 to 100 (seed 003): constraint animation keeps purple 100
    /// wide until the padding takes over; Core Animation's straight lines shrink it at once.
    static let windowShrinks = SampleAnimation(changes: ["window.width=300->100"], duration: 1, fps: 10, curve: .linear,
                                               showsBoth: true) { scene in
        scene.width = 100
    }

    static let keys = ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"]

    /// The keyboard row: ten keys of equal width strung together with equal pads, the last one
    /// bound to the container's trailing edge. No arithmetic: the keys unfold like an accordion.
    static func keyboardRow() -> Scene {
        let keyboard = box("keyboard", "#d1d3d9")
        let buttons = keys.map { button($0, $0.uppercased(), "#ffffff", cornerRadius: 5) }
        var views: [String: LayoutItem] = [:]
        for key in buttons { views[key.identifier ?? ""] = key }
        let row = "H:|-pad-[q]" + keys.dropFirst().map { "-pad-[\($0)(==q)]" }.joined() + "-pad-|"
        return Scene("keyboard-row", width: 375, height: 94) { root in
            keyboard.add(buttons)
            keyboard
            keyboard.leadingAnchor == root.leadingAnchor
            keyboard.trailingAnchor == root.trailingAnchor
            keyboard.topAnchor == root.topAnchor + 20
            keyboard.heightAnchor == 54
            vfl(row, views, metrics: ["pad": 6])
            for key in keys { vfl("V:|-pad-[\(key)]-pad-|", views, metrics: ["pad": 6]) }
        }
    }

    /// The strings of one localization of the save dialog.
    struct DialogStrings {
        let message: String, cancel: String, save: String
    }

    static let english = DialogStrings(message: "Do you want to save the changes?", cancel: "Cancel", save: "Save")
    static let german = DialogStrings(message: "Möchten Sie die Änderungen speichern?", cancel: "Abbrechen", save: "Speichern")

    /// The languages the gallery shows the dialog in, besides English.
    static let dialogLanguages = ["de"] + PseudoLanguage.allCases.map(\.rawValue)

    /// The save dialog in a language: English (nil or `en`), German (`de`), or a pseudo-language
    /// applied to the English strings, as `samples/dialog-languages.yaml` is with `--language`.
    @Sendable static func dialog(in language: String?) -> Scene {
        let scene = dialog(language == "de" ? german : english)
        if let pseudo = language.flatMap(PseudoLanguage.init(name:)) { scene.apply(pseudoLanguage: pseudo) }
        return scene
    }

    /// A save dialog sized to fit its content: a message, then Cancel and Save at the trailing
    /// edge with equal widths of at least 80. The same constraints serve every localization.
    static func dialog(_ strings: DialogStrings) -> Scene {
        let message = Label("message", text: strings.message)
        let cancel = button("cancel", strings.cancel, "#e5e5ea")
        let save = button("save", strings.save, "#dbe9ff")
        let views: [String: LayoutItem] = ["message": message, "cancel": cancel, "save": save]
        return Scene("dialog-languages") { root in
            root.add(message, cancel, save)
            vfl("H:|-20-[message]-(>=20)-|", views)
            vfl("H:|-(>=20)-[cancel(>=80)]-12-[save(==cancel)]-20-|", views)
            vfl("V:|-20-[message]-20-[cancel]-20-|", views)
            save.firstBaselineAnchor == cancel.firstBaselineAnchor
        }
    }

    /// One row under right-to-left layout: the avatar at the leading (right) edge, the name and
    /// role after it, Follow at the trailing (left) edge. The badge is pinned with `right`,
    /// which never flips.
    static func rtlMirroring() -> Scene {
        let avatar = ImageView("avatar", imageSize: Size(width: 44, height: 44))
        avatar.cornerRadius = 22
        let name = Label("name", text: "Ada Lovelace", font: Font(description: "DejaVu Sans Bold 17"))
        let role = Label("role", text: "Analytical Engine", font: Font(description: "DejaVu Sans 13"))
        role.textColor = hex("#6d6d72")
        let follow = button("follow", "Follow", "#dbe9ff")
        let badge = box("badge", "#ff3b30", cornerRadius: 6)
        return Scene("rtl-mirroring", width: 375, height: 100, direction: .rightToLeft) { root in
            root.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
            [avatar, name, role, follow, badge]
            avatar.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
            avatar.topAnchor == root.layoutMarginsGuide.topAnchor
            name.leadingAnchor == avatar.trailingAnchor + 12
            name.topAnchor == avatar.topAnchor
            role.leadingAnchor == name.leadingAnchor
            role.topAnchor == name.bottomAnchor + 2
            follow.trailingAnchor == root.layoutMarginsGuide.trailingAnchor
            follow.centerYAnchor == avatar.centerYAnchor
            follow.widthAnchor >= 80
            name.trailingAnchor <= follow.leadingAnchor - 8
            badge.widthAnchor == 12
            badge.heightAnchor == 12
            badge.rightAnchor == root.rightAnchor - 8
            badge.bottomAnchor == root.bottomAnchor - 8
        }
    }
}
