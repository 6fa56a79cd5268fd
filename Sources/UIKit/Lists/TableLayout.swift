import Plumb

/// One layout of a table's rows: which cells, headers and footers are on screen and where,
/// and the content size. Rows are placed top to bottom in the content's coordinates; a row
/// that reaches into the visible bounds (at the content offset) gets its cell, sized by its
/// content, and the others count the estimated height.
struct TableLayout {
    /// What a layout depends on besides the data: the table's size, offset and scale.
    struct Key: Equatable {
        var width: Double
        var height: Double
        var offset: Double
        var scale: Double
    }

    /// What the last layout put on screen.
    struct Shown {
        var key: Key?
        var cells: [(indexPath: IndexPath, cell: UITableViewCell)] = []
        var otherViews: [UIView] = []
        var rowRects: [IndexPath: CGRect] = [:]
    }

    // UIKit's section spacing in grouped tables: 35 points above the first section and
    // between sections (a header without a title of 17.5 under a footer of 17.5; the first
    // header 35). A title adds its height and 8 points of spacing; a plain table's titled
    // header is 28 points tall (UIKit's default plain `sectionHeaderHeight`).
    static let groupedFirstHeader: Double = 35
    static let groupedHeader: Double = 17.5
    static let groupedFooter: Double = 17.5
    static let titleSpacing: Double = 8
    static let plainTitledHeader: Double = 28
    /// The corner radius of an inset grouped section (10 points on iOS 13 and later).
    static let insetGroupedCornerRadius: Double = 10

    let table: UITableView
    let key: Key

    private var grouped: Bool { table.style != .plain }
    /// The inset of an inset grouped table's sections: the system minimum margin (16 on a
    /// compact width, 20 on a regular one).
    private var sectionInset: Double {
        guard table.style == .insetGrouped else { return 0 }
        return table.traitCollection.horizontalSizeClass == .regular ? 20 : 16
    }

