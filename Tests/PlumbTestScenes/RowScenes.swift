// Scenes shared by the stack, diagnostics and snapshot benchmarks: rows of a key and a
// value label (Benchmarks/WORKLOADS.md, *Stack* and *Diagnostics*).
import Plumb

/// One row of the plain layout.
public struct PlainRow {
    /// The row view, edge to edge.
    public let row: View
    /// The key label, at the row's leading edge.
    public let key: Label
    /// The value label, 8 after the key, taking the rest of the row.
    public let value: Label
}

/// The root every variant lays out in: 375 points wide, tall enough for every row.
public func makeRoot(rows: Int) -> View {
    View(frame: Rect(x: 0, y: 0, width: 375, height: Double(rows) * 40 + 100))
}

/// Row `i`'s key label, 15-point.
public func keyLabel(_ i: Int) -> Label { Label("key\(i)", text: "Key \(i)", font: .system(size: 15)) }
/// Row `i`'s value label, 15-point.
public func valueLabel(_ i: Int) -> Label { Label("value\(i)", text: "Value number \(i)", font: .system(size: 15)) }

/// The rows written with plain constraints: what a vertical stack of horizontal stacks
/// generates, by hand. A container view pinned like the outer stack (top, leading, trailing)
/// holds the rows edge to edge, 8 apart, the last one's bottom closing it; the value label hugs
/// at 250 so that it, like the stack's last view, takes the extra width. With `flat`, the rows
/// sit straight in the root. Constraints are active; nothing is laid out yet.
public func plainRows(_ rows: Int, flat: Bool = false) -> (root: View, rows: [PlainRow]) {
    let root = makeRoot(rows: rows)
    var constraints: [LayoutConstraint] = []
    let container = flat ? root : View("outer")
    if !flat {
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        constraints += [container.topAnchor == root.topAnchor, container.leadingAnchor == root.leadingAnchor,
                        container.trailingAnchor == root.trailingAnchor]
    }
    var made: [PlainRow] = []
    var previous: View?
    for i in 0..<rows {
        let row = View("row\(i)"), key = keyLabel(i), value = valueLabel(i)
        for view in [row, key, value] { view.translatesAutoresizingMaskIntoConstraints = false }
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        container.addSubview(row)
        row.addSubview(key)
        row.addSubview(value)
        constraints += [
            row.leadingAnchor == container.leadingAnchor, row.trailingAnchor == container.trailingAnchor,
            previous.map { row.topAnchor == $0.bottomAnchor + 8 } ?? (row.topAnchor == container.topAnchor),
            key.leadingAnchor == row.leadingAnchor, value.leadingAnchor == key.trailingAnchor + 8,
            value.trailingAnchor == row.trailingAnchor,
            key.topAnchor == row.topAnchor, key.bottomAnchor == row.bottomAnchor,
            value.topAnchor == key.topAnchor, value.bottomAnchor == key.bottomAnchor,
        ]
        made.append(PlainRow(row: row, key: key, value: value))
        previous = row
    }
    if !flat, let previous { constraints.append(previous.bottomAnchor == container.bottomAnchor) }
    LayoutConstraint.activate(constraints)
    return (root, made)
}
