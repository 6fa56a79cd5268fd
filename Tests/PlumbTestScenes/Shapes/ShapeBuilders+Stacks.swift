import Plumb

extension ShapeBuilders {
    /// A vertical stack (spacing 8) of horizontal stacks (spacing 8), each a key (hugging
    /// 251) and a value with intrinsic sizes: 3 views a row, plus the outer stack.
    static func nestedStacks(_ n: Int) -> ShapeScene {
        let rows = max(1, (n - 2) / 3)
        let scene = ShapeScene(root: fixedRoot(width: 375, height: Double(rows) * 28 + 100))
        let outer = StackView(arrangedSubviews: [])
        outer.identifier = "outer"
        outer.axis = .vertical
        outer.spacing = 8
        outer.translatesAutoresizingMaskIntoConstraints = false
        scene.root.addSubview(outer)
        scene.views.append(outer)
        var rowStacks: [StackView] = []
        for i in 0..<rows {
            let key = View("key\(i)"), value = View("value\(i)")
            key.intrinsicContentSizeOverride = Size(width: Double(60 + i % 4 * 10), height: 20)
            value.intrinsicContentSizeOverride = Size(width: 120, height: 20)
            key.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            let row = StackView(arrangedSubviews: [key, value])
            row.identifier = "row\(i)"
            row.spacing = 8
            outer.addArrangedSubview(row)
            scene.views += [row, key, value]
            rowStacks.append(row)
        }
        scene.constraints += [outer.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 8),
                              outer.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 8),
                              outer.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor, constant: -8)]
        scene.resizable = scene.views[3 * (rows / 2) + 2]
        scene.editAction = { _, sign in rowStacks[rows / 2].spacing += sign * 10 }
        scene.removeHalf = { scene in
            let gone = Array(rowStacks.suffix(rows - rows / 2))
            scene.remove(gone, count: gone.count * 3)
        }
        scene.move = { _ in
            // The last row's key joins the first row.
            guard rows > 1, let key = rowStacks[rows - 1].arrangedSubviews.first else { return }
            key.removeFromSuperview()
            rowStacks[0].addArrangedSubview(key)
        }
        return scene
    }

    /// A form: sections of 10 rows stacked 12 apart in a root 600 wide and as tall as its
    /// content; each row a label (intrinsic width by its text, hugging 251) and a field
    /// (intrinsic height 34) filling the rest. 31 views a section. With `alignedLabels`, every
    /// label is as wide as the first (one label column across the sections), and the label
    /// the edit changes is at least 125 wide (wider than any text), so the column is 125.
    static func form(_ n: Int, alignedLabels: Bool = false) -> ShapeScene {
        let sections = max(1, Int((Double(n - 1) / 31).rounded()))
        let root = View("root")
        root.translatesAutoresizingMaskIntoConstraints = false
        let scene = ShapeScene(root: root)
        let rootWidth = root.widthAnchor.constraint(equalToConstant: 600)
        scene.constraints.append(rootWidth)
        scene.resize = { _, grow in rootWidth.constant += grow }
        var sectionViews: [View] = []
        var previousRow: View?
        var firstLabel: View?
        for s in 0..<sections {
            let section = scene.add("section\(s)", to: root)
            scene.constraints += [
                section.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                section.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                sectionViews.last.map { section.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 12) }
                    ?? section.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
            ]
            previousRow = nil
            for r in 0..<10 {
                let row = scene.add("row\(s).\(r)", to: section)
                let label = scene.add("label\(s).\(r)", to: row, intrinsic: Size(width: Double(40 + (s * 10 + r) % 10 * 9), height: 20))
                label.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
                let field = scene.add("field\(s).\(r)", to: row, intrinsic: Size(width: View.noIntrinsicMetric, height: 34))
                let top = previousRow.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 4) }
                    ?? row.topAnchor.constraint(equalTo: section.topAnchor, constant: 8)
                if s == sections / 2, r == 5 { scene.edited = top; scene.resizable = label }
                if alignedLabels {
                    if let firstLabel { scene.constraints.append(label.widthAnchor.constraint(equalTo: firstLabel.widthAnchor)) }
                    firstLabel = firstLabel ?? label
                    // The edit changes this one label's width, and with it the whole column.
                    if s == sections / 2, r == 5 {
                        let minimum = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 125)
                        scene.constraints.append(minimum)
                        scene.edited = minimum
                    }
                    // The intrinsic edit grows a label of the widest text (121) past the column's 125.
                    if s == sections / 2, r == 9 { scene.resizable = label }
                }
                scene.constraints += [
                    row.leadingAnchor.constraint(equalTo: section.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: section.trailingAnchor, constant: -16), top,
                    label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
                    label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                    field.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
                    field.topAnchor.constraint(equalTo: row.topAnchor, constant: 4),
                    field.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -4),
                ]
                previousRow = row
            }
            scene.constraints.append(previousRow!.bottomAnchor.constraint(equalTo: section.bottomAnchor, constant: -8))
            sectionViews.append(section)
        }
        scene.constraints.append(sectionViews.last!.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8))
        scene.removeHalf = { scene in
            // Every other section but the last (which closes the root).
            let gone = sectionViews.dropLast().enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            scene.remove(gone, count: gone.count * 31)
        }
        scene.move = { _ in
            // The first section's last row moves into the last section's first row, 4 inside it.
            guard let moving = sectionViews.first?.subviews.last, let target = sectionViews.last?.subviews.first,
                  moving !== target else { return }
            moving.removeFromSuperview()
            target.addSubview(moving)
            LayoutConstraint.activate([moving.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: 4),
                                       moving.topAnchor.constraint(equalTo: target.topAnchor, constant: 4),
                                       moving.widthAnchor.constraint(equalToConstant: 200),
                                       moving.heightAnchor.constraint(equalToConstant: 30)])
        }
        return scene
    }

    /// A collection: cells of 100 × 100 in rows of 5, 10 apart, each holding a title
    /// (intrinsic 60 × 20) inset 8 at its top left, its trailing edge inside the cell.
    static func collection(_ n: Int) -> ShapeScene {
        let cells = max(1, (n - 1) / 2)
        let columns = 5
        let rows = (cells + columns - 1) / columns
        let scene = ShapeScene(root: fixedRoot(width: 600, height: Double(rows) * 110 + 100))
        var cellViews: [View] = []
        for i in 0..<cells {
            let cell = scene.add("cell\(i)", to: scene.root)
            let title = scene.add("title\(i)", to: cell, intrinsic: Size(width: 60, height: 20))
            let r = i / columns, c = i % columns
            let leading = c == 0 ? cell.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor, constant: 10)
                : cell.leadingAnchor.constraint(equalTo: cellViews[i - 1].trailingAnchor, constant: 10)
            if i == cells / 2 { scene.edited = leading; scene.resizable = title }
            scene.constraints += [
                leading,
                r == 0 ? cell.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 10)
                    : cell.topAnchor.constraint(equalTo: cellViews[i - columns].bottomAnchor, constant: 10),
                cell.widthAnchor.constraint(equalToConstant: 100), cell.heightAnchor.constraint(equalToConstant: 100),
                title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8),
            ]
            cellViews.append(cell)
        }
        scene.removeHalf = { scene in
            // The second half of the cells.
            let gone = Array(cellViews.suffix(cells - cells / 2))
            scene.remove(gone, count: gone.count * 2)
        }
        scene.move = { _ in
            guard cells > 1, let moving = cellViews.last, let target = cellViews.first else { return }
            ShapeScene.moveCentred(moving, into: target)
        }
        return scene
    }
}
