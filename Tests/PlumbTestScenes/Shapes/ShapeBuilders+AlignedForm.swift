import Plumb

extension ShapeBuilders {
    /// `form` with one label column across its sections (`form(_:alignedLabels:)`), whose
    /// remove and move tie together what they leave behind, as an app would, so that every
    /// view stays determined (the plain form's leave sections or rows unplaced).
    static func alignedForm(_ n: Int) -> ShapeScene {
        let scene = form(n, alignedLabels: true)
        let sections = scene.root.subviews
        scene.removeHalf = { scene in
            // Every other section but the last; the section below each goes 12 below the one above.
            let gone = sections.indices.filter { $0 % 2 == 1 && $0 < sections.count - 1 }
            scene.remove(gone.map { sections[$0] }, count: gone.count * 31)
            LayoutConstraint.activate(gone.map { sections[$0 + 1].topAnchor.constraint(equalTo: sections[$0 - 1].bottomAnchor, constant: 12) })
        }
        scene.move = { _ in
            // The first section's row 5 moves into the last section's first row, 4 inside it,
            // with its old size; rows 4 and 6 close the gap.
            guard sections.count > 1 else { return }
            let rows = sections[0].subviews
            ShapeScene.move(rows[5], into: sections[sections.count - 1].subviews[0], inset: 4)
            rows[6].topAnchor.constraint(equalTo: rows[4].bottomAnchor, constant: 4).isActive = true
        }
        return scene
    }
}
