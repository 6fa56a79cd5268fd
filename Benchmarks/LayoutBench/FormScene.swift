import BenchSupport
import Plumb

/// The layout workload (Benchmarks/WORKLOADS.md, *Layout*): a form of sections, each a
/// column of rows, each row a label and a text field.
///
///     root (600 wide, as tall as its content)
///     └─ section × S, stacked 12 apart
///        └─ row × 10, stacked 4 apart
///           ├─ label (text measured by MonospaceTextMeasurer)
///           └─ field (intrinsic height 34, fills the rest of the row)
struct FormShape {
    /// Rows per section.
    static let rowsPerSection = 10
    /// Views per section: the section, and a row, a label and a field per row.
    static let viewsPerSection = 1 + 3 * rowsPerSection

    /// The view count asked for.
    let n: Int
    let sections: Int

    /// The shape closest to `n` views: `max(1, round((n − 1) / 31))` sections.
    init(n: Int) {
        self.n = n
        sections = max(1, Int((Double(n - 1) / Double(Self.viewsPerSection)).rounded()))
    }

    /// Every view: the root and each section's 31.
    var views: Int { 1 + sections * Self.viewsPerSection }

    /// The row whose top spacing the constant-change phase changes: the middle row of the
    /// middle section.
    var changedSection: Int { sections / 2 }
    var changedRow: Int { Self.rowsPerSection / 2 }
}

/// The stand-in for a text field: no intrinsic width (it fills what the row leaves), and the
/// intrinsic height of one line of 17-point text with padding.
final class FieldView: View {
    static let height = 34.0
    override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Self.height) }
}

/// The label texts, cycled.
let labelTexts = ["Name", "Email", "Phone number", "Street address", "City", "Postal code",
                  "Country", "Company", "Job title", "Notes"]

/// Spacings of the form.
enum Spacing {
    static let rootWidth = 600.0
    static let rootInset = 8.0
    static let sectionGap = 12.0
    static let sectionInset = 16.0
    static let sectionTopBottom = 8.0
    static let rowGap = 4.0
    static let rowInset = 8.0
    static let fieldTopBottom = 4.0
    static let labelFieldGap = 8.0
    /// What the constant-change phase adds to the changed row's top spacing, and takes off again.
    static let change = 10.0
}

/// A built form.
final class FormScene {
    let shape: FormShape
    let root: View
    var sections: [View] = []
    var rows: [View] = []
    var labels: [Label] = []
    var fields: [FieldView] = []
    var constraints: [LayoutConstraint] = []
    /// The changed row's top spacing: `row.top == previousRow.bottom + 4`.
    var changed: LayoutConstraint!
    /// The middle row's gap between label and field: `field.leading == label.trailing + 8`.
    var localChanged: LayoutConstraint!

    /// Builds the tree: every view made and added to its parent (each section to the root
    /// only with `attachSections`). No constraint yet.
    init(shape: FormShape, attachSections: Bool = true) {
        self.shape = shape
        root = View("root")
        root.translatesAutoresizingMaskIntoConstraints = false
        sections.reserveCapacity(shape.sections)
        rows.reserveCapacity(shape.sections * FormShape.rowsPerSection)
        labels.reserveCapacity(rows.capacity)
        fields.reserveCapacity(rows.capacity)
        for s in 0..<shape.sections {
            let section = View("section\(s)")
            section.translatesAutoresizingMaskIntoConstraints = false
            if attachSections { root.addSubview(section) }
            sections.append(section)
            for r in 0..<FormShape.rowsPerSection {
                let index = s * FormShape.rowsPerSection + r
                let row = View("row\(index)")
                row.translatesAutoresizingMaskIntoConstraints = false
                let label = Label(text: labelTexts[index % labelTexts.count])
                label.translatesAutoresizingMaskIntoConstraints = false
                let field = FieldView()
                field.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(label)
                row.addSubview(field)
                section.addSubview(row)
                rows.append(row)
                labels.append(label)
                fields.append(field)
            }
        }
    }

