import Plumb

extension ShapeBuilders {
    /// Sizes as multipliers of the parent: breadth first, each container gets 4 children in 2
    /// rows of 2 (while the count stays ≤ n − 1), each `width == 0.5 × parent.width − 6` and
    /// `height == 0.75 × width`, the first of a row 4 from the parent's leading side, the
    /// second 4 after it, the top row 4 below the parent's top, the bottom row 4 below the
    /// child above. The window is 24·2^depth + 200 wide (so the deepest views stay wider than
    /// 8) and 0.75 of that high.
    static func multipliers(_ n: Int) -> ShapeScene {
        let width = Double(1 << quadTreeDepth(n)) * 24 + 200
        let scene = ShapeScene(root: fixedRoot(width: width, height: 0.75 * width))
        var widths: [LayoutConstraint] = []
        _ = fillQuadTree(scene, n: n) { child, k, parent, earlier in
            let childWidth = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5, constant: -6)
            widths.append(childWidth)
            return [childWidth, child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.75),
                    k % 2 == 0 ? child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 4)
                        : child.leadingAnchor.constraint(equalTo: earlier[k - 1].trailingAnchor, constant: 4),
                    k < 2 ? child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4)
                        : child.topAnchor.constraint(equalTo: earlier[k - 2].bottomAnchor, constant: 4)]
        }
        // The root's last child's first child: its width constant ± 2 (it, its right-hand
        // neighbour and the child below it move, with their subtrees).
        scene.edited = widths.count > 16 ? widths[16] : widths.last
        scene.editStep = 2
        scene.resizesLastView()
        // The root's bottom row: its last two children, with their subtrees.
        scene.removeHalf = { scene in scene.removeSubtrees(Array(scene.root.subviews.suffix(2))) }
        scene.move = { scene in
            // The root's first child's last child (nothing is placed after it) moves into a leaf
            // elsewhere, keeping its width (its height follows, 0.75 of it).
            if let moving = scene.root.subviews.first?.subviews.last { scene.moveIntoLeaf(moving, keeping: [.width]) }
        }
        return scene
    }
}
