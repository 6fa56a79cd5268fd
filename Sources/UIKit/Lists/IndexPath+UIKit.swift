import Foundation

// UIKit's members on Foundation's `IndexPath` (Apple's UIKit adds them the same way).
extension IndexPath {
    /// A path to a table row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A path to a collection item.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section, the first index.
    public var section: Int { self[0] }
    /// The row in the section, the second index.
    public var row: Int { self[1] }
    /// The item in the section, the second index.
    public var item: Int { self[1] }
}