    /// Makes every constraint, then activates them all in one call.
    func activateConstraints() {
        var cs: [LayoutConstraint] = []
        cs.reserveCapacity(1 + shape.sections * (5 + 10 * FormShape.rowsPerSection))
        cs.append(root.widthAnchor.constraint(equalToConstant: Spacing.rootWidth))
        for (s, section) in sections.enumerated() {
            cs.append(section.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: Spacing.rootInset))
            cs.append(section.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -Spacing.rootInset))
            if s == 0 {
                cs.append(section.topAnchor.constraint(equalTo: root.topAnchor, constant: Spacing.rootInset))
            } else {
                cs.append(section.topAnchor.constraint(equalTo: sections[s - 1].bottomAnchor, constant: Spacing.sectionGap))
            }
            if s == shape.sections - 1 {
                cs.append(section.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -Spacing.rootInset))
            }
            for r in 0..<FormShape.rowsPerSection {
                let index = s * FormShape.rowsPerSection + r
                let row = rows[index], label = labels[index], field = fields[index]
                cs.append(row.leadingAnchor.constraint(equalTo: section.leadingAnchor, constant: Spacing.sectionInset))
                cs.append(row.trailingAnchor.constraint(equalTo: section.trailingAnchor, constant: -Spacing.sectionInset))
                if r == 0 {
                    cs.append(row.topAnchor.constraint(equalTo: section.topAnchor, constant: Spacing.sectionTopBottom))
                } else {
                    let top = row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: Spacing.rowGap)
                    if s == shape.changedSection && r == shape.changedRow { changed = top }
                    cs.append(top)
                }
                if r == FormShape.rowsPerSection - 1 {
                    cs.append(row.bottomAnchor.constraint(equalTo: section.bottomAnchor, constant: -Spacing.sectionTopBottom))
                }
                cs.append(label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: Spacing.rowInset))
                cs.append(label.centerYAnchor.constraint(equalTo: row.centerYAnchor))
                let gap = field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: Spacing.labelFieldGap)
                if s == shape.changedSection && r == shape.changedRow { localChanged = gap }
                cs.append(gap)
                cs.append(field.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -Spacing.rowInset))
                cs.append(field.topAnchor.constraint(equalTo: row.topAnchor, constant: Spacing.fieldTopBottom))
                cs.append(field.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -Spacing.fieldTopBottom))
            }
        }
        LayoutConstraint.activate(cs)
        constraints = cs
    }

    /// Checks the frames the layout gave against the form's arithmetic; the first wrong one,
    /// or nil. `extra` is the changed row's extra top spacing in force.
    func frameProblem(extra: Double) -> String? {
        let rowHeight = FieldView.height + 2 * Spacing.fieldTopBottom
        let rowsPer = FormShape.rowsPerSection
        func sectionHeight(_ s: Int) -> Double {
            2 * Spacing.sectionTopBottom + Double(rowsPer) * rowHeight + Double(rowsPer - 1) * Spacing.rowGap
                + (s == shape.changedSection ? extra : 0)
        }
        var y = Spacing.rootInset
        for s in 0..<shape.sections {
            let expected = Rect(x: Spacing.rootInset, y: y, width: Spacing.rootWidth - 2 * Spacing.rootInset,
                                height: sectionHeight(s))
            if sections[s].frame != expected { return "section\(s) frame \(sections[s].frame), expected \(expected)" }
            y += sectionHeight(s) + Spacing.sectionGap
        }
        let rootHeight = y - Spacing.sectionGap + Spacing.rootInset
        if root.frame.size != Size(width: Spacing.rootWidth, height: rootHeight) {
            return "root frame \(root.frame), expected height \(rootHeight)"
        }
        for (index, row) in rows.enumerated() {
            let s = index / rowsPer, r = index % rowsPer
            var top = Spacing.sectionTopBottom + Double(r) * (rowHeight + Spacing.rowGap)
            if s == shape.changedSection, r >= shape.changedRow { top += extra }
            let expected = Rect(x: Spacing.sectionInset, y: top,
                                width: Spacing.rootWidth - 2 * Spacing.rootInset - 2 * Spacing.sectionInset, height: rowHeight)
            if row.frame != expected { return "row\(index) frame \(row.frame), expected \(expected)" }
            let labelWidth = labels[index].intrinsicContentSize.width
            // Frames are snapped to whole points (scale 1); rows sit at whole points.
            let fieldMinX = (Spacing.rowInset + labelWidth + Spacing.labelFieldGap).rounded()
            let field = Rect(x: fieldMinX, y: Spacing.fieldTopBottom,
                             width: expected.width - Spacing.rowInset - fieldMinX, height: FieldView.height)
            if fields[index].frame != field { return "field of row\(index) frame \(fields[index].frame), expected \(field)" }
        }
        return nil
    }
}
