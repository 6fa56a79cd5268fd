import Plumb

// Scenes from seed 000 (WWDC 2015 "Mysteries of Auto Layout, Part 2"): the checkbox window
// of the layout cycle, the answer row's hugging tie, the forgotten autoresizing flag, and
// negative space constrained with layout guides.

enum TalkSamples {
    /// The checkbox window: "Show Extra Options" and two options below it; the window's
    /// bottom follows the last visible checkbox. Collapsed, the options are hidden and the
    /// bottom constraint moves up to "Show Extra Options".
    static func checkboxWindow(expanded: Bool) -> Scene {
        let window = box("window", "#ececec", cornerRadius: 6)
        window.borderColor = hex("#b0b0b0")
        window.borderWidth = 1
        let showExtra = Checkbox("showExtra", title: "Show Extra Options", checked: expanded)
        let optionA = Checkbox("optionA", title: "Option A"), optionB = Checkbox("optionB", title: "Option B")
        optionA.isHidden = !expanded
        optionB.isHidden = !expanded
        return Scene(expanded ? "checkbox-window" : "checkbox-window-collapsed", width: 340, height: 160) { root in
            window.containing {
                showExtra
                optionA
                optionB
            }
            window.leadingAnchor == root.leadingAnchor + 20
            window.topAnchor == root.topAnchor + 20
            window.widthAnchor == 300
            showExtra.leadingAnchor == window.leadingAnchor + 20
            showExtra.topAnchor == window.topAnchor + 20
            optionA.leadingAnchor == window.leadingAnchor + 40
            optionA.topAnchor == showExtra.bottomAnchor + 8
            optionB.leadingAnchor == optionA.leadingAnchor
            optionB.topAnchor == optionA.bottomAnchor + 8
            (window.bottomAnchor == (expanded ? optionB : showExtra).bottomAnchor + 20).withIdentifier("windowBottom")
        }
    }

    /// Unchecking "Show Extra Options" (seed 000): the box clears, the options hide, and the
    /// window's bottom moves from the last option to the top checkbox, closing along the curve.
    static let checkboxCollapse = SampleAnimation(
        changes: ["showExtra.checked=false", "optionA.hidden=true", "optionB.hidden=true",
                  "windowBottom.active=false", "windowBottomCollapsed.active=true"],
        duration: 0.4, fps: 20) { scene in
            guard let window = scene.view("window"), let showExtra = scene.view("showExtra") as? Checkbox else { return }
            showExtra.isChecked = false
            scene.view("optionA")?.isHidden = true
            scene.view("optionB")?.isHidden = true
            scene.constraint("windowBottom")?.isActive = false
            (window.bottomAnchor == showExtra.bottomAnchor + 20).withIdentifier("windowBottomCollapsed").isActive = true
        }

    /// The answer row: a text field and "Send answer" share the row inside 16-point margins.
    /// With both hugging at 250 the engine has to guess who stretches; the button at 251 hugs.
    static func answerRow(fixed: Bool) -> Scene {
        let field = TextField("field", placeholder: "answer")
        let send = button("send", "Send answer", "#dbe9ff")
        if fixed { send.setContentHuggingPriority(251, for: .horizontal) }
        return Scene(fixed ? "answer-row" : "answer-row-tie", width: 375, height: 120) { root in
            root.directionalLayoutMargins = DirectionalEdgeInsets(all: 16)
            field
            send
            field.leadingAnchor == root.layoutMarginsGuide.leadingAnchor
            send.leadingAnchor == field.trailingAnchor + 8
            send.trailingAnchor == root.layoutMarginsGuide.trailingAnchor
            send.firstBaselineAnchor == field.firstBaselineAnchor
            field.centerYAnchor == root.centerYAnchor
        }
    }

    /// A button placed 10 from the top and left. Left translating its (empty) frame, its
    /// autoresizing constraints (`h=--& v=--&`) conflict with the two pins; with the flag off
    /// it sits at (10, 10) at its intrinsic size.
    static func forgottenFlag(fixed: Bool) -> Scene {
        let go = button("button", "Go", "#dbe9ff")
        let scene = Scene(fixed ? "forgotten-flag-fixed" : "forgotten-flag", width: 200, height: 100) { root in
            root.add(go)
            vfl("H:|-10-[button]", ["button": go])
            vfl("V:|-10-[button]", ["button": go])
        }
        // The scene builder clears the flag on the views it constrains; code that builds
        // views by hand starts with it on. Put it back to show what forgetting it does.
        if !fixed {
            go.translatesAutoresizingMaskIntoConstraints = true
            go.frame = .zero
        }
        return scene
    }

    /// Equal spacing without spacer views: three buttons with a guide in each gap, the guides
    /// at equal widths. The outer buttons sit 20 from the sides.
    static func equalSpacingGuides() -> Scene {
        let one = button("one", "One", "#dbe9ff"), two = button("two", "Two", "#dbe9ff")
        let three = button("three", "Three", "#dbe9ff")
        let gap1 = guide("gap1"), gap2 = guide("gap2")
        return Scene("equal-spacing-guides", width: 400, height: 80) { root in
            one
            two
            three
            gap1
            gap2
            one.leadingAnchor == root.leadingAnchor + 20
            root.trailingAnchor == three.trailingAnchor + 20
            // One, gap1, two, gap2, three: each starts where the one before it ends.
            let row: [LayoutItem] = [one, gap1, two, gap2, three]
            for (before, after) in zip(row, row.dropFirst()) { after.leadingAnchor == before.trailingAnchor }
            gap2.widthAnchor == gap1.widthAnchor
            for view in [one, two, three] { view.topAnchor == root.topAnchor + 20 }
            for gap in [gap1, gap2] {
                gap.topAnchor == one.topAnchor
                gap.bottomAnchor == one.bottomAnchor
            }
        }
    }

    /// An image and a label centred as one group: a guide spans both and is centred in the root.
    static func groupCentering() -> Scene {
        let image = ImageView("image", imageSize: Size(width: 40, height: 40))
        let caption = Label("caption", text: "Centered")
        let group = guide("group")
        return Scene("group-centering", width: 400, height: 300) { root in
            image
            caption
            group
            caption.leadingAnchor == image.trailingAnchor + 8
            caption.centerYAnchor == image.centerYAnchor
            group.leadingAnchor == image.leadingAnchor
            group.trailingAnchor == caption.trailingAnchor
            group.topAnchor == image.topAnchor
            group.bottomAnchor == image.bottomAnchor
            group.center == root.center
        }
    }
}
