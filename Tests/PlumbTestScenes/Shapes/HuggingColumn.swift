import Plumb

/// Rows stacked top to bottom in a container, full width, the way a new user writes a
/// container that is as tall as its content: `height == 0` at priority 1 and
/// `last.bottom <= container.bottom − inset`. It keeps the rows in order so that rows can
/// leave and arrive while the tree is live, re-linking their neighbours as an app would.
final class HuggingColumn {
    let container: View
    private(set) var rows: [View] = []
    private let inset: Double, gap: Double
    /// Whether the container hugs its rows (a window-sized root does not).
    private let hugs: Bool
    /// `last.bottom <= container.bottom − inset`, once made.
    private var closing: LayoutConstraint?

    init(_ container: View, inset: Double, gap: Double, hugs: Bool = true) {
        self.container = container
        self.inset = inset
        self.gap = gap
        self.hugs = hugs
    }

    /// The constraints that place `row` (already a subview of the container) below the last
    /// row, inset on both sides; not activated.
    func place(_ row: View) -> [LayoutConstraint] {
        let top = rows.last.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: gap) }
            ?? row.topAnchor.constraint(equalTo: container.topAnchor, constant: inset)
        rows.append(row)
        return [top, row.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
                row.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset)]
    }

    /// After the last `place` of the build: the weak hug and the closing constraint on the
    /// last row; not activated. Empty for a column without rows.
    func close() -> [LayoutConstraint] {
        guard let last = rows.last else { return [] }
        let closing = closeOn(last)
        return hugs ? [closing, container.heightAnchor.constraint(equalToConstant: 0).withPriority(LayoutPriority(1))] : [closing]
    }

    /// Takes `row` (with its subtree) out of the live tree and ties its neighbours together:
    /// the next row goes under the previous one (or the container's top), or the previous row
    /// becomes the one the container closes on.
    func detach(_ row: View) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        row.removeFromSuperview()
        rows.remove(at: index)
        if index < rows.count {
            let next = rows[index]
            let top = index > 0 ? next.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: gap)
                : next.topAnchor.constraint(equalTo: container.topAnchor, constant: inset)
            top.isActive = true
        } else if let last = rows.last {
            closeOn(last).isActive = true
        } else {
            closing = nil
        }
    }

    /// Adds `row` to the live tree as this column's last row: one activation for its place
    /// and the new closing constraint, the old one deactivated.
    func append(_ row: View) {
        container.addSubview(row)
        closing?.isActive = false
        LayoutConstraint.activate(place(row) + [closeOn(row)])
    }

    /// Makes `row.bottom <= container.bottom − inset` the closing constraint (not activated).
    private func closeOn(_ row: View) -> LayoutConstraint {
        let closing = row.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor, constant: -inset)
        self.closing = closing
        return closing
    }

    /// Moves `row` (with its subtree) from this column to the end of `other`.
    func move(_ row: View, to other: HuggingColumn) {
        detach(row)
        other.append(row)
    }
}
