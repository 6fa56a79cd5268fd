import Plumb

// Scenes from seed 002, iOS Auto Layout Demystified, chapter 5 "Debugging Constraints". The
// book's root view is 320×504.

enum BookSamples {
    /// S1 (Example 5-1): a label left translating its frame (0 0; 100 20) is also centred by
    /// a constraint. Its mask says `midX == + 50`; centerX breaks and the label stays at 50.
    static func s1() -> Scene {
        let label = Label("label", text: "Hello")
        label.backgroundColor = hex("#ffe08a")
        let scene = Scene("book-s1", width: 320, height: 504) { root in
            label
            label.centerXAnchor == root.centerXAnchor
        }
        // The book forgot to switch the translation off; the scene builder did it for us.
        label.translatesAutoresizingMaskIntoConstraints = true
        label.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        return scene
    }

    /// S2 (Example 5-2): a dual pin. `H:|-50-[label]` lowered to 750 (a fallback) and
    /// `H:|-80-[label]` required: x = 80, with nothing to log.
    static func s2() -> Scene {
        let label = Label("label", text: "Label")
        label.backgroundColor = hex("#ffe08a")
        return Scene("book-s2", width: 320, height: 504) { root in
            root.add(label)
            vfl("H:|-(50@750)-[label]", ["label": label])
            vfl("H:|-80-[label]", ["label": label]).map { $0.withIdentifier("pin80") }
            vfl("V:|-20-[label]", ["label": label])
        }
    }

    /// S2 animated: removing the required 80-point pin lets the 750 fallback take over, and the
    /// label moves to 50 along the curve.
    static let pinReleased = SampleAnimation(changes: ["pin80.active=false"], duration: 0.5, fps: 12) { scene in
        scene.constraint("pin80")?.isActive = false
    }

    /// S4 (Figures 5-4, Examples 5-5 and 5-6): grid backsplashes. One translucent grey view
    /// covers the left half, one the bottom half; they overlap darker in the bottom left.
    /// A label and a button on top share a centre line.
    static func s4() -> Scene {
        let leftHalf = box("leftHalf", "#0000001f"), bottomHalf = box("bottomHalf", "#0000001f")
        let label = Label("label", text: "Label")
        let tap = Button("button", title: "Button")
        return Scene("book-s4", width: 320, height: 504) { root in
            leftHalf
            bottomHalf
            label
            tap
            leftHalf.leftAnchor == root.leftAnchor
            leftHalf.topAnchor == root.topAnchor
            leftHalf.bottomAnchor == root.bottomAnchor
            leftHalf.widthAnchor == 0.5 * root.widthAnchor
            bottomHalf.leftAnchor == root.leftAnchor
            bottomHalf.rightAnchor == root.rightAnchor
            bottomHalf.bottomAnchor == root.bottomAnchor
            bottomHalf.heightAnchor == 0.5 * root.heightAnchor
            label.leadingAnchor == root.leadingAnchor + 20
            label.topAnchor == root.topAnchor + 20
            tap.leadingAnchor == label.trailingAnchor + 8
            tap.centerYAnchor == label.centerYAnchor
        }
    }

    /// S5 (Example 5-8) and S6 (Example 5-9): a 64×64 image centred, with width and height
    /// == 100 at `sizePriority` and content hugging `hugging` on both axes. S5: hugging 50 <
    /// 250, the image grows to 100×100. S6: hugging 750 > 500, it stays 64×64.
    static func image(_ name: String, hugging: LayoutPriority, sizePriority: LayoutPriority) -> Scene {
        let image = ImageView("image", imageSize: Size(width: 64, height: 64))
        image.setContentHuggingPriority(hugging, for: .horizontal)
        image.setContentHuggingPriority(hugging, for: .vertical)
        return Scene(name, width: 320, height: 504) { root in
            image
            image.widthAnchor == 100 ~ sizePriority
            image.heightAnchor == 100 ~ sizePriority
            image.centerXAnchor == root.centerXAnchor
            image.centerYAnchor == root.centerYAnchor
        }
    }

    /// The book's V0: an orange 50×50 view, placed by `pins` (given V0 and the root) and
    /// nothing else.
    static func v0Scene(_ name: String, @ConstraintsBuilder pins: (View, View) -> [LayoutConstraint]) -> Scene {
        let v0 = box("V0", "#ff9500")
        return Scene(name, width: 320, height: 504) { root in
            v0
            v0.widthAnchor == 50
            v0.heightAnchor == 50
            pins(v0, root)
        }
    }

    /// S7 (Example 5-11): V0 is 50×50 with only `left == root.left + 211`: nothing places it
    /// vertically, so its layout is ambiguous.
    static func s7() -> Scene {
        v0Scene("book-s7") { v0, root in
            v0.leftAnchor == root.leftAnchor + 211
        }
    }

    /// S8 (Example 5-12): V0 50×50 with `left + 118`, `top + 124` and `left + 100`. The two
    /// left pins conflict; the 118 one (activated first) breaks: frame (100 124; 50 50).
    static func s8() -> Scene {
        v0Scene("book-s8") { v0, root in
            v0.leftAnchor == root.leftAnchor + 118
            v0.topAnchor == root.topAnchor + 124
            v0.leftAnchor == root.leftAnchor + 100
        }
    }
}
