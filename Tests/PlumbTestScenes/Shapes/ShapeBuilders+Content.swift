import Plumb

extension ShapeBuilders {
    /// Cells stacked edge to edge; each an image, a title and a subtitle (intrinsic sizes,
    /// hugging 251, compression 750) and a button, 5 views a cell.
    static func feed(_ n: Int) -> ShapeScene {
        let cells = max(1, (n - 1) / 5)
        let scene = ShapeScene(root: fixedRoot(width: 375, height: Double(cells) * 60 + 100))
        var cellViews: [View] = []
        var previous: View?
        for i in 0..<cells {
            let cell = scene.add("cell\(i)", to: scene.root)
            let image = scene.add("image\(i)", to: cell, intrinsic: Size(width: 40, height: 40))
            let title = scene.add("title\(i)", to: cell, intrinsic: Size(width: Double(80 + i % 7 * 10), height: 20))
            let subtitle = scene.add("subtitle\(i)", to: cell, intrinsic: Size(width: Double(120 + i % 5 * 10), height: 16))
            let button = scene.add("button\(i)", to: cell, intrinsic: Size(width: 60, height: 30))
            for label in [title, subtitle] {
                label.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
                label.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
            }
            let gap = subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
            if i == cells / 2 { scene.edited = gap; scene.resizable = title }
            scene.constraints += [
                cell.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
                previous.map { cell.topAnchor.constraint(equalTo: $0.bottomAnchor) } ?? cell.topAnchor.constraint(equalTo: scene.root.topAnchor),
                image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
                image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                image.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -8),
                title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                gap,
                subtitle.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: button.leadingAnchor, constant: -8),
                button.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
                button.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            ]
            cellViews.append(cell)
            previous = cell
        }
        scene.removeHalf = { scene in
            let odd = cellViews.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            scene.remove(odd, count: odd.count * 5)
        }
        scene.move = { _ in
            // The last cell moves into the first, 300 wide at its top left.
            guard cellViews.count > 1, let moving = cellViews.last, let target = cellViews.first else { return }
            moving.removeFromSuperview()
            target.addSubview(moving)
            LayoutConstraint.activate([moving.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: 8),
                                       moving.topAnchor.constraint(equalTo: target.topAnchor, constant: 8),
                                       moving.widthAnchor.constraint(equalToConstant: 300)])
        }
        return scene
    }

    /// Rows of √n cells (intrinsic size 10 × 20), 2 apart, equal widths in each row, the row
    /// spanning the root. With `window`, the root's size comes from constraints, its width at
    /// priority 999 (the resize edits that constant); otherwise the root is a fixed window.
    static func grid(_ n: Int, window: Bool) -> ShapeScene {
        let columns = max(2, Int(Double(n - 1).squareRoot().rounded()))
        let rows = max(1, (n - 1) / columns)
        let width = Double(columns) * 20, height = Double(rows) * 22 + 100
        let scene = ShapeScene(root: fixedRoot(width: width, height: height))
        if window {
            scene.root.translatesAutoresizingMaskIntoConstraints = false
            let windowWidth = scene.root.widthAnchor.constraint(equalToConstant: width)
            windowWidth.priority = LayoutPriority(999)
            let windowHeight = scene.root.heightAnchor.constraint(equalToConstant: height)
            scene.constraints += [windowWidth, windowHeight]
            scene.resize = { _, grow in windowWidth.constant += grow }
        }
        var rowFirsts: [View] = []
        for r in 0..<rows {
            var previous: View?
            for c in 0..<columns {
                let cell = scene.add("cell\(r).\(c)", to: scene.root, intrinsic: Size(width: 10, height: 20))
                if let previous {
                    let gap = cell.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 2)
                    if r == rows / 2, c == columns / 2 { scene.edited = gap; scene.resizable = cell }
                    scene.constraints += [gap, cell.widthAnchor.constraint(equalTo: rowFirsts[r].widthAnchor),
                                          cell.topAnchor.constraint(equalTo: rowFirsts[r].topAnchor)]
                } else {
                    rowFirsts.append(cell)
                    scene.constraints += [
                        cell.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
                        r == 0 ? cell.topAnchor.constraint(equalTo: scene.root.topAnchor)
                            : cell.topAnchor.constraint(equalTo: rowFirsts[r - 1].bottomAnchor, constant: 2),
                    ]
                }
                previous = cell
            }
            scene.constraints.append(previous!.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor))
        }
        scene.editStep = 1
        scene.resizable = scene.resizable ?? scene.views.last
        // The bottom half of the rows.
        scene.removeHalf = { scene in scene.remove(Array(scene.views.suffix((rows - rows / 2) * columns))) }
        // The first row's last cell moves into its first cell, centred there.
        scene.move = { scene in ShapeScene.moveCentred(scene.views[columns - 1], into: scene.views[0]) }
        return scene
    }
}
