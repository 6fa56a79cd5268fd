import Plumb

/// The base of a collection view's layouts (UIKit's `UICollectionViewLayout`).
open class UICollectionViewLayout {
    /// A layout.
    public init() {}
    /// The collection view laid out.
    public internal(set) weak var collectionView: UICollectionView?
}

/// Items in lines that wrap (UIKit's `UICollectionViewFlowLayout`), vertical: each line is
/// filled from the leading edge with ``minimumInteritemSpacing`` between items, lines are
/// ``minimumLineSpacing`` apart, and each section is inset by ``sectionInset``.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction items flow (only `.vertical` is laid out; `.horizontal` is stored).
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Asks each cell its size (UIKit's `automaticSize`, a sentinel).
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The items' size (50 × 50, UIKit's default).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// ``automaticSize`` sizes each cell by its content; zero (the default) uses ``itemSize``.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between lines (10, UIKit's default).
    open var minimumLineSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line (10, UIKit's default).
    open var minimumInteritemSpacing: Double = 10 { didSet { invalidateLayout() } }
    /// Space around each section (zero by default).
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The flow's direction (`.vertical` by default).
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }

    /// Lays the collection view out again.
    open func invalidateLayout() {
        collectionView?.reloadData()
    }
}
