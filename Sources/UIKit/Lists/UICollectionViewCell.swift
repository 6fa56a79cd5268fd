import Plumb

/// An item of a collection view (UIKit's `UICollectionViewCell`): a ``contentView`` filling
/// the cell, for the app's subviews. A self-sizing cell (the layout's
/// `estimatedItemSize = UICollectionViewFlowLayout.automaticSize`) is measured with
/// `systemLayoutSizeFitting`.
open class UICollectionViewCell: UIView {
    /// The view the app adds its subviews to; it fills the cell.
    public let contentView = UIView()
    /// The identifier the collection view reuses it by (set when it is dequeued).
    public internal(set) var reuseIdentifier: String?
    /// Whether the cell is selected (stored).
    open var isSelected = false
    /// Whether the cell is highlighted (stored).
    open var isHighlighted = false
    /// A view behind the content (stored and drawn, filling the cell).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// A cell with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // As for table cells: rows are placed at content offset zero, so the root's safe area
        // must not reach their margins.
        insetsLayoutMarginsFromSafeArea = false
        contentView.insetsLayoutMarginsFromSafeArea = false
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        NSLayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// Never decoded on Linux: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How a collection view makes a registered cell class: the subclass's `init(frame:)`,
    /// as UIKit calls it. Subclasses inherit it; not for apps.
    public required convenience init(_dequeuedWithReuseIdentifier identifier: String) {
        self.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        reuseIdentifier = identifier
    }

    /// Called before the collection view hands the cell out again. The default does nothing.
    open func prepareForReuse() {}
}
