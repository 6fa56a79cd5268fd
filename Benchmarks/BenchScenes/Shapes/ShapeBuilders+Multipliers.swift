import Plumb

extension ShapeBuilders {
    /// Sizes as multipliers of the parent: breadth first, each container gets 4 children in 2
    /// rows of 2 (while the count stays ≤ n − 1), each `width == 0.5 × parent.width − 6` and
    /// `height == 0.75 × width`, the first of a row 4 from the parent's leading side, the
    /// second 4 after it, the top row 4 below the parent's top, the bottom row 4 below the
    /// child above. The window is 24·2^depth + 200 wide (so the deepest views stay wider than
    /// 8) and 0.75 of that high.
    static func multipliers(_ n: Int) -> ShapeScene {
        var depth = 1, levelSize = 4
        while levelSize < n { levelSize *= 4; depth += 1 }
        let width = Double(1 << depth) * 24 + 200
        let scene = ShapeScene(root: fixedRoot(width: width, height: 0.75 * width))
        var queue: [View] = [scene.root]
        var head = 0
        var widths: [LayoutConstraint] = []
        while scene.views.count + 4 <= n - 1 {
            let parent = queue[head]
            head += 1
            var children: [View] = []
            for k in 0..<4 {
                let child = scene.add("\(parent.identifier ?? "root").\(k)", to: parent)
                let childWidth = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5, constant: -6)
                widths.append(childWidth)
                scene.constraints += [
                    childWidth, child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.75),
                    k % 2 == 0 ? child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 4)
                        : child.leadingAnchor.constraint(equalTo: children[k - 1].trailingAnchor, constant: 4),
                    k < 2 ? child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4)
                        : child.topAnchor.constraint(equalTo: children[k - 2].bottomAnchor, constant: 4),
                ]
                children.append(child)
                queue.append(child)
            }
        }
        // The root's last child's first child: its width constant ± 2 (it, its right-hand
        // neighbour and the child below it move, with their subtrees).
        scene.edited = widths.count > 16 ? widths[16] : widths.last
        scene.editStep = 2
        let leaf = scene.views[scene.views.count - 1]
        leaf.intrinsicContentSizeOverride = Size(width: 4, height: 4)
        scene.resizable = leaf
        scene.removeHalf = { scene in
            // The root's bottom row: its last two children, with their subtrees.
            let gone = Array(scene.root.subviews.suffix(2))
            scene.remove(gone, count: gone.reduce(0) { $0 + $1.subtreeViews.count })
        }
        scene.move = { scene in
            // The root's first child's last child (nothing is placed after it) moves into a leaf
            // elsewhere, keeping its width (its height follows, 0.75 of it).
            if let moving = scene.root.subviews.first?.subviews.last { scene.moveIntoLeaf(moving, keeping: [.width]) }
        }
        return scene
    }
}
