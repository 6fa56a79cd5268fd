import Plumb

/// A row of a table (UIKit's `UITableViewCell`): a ``contentView`` for the app's subviews, and
/// for the standard styles a ``textLabel``, a ``detailTextLabel`` and an ``imageView`` laid out
/// in the content view's margins, an accessory at the trailing edge, and a separator line.
/// Its height with `UITableView.automaticDimension` is its content's fitted height
/// (`systemLayoutSizeFitting` at the row's width, `.required` horizontally and
/// `.fittingSizeLevel` vertically, as UIKit measures) plus the separator.
open class UITableViewCell: UIView {
    /// UIKit's standard cell styles.
    public enum CellStyle: Int, Sendable {
        /// A label (and an optional image).
        case `default`
        /// A label and a secondary label on the trailing side.
        case value1
        /// A small trailing-aligned label, then a detail label.
        case value2
        /// A label above a smaller secondary label.
        case subtitle
    }
    /// How a selected cell is drawn (stored; nothing is selected here).
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the table reuses it by.
    public let reuseIdentifier: String?
    /// The view the app adds its subviews to; it fills the cell less the accessory.
    public let contentView = UIView()
    /// The style's main label, made with the style's layout on first use (as UIKit does,
    /// so a cell that only uses ``contentView`` has none of it).
    public var textLabel: UILabel? { standardViews.text }
    /// The style's secondary label; nil for `.default`.
    public var detailTextLabel: UILabel? { standardViews.detail }
    /// The image at the leading edge (left out while it has no image).
    public var imageView: UIImageView? { standardViews.image }
    /// The standard labels and image, laid out on first use.
    private(set) lazy var standardViews = StandardCellLayout(style: style, in: self)
    /// Whether the standard views were made.
    var usesStandardViews = false
    /// The accessory drawn at the trailing edge.
    open var accessoryType = AccessoryType.none {
        didSet { accessoryDidChange() }
    }
    /// How a selected cell is drawn (stored).
    open var selectionStyle = SelectionStyle.default
    /// The separator's insets from the cell's edges; the table's by default (16 points on the
    /// leading side on an iPhone: the cell's layout margin).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    let accessory = TableCellAccessoryView()
    let separator = UIView()
    private var contentTrailing: NSLayoutConstraint?
    private var contentBottom: NSLayoutConstraint?

    /// A cell of a standard style; `reuseIdentifier` names it for the table's reuse queue.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        setUpHierarchy()
    }

    /// A `.default` cell with a frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Never decoded on Linux: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How a table makes a registered cell class: the subclass's `init(style:reuseIdentifier:)`
    /// with `.default`, as UIKit calls it. Subclasses inherit it; not for apps.
    public required convenience init(_dequeuedWithReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// The content view's margins: 11 points above and below and 16 at the sides, UIKit's
    /// on an iPhone (16 is the system minimum margin on a compact width).
    static let contentMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    private func setUpHierarchy() {
        contentView.directionalLayoutMargins = UITableViewCell.contentMargins
        // Plumb's engine places a table's rows at content offset zero; on screen they are moved
        // into the safe area by the adjusted content inset, so the status bar's inset must not
        // reach their margins (UIKit's cells don't see it either).
        insetsLayoutMarginsFromSafeArea = false
        contentView.insetsLayoutMarginsFromSafeArea = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        accessory.translatesAutoresizingMaskIntoConstraints = false
        accessory.isHidden = true
        addSubview(accessory)
        separator.backgroundColor = .separator
        addSubview(separator)
        let trailing = contentView.trailingAnchor.constraint(equalTo: trailingAnchor)
        let bottom = contentView.bottomAnchor.constraint(equalTo: bottomAnchor)
        contentTrailing = trailing
        contentBottom = bottom
        NSLayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            trailing, bottom,
            accessory.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -UITableViewCell.accessoryTrailingInset),
            accessory.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    /// The accessory's distance from the cell's trailing edge (the cell's 16-point margin)
    /// and the gap between it and the content view.
    static let accessoryTrailingInset: Double = 16
    static let accessoryGap: Double = 14

    private func accessoryDidChange() {
        accessory.type = accessoryType
        accessory.invalidateIntrinsicContentSize()
        let width = Double(accessory.intrinsicContentSize.width)
        contentTrailing?.constant = accessoryType == .none ? 0 : -(width + UITableViewCell.accessoryTrailingInset + UITableViewCell.accessoryGap)
        accessory.setNeedsLayout()
    }

    /// The height of the separator line at the bottom: one pixel.
    var separatorHeight: Double { 1 / max(1, rootView.contentScaleFactor) }

    /// Whether the separator is drawn (the table hides it on a section's last row when grouped).
    var showsSeparator = true {
        didSet { contentBottom?.constant = showsSeparator ? -separatorHeight : 0 }
    }

    /// Places the separator line at the bottom, inset by ``separatorInset``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentBottom?.constant = showsSeparator ? -separatorHeight : 0
        separator.isHidden = !showsSeparator
        let width = Double(bounds.width)
        separator.frame = CGRect(x: separatorInset.left, y: Double(bounds.height) - separatorHeight,
                                 width: max(0, width - separatorInset.left - separatorInset.right), height: separatorHeight)
    }

    /// Called before the table hands the cell out again. The default does nothing.
    open func prepareForReuse() {}
}
