import Plumb

/// An item of a menu (UIKit's `UIMenuElement`): a ``UIAction``, a ``UIMenu`` or a
/// ``UIDeferredMenuElement``. Menus are stored so that code building them compiles and tests
/// can read them back; no menu is drawn or opens on Linux.
open class UIMenuElement {
    /// The title the menu shows.
    public var title: String
    /// The image the menu shows.
    public var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A menu of actions and submenus (UIKit's `UIMenu`), for `UIButton.menu` and the like.
open class UIMenu: UIMenuElement {
    /// A menu's name (UIKit's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows (UIKit's `UIMenu.Options`, with its raw values).
    public struct Options: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inside its parent menu, not as a submenu (1 << 0).
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Shown as destructive (1 << 1).
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on (1 << 5).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a row of small items (1 << 7).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's name; a generated one unless given.
    public let identifier: Identifier
    /// How the menu shows.
    public let options: Options
    /// The actions, menus and deferred elements in it, in order.
    public let children: [UIMenuElement]

    /// Creates a menu; every argument may be left out, as in UIKit.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.menu.dynamic.\(UUID().uuidString)")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy with `newChildren` and the same title, image, identifier and options.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}

/// A menu element whose items are given later by a closure (UIKit's `UIDeferredMenuElement`).
/// The closure is kept and never run: no menu opens on Linux.
open class UIDeferredMenuElement: UIMenuElement {
    /// The closure that gives the elements to a completion.
    public let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
    /// Whether the elements are asked for each time the menu opens.
    public let isUncached: Bool

    /// A deferred element whose elements UIKit asks for once.
    public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.elementProvider = elementProvider
        self.isUncached = false
        super.init(title: "", image: nil)
    }

    private init(uncached elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.elementProvider = elementProvider
        self.isUncached = true
        super.init(title: "", image: nil)
    }

    /// A deferred element whose elements are asked for each time the menu opens.
    public static func uncached(
        _ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void
    ) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }
}
