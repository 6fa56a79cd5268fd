import Plumb

extension ShapeBuilders {
    /// A feed of nested stack views: a vertical `StackView` (spacing 8) pinned 8 inside the
    /// window's top, leading and trailing edges, holding (n − 2) / 6 cells; each cell a
    /// horizontal stack (spacing 8, centred across) of an image (intrinsic 40 × 40), a
    /// vertical text stack (spacing 4) of a title (intrinsic (80 + 10·(i mod 7)) × 20) and a
    /// subtitle (intrinsic (120 + 10·(i mod 5)) × 16), and a button (intrinsic 60 × 30). The
    /// image and the button hug at 251, so the text takes the rest of the width.
    static func stackFeed(_ n: Int) -> ShapeScene {
        let cells = max(1, (n - 2) / 6)
        let scene = ShapeScene(root: fixedRoot(width: 375, height: Double(cells) * 48 + 100))
        let feed = stack("feed", [], axis: .vertical, spacing: 8)
        scene.root.addSubview(feed)
        scene.views.append(feed)
        var cellStacks: [StackView] = []
        for i in 0..<cells {
            let image = leaf("image\(i)", Size(width: 40, height: 40), hugging: 251)
            let title = leaf("title\(i)", Size(width: Double(80 + i % 7 * 10), height: 20), hugging: 250)
            let subtitle = leaf("subtitle\(i)", Size(width: Double(120 + i % 5 * 10), height: 16), hugging: 250)
            let button = leaf("button\(i)", Size(width: 60, height: 30), hugging: 251)
            let text = stack("text\(i)", [title, subtitle], axis: .vertical, spacing: 4)
            let cell = stack("cell\(i)", [image, text, button], axis: .horizontal, spacing: 8)
            cell.alignment = .center
            feed.addArrangedSubview(cell)
            scene.views += [cell, image, text, title, subtitle, button]
            cellStacks.append(cell)
        }
        scene.constraints += [feed.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8),
                              feed.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
                              feed.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8)]
        let middle = cellStacks[cells / 2]
        scene.resizable = middle.arrangedSubviews[1].subviews.first
        scene.editAction = { _, sign in middle.spacing += sign * 10 }
        scene.removeHalf = { scene in
            let gone = Array(cellStacks.suffix(cells - cells / 2))
            scene.remove(gone, count: gone.count * 6)
        }
        scene.move = { _ in
            // The last cell (with its subtree) joins the first cell's text stack, under the subtitle.
            guard cells > 1, let text = cellStacks[0].arrangedSubviews[1] as? StackView else { return }
            cellStacks[cells - 1].removeFromSuperview()
            text.addArrangedSubview(cellStacks[cells - 1])
        }
        return scene
    }

    /// A stack view that takes part in Auto Layout.
    private static func stack(_ name: String, _ views: [View], axis: LayoutAxis, spacing: Double) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.identifier = name
        stack.axis = axis
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }

    /// A leaf with an intrinsic size and a horizontal hugging priority.
    private static func leaf(_ name: String, _ size: Size, hugging: Float) -> View {
        let view = View(name)
        view.intrinsicContentSizeOverride = size
        view.setContentHuggingPriority(LayoutPriority(hugging), for: .horizontal)
        return view
    }
}
