import Plumb

/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): 44 points tall,
/// 96 with a large title on an iPhone, below the status bar; its background reaches up under
/// the status bar. It draws the top item's title (17-point semibold, centred), its large title
/// (34-point bold at the leading margin) and its bar button items in the tint colour.
open class UINavigationBar: UIView {
    /// UIKit's standard bar height on an iPhone, and the height of its title row.
    public static let standardHeight: Double = 44
    /// The bar's height with a large title on an iPhone: the 44-point row plus a 52-point
    /// large-title row (UIKit's numbers, as measured on iOS 11 and later).
    public static let largeTitleHeight: Double = 96

    /// Whether the root item shows a large title (false by default).
    open var prefersLargeTitles = false {
        didSet { navigationController?.barContentsDidChange() }
    }
    /// The background colour; nil draws the standard appearance's (the system background).
    open var barTintColor: UIColor?
    /// Whether the bar is translucent (stored; the blur is drawn as an opaque fill).
    open var isTranslucent = true

    weak var navigationController: UINavigationController?

    /// The fill behind the bar, reaching up under the status bar.
    let backgroundView = UIView()
    /// The hairline under the bar.
    let shadowView = UIView()
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    private var itemViews: [View] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundView.backgroundColor = .systemBackground
        shadowView.backgroundColor = .separator
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        for view in [backgroundView, shadowView, titleLabel, largeTitleLabel] as [View] { addSubview(view) }
    }

    /// Never decoded on Linux: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `item`; `large` puts its title in the large-title row.
    func show(_ item: UINavigationItem?, large: Bool, margin: Double) {
        let title = item?.title
        titleLabel.text = large ? nil : title
        largeTitleLabel.text = large ? title : nil
        for view in itemViews { view.removeFromSuperview() }
        itemViews = []
        let left = (item?.leftBarButtonItems ?? []).map { itemView(for: $0) }
        let right = (item?.rightBarButtonItems ?? []).map { itemView(for: $0) }
        self.margin = margin
        leftItemViews = left
        rightItemViews = right
        itemViews = left + right
        for view in itemViews { addSubview(view) }
        setNeedsLayout()
    }
    private var margin: Double = 16
    private var leftItemViews: [View] = []
    private var rightItemViews: [View] = []

    /// A titled item is a label in the tint colour (17-point, semibold for `.done`); an item
    /// with an image is an image view.
    private func itemView(for item: UIBarButtonItem) -> View {
        if let title = item.title {
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
            label.textColor = item.tintColor ?? tintColor
            return label
        }
        return UIImageView(image: item.image)
    }

    /// Places the background (from the top of the screen), the hairline, the titles and the
    /// items, by frames as UIKit's bar does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = Double(bounds.width), height = Double(bounds.height)
        let above = Double(frame.minY)
        backgroundView.frame = CGRect(x: 0, y: -above, width: width, height: height + above)
        backgroundView.backgroundColor = barTintColor ?? .systemBackground
        let hairline = 1 / max(1, rootView.contentScaleFactor)
        shadowView.frame = CGRect(x: 0, y: height, width: width, height: hairline)
        let row = UINavigationBar.standardHeight
        let title = titleLabel.intrinsicContentSize
        titleLabel.frame = CGRect(x: (width - Double(title.width)) / 2, y: (row - Double(title.height)) / 2,
                                  width: Double(title.width), height: Double(title.height))
        let large = largeTitleLabel.intrinsicContentSize
        // The large title sits at the leading margin, its text 8 points above the bar's bottom.
        largeTitleLabel.frame = CGRect(x: margin, y: height - 8 - Double(large.height),
                                       width: min(Double(large.width), width - 2 * margin), height: Double(large.height))
        var x = margin
        for view in leftItemViews {
            let size = CGSize(view.effectiveIntrinsicContentSize)
            view.frame = CGRect(x: x, y: (row - Double(size.height)) / 2, width: Double(size.width), height: Double(size.height))
            x += Double(size.width) + 8
        }
        x = width - margin
        for view in rightItemViews {
            let size = CGSize(view.effectiveIntrinsicContentSize)
            x -= Double(size.width)
            view.frame = CGRect(x: x, y: (row - Double(size.height)) / 2, width: Double(size.width), height: Double(size.height))
            x -= 8
        }
    }
}
