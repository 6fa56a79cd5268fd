import Plumb

/// The bar at the bottom of a tab bar controller (UIKit's `UITabBar`): 49 points tall on an
/// iPhone, plus the bottom safe-area inset its background reaches down over (83 on an iPhone
/// 15). Each item is its image above its 10-point title, the selected one in the tint colour
/// and the others in grey.
open class UITabBar: UIView {
    /// UIKit's tab bar height on an iPhone, without the safe area below it.
    public static let standardHeight: Double = 49

    /// The items, leading first.
    open var items: [UITabBarItem]? { didSet { rebuild() } }
    /// The selected item.
    open var selectedItem: UITabBarItem? { didSet { rebuild() } }
    /// The colour of unselected items (UIKit's default is grey).
    open var unselectedItemTintColor: UIColor? { didSet { rebuild() } }
    /// The background colour; nil draws the standard appearance's (the system background).
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? .systemBackground } }

    private let shadowView = UIView()
    private var itemViews: [(image: UIImageView, title: UILabel)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        shadowView.backgroundColor = .separator
        addSubview(shadowView)
    }

    /// Never decoded on Linux: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func rebuild() {
        for (image, title) in itemViews {
            image.removeFromSuperview()
            title.removeFromSuperview()
        }
        itemViews = (items ?? []).map { (item: UITabBarItem) -> (image: UIImageView, title: UILabel) in
            let selected = item === selectedItem
            let color = selected ? tintColor! : (unselectedItemTintColor ?? .systemGray)
            let image = UIImageView(image: (selected ? item.selectedImage : nil) ?? item.image)
            image.backgroundColor = color.withAlphaComponent(0.35)
            let title = UILabel()
            title.text = item.title
            title.font = .systemFont(ofSize: 10, weight: .medium)
            title.textColor = color
            addSubview(image)
            addSubview(title)
            return (image, title)
        }
        setNeedsLayout()
    }

    /// Gives each item an equal share of the width: the image from 7 points below the top
    /// edge, the title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = Double(bounds.width)
        shadowView.frame = CGRect(x: 0, y: 0, width: width, height: 1 / max(1, rootView.contentScaleFactor))
        guard !itemViews.isEmpty else { return }
        let slot = width / Double(itemViews.count)
        for (index, views) in itemViews.enumerated() {
            let centre = slot * (Double(index) + 0.5)
            let image = CGSize(views.image.effectiveIntrinsicContentSize)
            let imageSize = CGSize(width: max(0, image.width), height: max(0, image.height))
            views.image.frame = CGRect(x: centre - Double(imageSize.width) / 2, y: 7,
                                       width: Double(imageSize.width), height: Double(imageSize.height))
            let title = views.title.intrinsicContentSize
            views.title.frame = CGRect(x: centre - Double(title.width) / 2, y: 7 + Double(imageSize.height) + 3,
                                       width: Double(title.width), height: Double(title.height))
        }
    }
}
