import Plumb

/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): a title,
/// bar button items on each side and a large-title mode.
public final class UINavigationItem {
    /// When the bar shows a large title (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Follow the previous item; the root follows the bar's `prefersLargeTitles` (the default).
        case automatic
        /// Always large, when the bar prefers large titles.
        case always
        /// Never large.
        case never
    }

    private weak var owner: UIViewController?
    private var storedTitle: String?

    init(owner: UIViewController) { self.owner = owner }

    /// Creates an item with a title.
    public init(title: String) { storedTitle = title }

    /// The title; nil shows the owning controller's `title`.
    public var title: String? {
        get { storedTitle ?? owner?.title }
        set { storedTitle = newValue; changed() }
    }
    /// The large-title mode (`.automatic` by default).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }
    /// The item on the leading side, or nil.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The item on the trailing side, or nil.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The items on the leading side, from the edge in.
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items on the trailing side, from the edge in.
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// Sets the trailing item (animation is ignored: nothing animates here).
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the leading item.
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    private func changed() {
        owner?.titleDidChange()
    }
}

/// An item of a bar (UIKit's `UIBarItem`): a title and an image.
open class UIBarItem {
    /// The text shown.
    open var title: String?
    /// The image shown.
    open var image: UIImage?
    /// A number the app uses to tell items apart.
    open var tag = 0
    /// Whether the item takes taps (drawn dimmed when false).
    open var isEnabled = true

    init(title: String?, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`): a title, an image or
/// a system item, drawn in the bar's tint.
open class UIBarButtonItem: UIBarItem {
    /// How a titled item is drawn (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// Plain (regular weight).
        case plain
        /// Done (semibold, drawn bold here).
        case done
    }
    /// UIKit's built-in items; those drawn with a word use its English title, the others an
    /// SF Symbol placeholder.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close

        /// The word drawn for the item, or nil for an icon.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }

    /// Plain or done.
    open var style: Style
    /// The action run on a tap.
    open var primaryAction: UIAction?
    /// The fixed width for a fixed space, or 0.
    open var width: Double = 0
    /// The colour; nil uses the bar's tint (system blue).
    open var tintColor: UIColor?
    /// The system item it was made from, if any.
    public let systemItem: SystemItem?

    // Target-action initializers take a `#selector`, which does not compile on Linux
    // (docs/UIKIT.md); the action-based ones of iOS 14 are here.

    /// A system item (`.done`, `.add`, …) with an action.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        style = systemItem == .done ? .done : .plain
        super.init(title: systemItem.title, image: systemItem.title == nil ? UIImage(systemName: "\(systemItem)") : nil)
    }

    /// An item with a title or an image, and an action (its title and image when not given).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        style = .plain
        systemItem = nil
        self.primaryAction = primaryAction
        super.init(title: title ?? (image == nil ? primaryAction?.title : nil), image: image ?? primaryAction?.image)
    }
}

/// An item of a tab bar (UIKit's `UITabBarItem`): a title and an image.
open class UITabBarItem: UIBarItem {
    /// The image when the tab is selected; nil uses ``UIBarItem/image``.
    open var selectedImage: UIImage?
    /// The text in the badge, or nil for none.
    open var badgeValue: String?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init(title: title, image: image)
        self.tag = tag
    }

    /// An item with a title, an image and a selected image.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.selectedImage = selectedImage
        super.init(title: title, image: image)
    }
}
