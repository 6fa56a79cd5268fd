import Plumb

extension ShapeBuilders {
    /// Fills `top` breadth first with rows, 4 to a container, until `budget` views are made.
    /// Every container hugs its rows (`HuggingColumn`, inset 4, gap 4); a row that gets no
    /// rows of its own is a leaf with an intrinsic height of 16, 20, 24 or 28 (by its number)
    /// and no intrinsic width. Returns every column, `top` first, in the order made.
    static func fillHuggingTree(_ scene: ShapeScene, under top: HuggingColumn, budget: Int) -> [HuggingColumn] {
        var columns = [top]
        var head = 0, made = 0
        while made < budget, head < columns.count {
            let parent = columns[head]
            head += 1
            for k in 0..<min(4, budget - made) {
                let row = scene.add("\(parent.container.identifier ?? "root").\(k)", to: parent.container)
                scene.constraints += parent.place(row)
                columns.append(HuggingColumn(row, inset: 4, gap: 4))
                made += 1
            }
        }
        for (i, column) in columns.enumerated() {
            if column.rows.isEmpty {
                if column.container !== scene.root {
                    column.container.intrinsicContentSizeOverride = Size(width: View.noIntrinsicMetric, height: Double(16 + i % 4 * 4))
                }
            } else {
                scene.constraints += column.close()
            }
        }
        return columns
    }

    /// Nested rows whose containers hug their rows' height: a 4-ary tree of rows filled
    /// breadth first under a 375-wide window (`fillHuggingTree`).
    static func huggingRows(_ n: Int) -> ShapeScene {
        let scene = ShapeScene(root: fixedRoot(width: 375, height: Double(n) * 36 + 100))
        let top = HuggingColumn(scene.root, inset: 4, gap: 4, hugs: false)
        let columns = fillHuggingTree(scene, under: top, budget: n - 1)
        let containers = columns.dropFirst().filter { $0.rows.count > 1 }
        if let middle = containers.dropFirst(containers.count / 2).first {
            // The gap above the second row of the middle container.
            scene.edited = scene.constraints.first { $0.firstItem === middle.rows[1] && $0.firstAttribute == .top }
            scene.editStep = 4
        }
        scene.resizable = scene.views.dropFirst(scene.views.count / 2).first { $0.subviews.isEmpty }
        // The second half of the root's rows, with their subtrees.
        scene.removeHalf = { scene in scene.removeSubtrees(Array(top.rows.suffix(top.rows.count / 2))) }
        scene.move = { _ in
            // The first row of the root's first row moves to the end of the root's last row.
            let column = { (view: View?) in columns.first { $0.container === view } }
            guard let from = column(top.rows.first), let to = column(top.rows.last), from !== to,
                  let moving = from.rows.first else { return }
            from.move(moving, to: to)
        }
        return scene
    }
}
