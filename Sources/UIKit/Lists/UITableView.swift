import Plumb

/// A scrolling list of rows in sections (UIKit's `UITableView`), a ``UIScrollView``. It asks
/// its data source for the rows, makes and lays out the cells that fit the visible bounds
/// (at the content offset), sizes each with `automaticDimension` by its content, estimates
/// the rows below (``estimatedRowHeight``, 44 by default), and sets ``contentSize`` from that.
open class UITableView: UIScrollView {
    /// UIKit's table styles.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, with section headers over them.
        case plain
        /// Sections set apart on the grouped background.
        case grouped
        /// Grouped sections inset from the edges with rounded corners.
        case insetGrouped
    }
    /// UIKit's separator styles.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// Asks the row's height of its content (UIKit's `UITableView.automaticDimension`, −1).
    public static let automaticDimension: Double = -1

    /// The style the table was made with.
    public let style: Style
    /// The rows and cells.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { reloadData() } }
    /// Heights and header views.
    open weak var delegate: (any UITableViewDelegate)? { didSet { reloadData() } }
    /// The rows' height; ``automaticDimension`` (the default) sizes each by its content.
    open var rowHeight = UITableView.automaticDimension { didSet { reloadData() } }
    /// The height assumed for rows not laid out yet (44, UIKit's default estimate).
    open var estimatedRowHeight: Double = 44 { didSet { reloadData() } }
    /// Section headers' height; ``automaticDimension`` uses the style's.
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { reloadData() } }
    /// Section footers' height; ``automaticDimension`` uses the style's.
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { reloadData() } }
    /// Whether lines are drawn between rows.
    open var separatorStyle = SeparatorStyle.singleLine { didSet { reloadData() } }
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator { didSet { reloadData() } }
    /// The cells' separator insets (16 on the leading side: the cells' margin).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { reloadData() } }
    /// A view above the first section.
    open var tableHeaderView: UIView? { didSet { reloadData() } }
    /// A view below the last section.
    open var tableFooterView: UIView? { didSet { reloadData() } }

    private var registrations: [String: UITableViewCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    /// What the last layout put on screen (see ``TableLayout``).
    var shown = TableLayout.Shown()
    private var needsReload = true

    /// A table of a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Never decoded on Linux: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Registers the cell class `dequeueReusableCell(withIdentifier:for:)` makes for an identifier.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell for a row: a reused one, or a new one of the registered class. An identifier
    /// nobody registered is an error in UIKit (an exception); here it logs and makes a
    /// `.default` cell, so the screen still renders.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        guard let type = registrations[identifier] else {
            LayoutLog.sink.receive(LayoutMessage(severity: .error, text: "dequeueReusableCell(withIdentifier: \"\(identifier)\"): no cell class is registered for this identifier; register one with register(_:forCellReuseIdentifier:)", error: nil))
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return type.init(_dequeuedWithReuseIdentifier: identifier)
    }

    /// A reused cell for the identifier, or nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = reusable[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Forgets the rows and asks the data source again at the next layout.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections the data source gives.
    public var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    /// The number of rows in a section.
    public func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The cells on screen, top first.
    public var visibleCells: [UITableViewCell] { shown.cells.map(\.cell) }
    /// The index paths of the cells on screen.
    public var indexPathsForVisibleRows: [IndexPath]? { shown.cells.map(\.indexPath) }
    /// The cell on screen at a path, or nil.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        shown.cells.first { $0.indexPath == indexPath }?.cell
    }
    /// A row's rectangle in the table's content, after layout.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        shown.rowRects[indexPath] ?? .zero
    }

    /// Puts a cell back on the reuse queue.
    func enqueue(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        reusable[identifier, default: []].append(cell)
    }

    /// Lays out the subviews, then the rows that fit the visible bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let key = TableLayout.Key(width: Double(bounds.width), height: Double(bounds.height),
                                  offset: Double(contentOffset.y), scale: rootView.contentScaleFactor)
        guard needsReload || key != shown.key else { return }
        needsReload = false
        TableLayout(table: self, key: key).run()
    }
}
