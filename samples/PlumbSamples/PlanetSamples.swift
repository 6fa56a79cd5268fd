import Plumb

// The planets app of WWDC 2015 "Mysteries of Auto Layout, Part 2" (seeds 000 and 004): the
// unsatisfiable Saturn, the ambiguous Saturn, and the photo-with-caption conflict.

enum PlanetSamples {
    /// Saturn's aspect ratio against a label pinned 100 from the top. The seed's log lists
    /// saturnWidth, imageHorizontal, verticalLayout, labelToTop and imageMiddle, and breaks
    /// saturnWidth (the earliest activated of the user's constraints). Fix: drop labelToTop.
    static func unsatisfiable() -> Scene {
        let top = guide("top")
        let saturn = box("saturn", "#d9b36c", cornerRadius: 12)
        let label = Label("label", text: "Which planet is this?")
        return Scene("planets-unsatisfiable", width: 375, height: 667) { root in
            root.add(top, saturn, label)
            (saturn.widthAnchor == 1.5 * saturn.heightAnchor).withIdentifier("saturnWidth")
            relate(saturn, .leading, .equal, root, .leadingMargin).withIdentifier("imageHorizontal")
            relate(root, .trailingMargin, .equal, saturn, .trailing).withIdentifier("imageHorizontal")
            (saturn.centerXAnchor == root.centerXAnchor).withIdentifier("imageMiddle")
            // The top layout guide, 20 high at the top (UIKit's _UILayoutSupportConstraints).
            vfl("V:|-0-[top]", ["top": top])
            vfl("V:[top(20)]", ["top": top])
            vfl("H:|-0-[top]-0-|", ["top": top])
            vfl("V:[top]-[saturn]-[label]", ["top": top, "saturn": saturn, "label": label], identifier: "verticalLayout")
            vfl("V:|-100-[label]", ["label": label], identifier: "labelToTop")
            label.centerXAnchor == root.centerXAnchor
        }
    }

    /// Sizes of the eight planets (Saturn is 1.5 times as wide as high).
    static let planets: [(name: String, size: Double, color: String)] = [
        ("mercury", 16, "#9c8f86"), ("venus", 28, "#e3b873"), ("earth", 30, "#3d7fd9"), ("mars", 22, "#c8553d"),
        ("jupiter", 70, "#d39c6b"), ("saturn", 56, "#d9b36c"), ("uranus", 40, "#7fd1d9"), ("neptune", 38, "#4666d9"),
    ]

    /// Eight planets in a column, each centred, except Saturn: it sits between two spacer
    /// guides whose equal widths were never activated, so Saturn.minX is ambiguous (the
    /// trace's `AMBIGUOUS LAYOUT for Saturn.minX`); exercising moves it between the sides.
    static func ambiguous() -> Scene {
        let views = planets.map { planet in
            box(planet.name, planet.color, cornerRadius: planet.size / 2)
        }
        let saturn = views[5]
        let leftSpace = guide("leftSpace"), rightSpace = guide("rightSpace")
        var named: [String: LayoutItem] = [:]
        for view in views { named[view.identifier ?? ""] = view }
        return Scene("planets-ambiguous", width: 375, height: 440) { root in
            root.add(views + [leftSpace, rightSpace])
            for (view, planet) in zip(views, planets) {
                view.heightAnchor == planet.size
                if view === saturn {
                    view.widthAnchor == 1.5 * view.heightAnchor
                } else {
                    view.widthAnchor == view.heightAnchor
                    view.centerXAnchor == root.centerXAnchor
                }
            }
            vfl("V:|-20-[mercury]-12-[venus]-12-[earth]-12-[mars]-12-[jupiter]-12-[saturn]-12-[uranus]-12-[neptune]", named)
            leftSpace.leadingAnchor == root.leadingAnchor
            saturn.leadingAnchor == leftSpace.trailingAnchor
            rightSpace.leadingAnchor == saturn.trailingAnchor
            root.trailingAnchor == rightSpace.trailingAnchor
            for space in [leftSpace, rightSpace] {
                space.topAnchor == saturn.topAnchor
                space.heightAnchor == saturn.heightAnchor
            }
            // The missing constraint: rightSpace.widthAnchor == leftSpace.widthAnchor
        }
    }

    /// A photo at 0.6 of the root's height above a caption held in the top half: the two
    /// can't both hold under the guide-photo-caption chain. The log names photoHeight,
    /// captionToCenterY and topVerticalArray; photoHeight breaks and the photo keeps its
    /// natural height.
    static func photoCaption() -> Scene {
        let top = guide("top")
        let photo = ImageView("photo", imageSize: Size(width: 300, height: 200))
        let caption = Label("caption", text: "Caption for photo")
        return Scene("photo-caption", width: 375, height: 667) { root in
            root.add(top, photo, caption)
            (photo.heightAnchor == 0.6 * root.heightAnchor).withIdentifier("photoHeight")
            (caption.centerYAnchor <= root.centerYAnchor).withIdentifier("captionToCenterY")
            vfl("V:|-0-[top]", ["top": top])
            vfl("V:[top(0)]", ["top": top])
            vfl("H:|-0-[top]-0-|", ["top": top])
            vfl("V:[top]-[photo]-[caption]", ["top": top, "photo": photo, "caption": caption], identifier: "topVerticalArray")
            vfl("H:|-[photo]-|", ["photo": photo])
            caption.centerXAnchor == root.centerXAnchor
        }
    }
}
