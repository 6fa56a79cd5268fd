import Plumb

/// A scrolling grid or list of items (UIKit's `UICollectionView`), a ``UIScrollView`` laid out
/// by a vertical ``UICollectionViewFlowLayout``: it makes and places the cells whose lines
/// reach into the visible bounds, sizes self-sizing cells by their content, estimates the
/// lines below with the layout's item size, and sets ``contentSize``.
open class UICollectionView: UIScrollView {
    /// The layout; setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            reloadData()
        }
    }
    /// The items and cells.
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// Sizes and display callbacks.
    open weak var delegate: (any UICollectionViewDelegate)? { didSet { reloadData() } }

    private var registrations: [String: UICollectionViewCell.Type] = [:]
    private var reusable: [String: [UICollectionViewCell]] = [:]
    private var shownCells: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    private var shownKey: TableLayout.Key?
    private var needsReload = true

    /// A collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        let grouped = (layout as? UICollectionViewCompositionalLayout)?.sectionSpacing ?? 0 > 0
        backgroundColor = grouped ? .systemGroupedBackground : .systemBackground
        layout.collectionView = self
    }

    /// Never decoded on Linux: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Registers the cell class `dequeueReusableCell(withReuseIdentifier:for:)` makes.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A reused cell, or a new one of the registered class (an unregistered identifier logs
    /// an error and gives a plain cell; UIKit raises an exception).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reusable[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let type = registrations[identifier] else {
            LayoutLog.sink.receive(LayoutMessage(severity: .error, text: "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\"): no cell class is registered for this identifier; register one with register(_:forCellWithReuseIdentifier:)"))
            return UICollectionViewCell(_dequeuedWithReuseIdentifier: identifier)
        }
        return type.init(_dequeuedWithReuseIdentifier: identifier)
    }

    /// Asks the data source again at the next layout.
    open func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// The cells on screen, in item order.
    public var visibleCells: [UICollectionViewCell] { shownCells.map(\.cell) }
    /// The cell on screen for an item, or nil.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        shownCells.first { $0.indexPath == indexPath }?.cell
    }

    /// Lays out the subviews, then the items that fit the visible bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let key = TableLayout.Key(width: Double(bounds.width), height: Double(bounds.height),
                                  offset: Double(contentOffset.y), scale: rootView.contentScaleFactor)
        guard needsReload || key != shownKey else { return }
        needsReload = false
        shownKey = key
        layOutItems(key: key)
    }

    private func layOutItems(key: TableLayout.Key) {
        for (_, cell) in shownCells {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
        }
        shownCells = []
        if let list = collectionViewLayout as? UICollectionViewCompositionalLayout, let dataSource {
            layOutList(list, dataSource: dataSource, key: key)
            return
        }
        guard let dataSource, let flow = collectionViewLayout as? UICollectionViewFlowLayout else {
            contentSize = CGSize(width: key.width, height: 0)
            return
        }
        let visible = key.offset..<(key.offset + key.height)
        var y: Double = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let inset = flow.sectionInset
            let available = key.width - inset.left - inset.right
            y += inset.top
            var line = FlowLine(top: y, left: inset.left, available: available, spacing: flow.minimumInteritemSpacing)
            let count = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                var size = itemSize(at: indexPath, flow: flow)
                var cell: UICollectionViewCell?
                let lineTop = line.fits(size.width) ? line.top : line.bottom + flow.minimumLineSpacing
                if visible.contains(lineTop) || visible.overlaps(lineTop..<(lineTop + max(1, size.height))) {
                    let made = dataSource.collectionView(self, cellForItemAt: indexPath)
                    addSubview(made)
                    if flow.estimatedItemSize == UICollectionViewFlowLayout.automaticSize {
                        size = fittedSize(of: made, available: available)
                    }
                    cell = made
                }
                if !line.fits(size.width) { line.wrap(spacing: flow.minimumLineSpacing) }
                let origin = line.place(size)
                if let cell {
                    cell.frame = CGRect(x: origin.x, y: origin.y, width: size.width, height: size.height)
                    delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                    shownCells.append((indexPath, cell))
                }
            }
            y = (count > 0 ? line.bottom : y) + inset.bottom
        }
        contentSize = CGSize(width: key.width, height: y)
    }

    /// A list: one row per item, full width less the appearance's inset, each fitted to its
    /// content at that width; rows below the visible bounds count 44 points (the estimate).
    private func layOutList(_ list: UICollectionViewCompositionalLayout, dataSource: any UICollectionViewDataSource,
                            key: TableLayout.Key) {
        let inset = list.rowInset(for: traitCollection)
        let width = key.width - 2 * inset
        let visible = key.offset..<(key.offset + key.height)
        var y: Double = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            y += list.sectionSpacing
            for item in 0..<max(0, dataSource.collectionView(self, numberOfItemsInSection: section)) {
                let indexPath = IndexPath(item: item, section: section)
                guard visible.overlaps(y..<(y + StandardCellLayout.minimumHeight)) else {
                    y += StandardCellLayout.minimumHeight
                    continue
                }
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                addSubview(cell)
                let height = Double(cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                                 verticalFittingPriority: .fittingSizeLevel).height)
                cell.frame = CGRect(x: inset, y: y, width: width, height: height)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                shownCells.append((indexPath, cell))
                y += height
            }
        }
        contentSize = CGSize(width: key.width, height: y)
    }

    /// The delegate's size, else the layout's item size.
    private func itemSize(at indexPath: IndexPath, flow: UICollectionViewFlowLayout) -> (width: Double, height: Double) {
        let size = (delegate as? any UICollectionViewDelegateFlowLayout)?
            .collectionView(self, layout: flow, sizeForItemAt: indexPath) ?? flow.itemSize
        return (Double(size.width), Double(size.height))
    }

    /// A self-sizing cell's size: `systemLayoutSizeFitting` with both axes at
    /// `.fittingSizeLevel` (a flow layout's cells size to their content), no wider than the line.
    private func fittedSize(of cell: UICollectionViewCell, available: Double) -> (width: Double, height: Double) {
        var size = cell.systemLayoutSizeFitting(CGSize(width: available, height: 0),
                                                withHorizontalFittingPriority: .fittingSizeLevel,
                                                verticalFittingPriority: .fittingSizeLevel)
        if Double(size.width) > available {
            size = cell.systemLayoutSizeFitting(CGSize(width: available, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        }
        return (Double(size.width), Double(size.height))
    }
}

/// One line of a flow layout, filled from the leading edge.
private struct FlowLine {
    var top: Double
    let left: Double
    let available: Double
    let spacing: Double
    var x: Double = 0
    var height: Double = 0
    var isEmpty = true

    init(top: Double, left: Double, available: Double, spacing: Double) {
        self.top = top
        self.left = left
        self.available = available
        self.spacing = spacing
    }

    var bottom: Double { top + height }

    /// Whether an item `width` wide fits after the items already on the line.
    func fits(_ width: Double) -> Bool { isEmpty || x + spacing + width <= available + 1e-9 }

    /// Starts the next line.
    mutating func wrap(spacing lineSpacing: Double) {
        top = bottom + lineSpacing
        x = 0
        height = 0
        isEmpty = true
    }

    /// Puts an item on the line; returns its origin.
    mutating func place(_ size: (width: Double, height: Double)) -> (x: Double, y: Double) {
        if !isEmpty { x += spacing }
        let origin = (x: left + x, y: top)
        x += size.width
        height = max(height, size.height)
        isEmpty = false
        return origin
    }
}
