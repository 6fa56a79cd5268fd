import Plumb

/// How a list layout looks (UIKit's `UICollectionLayoutListConfiguration`).
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The list's appearance, as a table's styles.
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// The appearance the list was made with.
    public var appearance: Appearance
    /// Whether separators are drawn (stored; the list draws none yet).
    public var showsSeparators = true
    /// The list's background colour; nil uses the appearance's.
    public var backgroundColor: UIColor?

    /// A configuration for an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// A layout made of sections (UIKit's `UICollectionViewCompositionalLayout`). Only the list
/// layout, `list(using:)`, is laid out: one full-width row per item, each as tall as its
/// content (fitted at the row's width, held `.required`).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The list configuration, for a list layout.
    public let listConfiguration: UICollectionLayoutListConfiguration?

    init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// A list layout, as a table view lays out its rows.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    /// The rows' inset from each side: an inset grouped list's 16 points (20 on a regular
    /// width), as a table's.
    func rowInset(for traits: UITraitCollection) -> Double {
        guard listConfiguration?.appearance == .insetGrouped else { return 0 }
        return traits.horizontalSizeClass == .regular ? 20 : 16
    }

    /// The space above each section: a grouped list's 35 points (as a grouped table's), none
    /// for a plain list.
    var sectionSpacing: Double {
        switch listConfiguration?.appearance {
        case .grouped?, .insetGrouped?: return 35
        default: return 0
        }
    }
}
