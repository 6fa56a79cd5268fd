import Plumb

/// Which of Apple's two workloads (WWDC 2018, "High Performance Auto Layout") a board repeats.
enum AppleWorkload {
    /// Moving Tree: the move phase re-parents a section, 20 times.
    case movingTree
    /// Hierarchy Removal: the remove phase removes a section with its subtree, 20 times.
    case hierarchyRemoval
}

extension ShapeBuilders {
    /// Apple's workloads' tree (Benchmarks/WORKLOADS.md): a board of 4 equal columns side by
    /// side in a window, each hugging 8 sections stacked 8 apart; each section a hugging tree of
    /// rows (`fillHuggingTree`): the n − 37 views left shared out among the 32. `workload` says which phase
    /// repeats: moves of sections between columns, or removals of whole sections.
    static func board(_ n: Int, workload: AppleWorkload) -> ShapeScene {
        let columnCount = 4, sectionsPerColumn = 8
        let scene = ShapeScene(root: fixedRoot(width: Double(columnCount) * 300 + 40, height: Double(n) * 36 + 100))
        let sections = columnCount * sectionsPerColumn
        let inSections = max(0, n - 1 - columnCount - sections)
        var columns: [HuggingColumn] = []
        for c in 0..<columnCount {
            let view = scene.add("column\(c)", to: scene.root)
            let first = columns.first?.container
            scene.constraints += [
                view.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8),
                columns.last.map { view.leadingAnchor.constraint(equalTo: $0.container.trailingAnchor, constant: 8) }
                    ?? view.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
            ]
            if let first { scene.constraints.append(view.widthAnchor.constraint(equalTo: first.widthAnchor)) }
            if c == columnCount - 1 {
                scene.constraints.append(view.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8))
            }
            let column = HuggingColumn(view, inset: 8, gap: 8)
            for s in 0..<sectionsPerColumn {
                let section = scene.add("section\(c).\(s)", to: view)
                scene.constraints += column.place(section)
                let k = c * sectionsPerColumn + s
                _ = fillHuggingTree(scene, under: HuggingColumn(section, inset: 4, gap: 4),
                                    budget: inSections / sections + (k < inSections % sections ? 1 : 0))
            }
            scene.constraints += column.close()
            columns.append(column)
        }
        // The gap above column 0's second section.
        scene.edited = scene.constraints.first { $0.firstItem === columns[0].rows[1] && $0.firstAttribute == .top }
        scene.editStep = 4
        scene.resizable = scene.views.dropFirst(scene.views.count / 2).first { $0.subviews.isEmpty }
        var step = 0
        switch workload {
        case .movingTree:
            scene.moveSteps = 20
            scene.move = { _ in
                // Step s: column s mod 4's first section (with its subtree) goes to the end of the next column.
                defer { step += 1 }
                let from = columns[step % columnCount], to = columns[(step + 1) % columnCount]
                if let moving = from.rows.first { from.move(moving, to: to) }
            }
            scene.removeHalf = { scene in
                // The second half of every column's sections, the last first.
                for column in columns {
                    for section in column.rows.suffix(sectionsPerColumn / 2).reversed() {
                        scene.removedCount += section.subtreeViews.count
                        column.detach(section)
                    }
                }
            }
        case .hierarchyRemoval:
            scene.removeSteps = 20
            scene.removeHalf = { scene in
                // Step s: the middle section of column s mod 4, with its subtree.
                defer { step += 1 }
                let column = columns[step % columnCount]
                guard !column.rows.isEmpty else { return }
                let gone = column.rows[column.rows.count / 2]
                scene.removedCount += gone.subtreeViews.count
                column.detach(gone)
            }
            scene.move = { _ in
                if let moving = columns[0].rows.first { columns[0].move(moving, to: columns[1]) }
            }
        }
        return scene
    }
}
