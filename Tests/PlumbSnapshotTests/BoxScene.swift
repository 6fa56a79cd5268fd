import Plumb

/// A 100 × 60 scene named `name` with one 40 × 30 view, `box`, at (10, `top`).
func boxScene(_ name: String, top: Double) -> Scene {
    let box = View("box")
    return Scene(name, width: 100, height: 60) { root in
        box
        box.leadingAnchor == root.leadingAnchor + 10
        box.topAnchor == root.topAnchor + top
        box.widthAnchor == 40
        box.heightAnchor == 30
    }
}