    func run() {
        for (_, cell) in table.shown.cells {
            cell.removeFromSuperview()
            table.enqueue(cell)
        }
        for view in table.shown.otherViews { view.removeFromSuperview() }
        var shown = Shown(key: key)
        var y: Double = 0
        let visible = key.offset..<(key.offset + key.height)
        if let header = table.tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: key.width, height: Double(header.frame.height))
            table.addSubview(header)
            y += Double(header.frame.height)
        }
        if let dataSource = table.dataSource {
            for section in 0..<max(0, dataSource.numberOfSections(in: table)) {
                y = placeSection(section, dataSource: dataSource, from: y, visible: visible, shown: &shown)
            }
        }
        if let footer = table.tableFooterView {
            footer.frame = CGRect(x: 0, y: y, width: key.width, height: Double(footer.frame.height))
            table.addSubview(footer)
            y += Double(footer.frame.height)
        }
        table.shown = shown
        table.contentSize = CGSize(width: key.width, height: y)
    }

    /// Places a section's header, rows and footer from `y`; returns the section's bottom.
    private func placeSection(_ section: Int, dataSource: any UITableViewDataSource, from top: Double,
                              visible: Range<Double>, shown: inout Shown) -> Double {
        var y = top
        y += placeSupplementary(title: dataSource.tableView(table, titleForHeaderInSection: section),
                                view: table.delegate?.tableView(table, viewForHeaderInSection: section),
                                isHeader: true, section: section, y: y, shown: &shown)
        let rows = max(0, dataSource.tableView(table, numberOfRowsInSection: section))
        let rowsTop = y
        let inset = sectionInset
        let width = key.width - 2 * inset
        for row in 0..<rows {
            let indexPath = IndexPath(row: row, section: section)
            let fixed = table.delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
            let estimate = fixed >= 0 ? fixed : table.estimatedRowHeight
            guard visible.overlaps(y..<(y + max(estimate, 1))) || visible.contains(y) else {
                shown.rowRects[indexPath] = CGRect(x: inset, y: y, width: width, height: estimate)
                y += estimate
                continue
            }
            let cell = dataSource.tableView(table, cellForRowAt: indexPath)
            table.addSubview(cell)
            configure(cell, isLast: row == rows - 1)
            cell.frame = CGRect(x: inset, y: y, width: width, height: Double(cell.frame.height))
            let height = fixed >= 0 ? fixed : Self.fittedHeight(of: cell, width: width)
            cell.frame = CGRect(x: inset, y: y, width: width, height: height)
            table.delegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
            shown.cells.append((indexPath, cell))
            shown.rowRects[indexPath] = cell.frame
            y += height
        }
        if grouped, rows > 0 {
            let background = UIView(frame: CGRect(x: inset, y: rowsTop, width: width, height: y - rowsTop))
            background.backgroundColor = .secondarySystemGroupedBackground
            background.cornerRadius = table.style == .insetGrouped ? Self.insetGroupedCornerRadius : 0
            table.insertSubview(background, at: 0)
            shown.otherViews.append(background)
        }
        y += placeSupplementary(title: dataSource.tableView(table, titleForFooterInSection: section),
                                view: table.delegate?.tableView(table, viewForFooterInSection: section),
                                isHeader: false, section: section, y: y, shown: &shown)
        return y
    }

    /// A row's height by its content: `systemLayoutSizeFitting` at the row's width, held
    /// `.required`, with the height at `.fittingSizeLevel` (UIKit's self-sizing cells).
    static func fittedHeight(of cell: UITableViewCell, width: Double) -> Double {
        if cell.usesStandardViews { cell.standardViews.update() }
        let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        return Double(size.height)
    }

    /// Gives a cell the table's separator and the style's background.
    private func configure(_ cell: UITableViewCell, isLast: Bool) {
        cell.showsSeparator = table.separatorStyle != .none && !(grouped && isLast)
        cell.separator.backgroundColor = table.separatorColor
        if grouped, cell.backgroundColor == .systemBackground { cell.backgroundColor = nil }
        if table.separatorInset != UITableView.defaultSeparatorInset { cell.separatorInset = table.separatorInset }
    }

    /// Places a header or footer (the delegate's view, or the title's); returns its height.
    private func placeSupplementary(title: String?, view: UIView?, isHeader: Bool, section: Int, y: Double,
                                    shown: inout Shown) -> Double {
        let fixed = isHeader ? table.sectionHeaderHeight : table.sectionFooterHeight
        let spacing = grouped ? (isHeader ? (section == 0 ? Self.groupedFirstHeader : Self.groupedHeader) : Self.groupedFooter) : 0
        if let view {
            view.frame = CGRect(x: 0, y: y, width: key.width, height: Double(view.frame.height))
            let height = fixed >= 0 ? fixed
                : Double(view.systemLayoutSizeFitting(CGSize(width: key.width, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height)
            view.frame = CGRect(x: 0, y: y, width: key.width, height: height)
            table.addSubview(view)
            shown.otherViews.append(view)
            return height
        }
        guard let title else { return fixed >= 0 ? fixed : spacing }
        let label = UILabel()
        label.text = grouped ? title.uppercased() : title
        label.numberOfLines = 0
        label.font = grouped ? .systemFont(ofSize: 13) : .boldSystemFont(ofSize: 17)
        label.textColor = grouped ? .secondaryLabel : .label
        let leading = sectionInset + 16
        let container = UIView()
        container.addSubview(label)
        table.addSubview(container)
        shown.otherViews.append(container)
        // Measured in the table, with its tree's text measurer.
        let size = label.sizeThatFits(CGSize(width: key.width - 2 * leading, height: 0))
        let textHeight = Double(size.height)
        let height: Double
        let textY: Double
        if grouped {
            height = fixed >= 0 ? fixed : spacing + textHeight + Self.titleSpacing
            textY = isHeader ? height - Self.titleSpacing - textHeight : Self.titleSpacing
        } else {
            height = fixed >= 0 ? fixed : Self.plainTitledHeader
            textY = (height - textHeight) / 2
        }
        container.frame = CGRect(x: 0, y: y, width: key.width, height: height)
        if !grouped { container.backgroundColor = .secondarySystemBackground }
        label.frame = CGRect(x: leading, y: textY, width: Double(size.width), height: textHeight)
        return height
    }
}

extension UITableView {
    /// The cells' default separator inset: 16 points on the leading side.
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
}
