import Plumb

/// How much a constraint matters, 1...1000: Plumb's `LayoutPriority`, which has UIKit's
/// `rawValue: Float`, `init(rawValue:)`, `init(_:)`, the levels `.required` (1000),
/// `.defaultHigh` (750), `.defaultLow` (250) and `.fittingSizeLevel` (50), and `+`/`-` with a
/// `Float` (`.defaultLow + 1` is 251), as Apple's `UILayoutPriority` documents.
public typealias UILayoutPriority = LayoutPriority
