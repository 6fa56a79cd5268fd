import Plumb

/// Insets on the four physical edges. Plumb's `EdgeInsets` has UIKit's initializer
/// `init(top:left:bottom:right:)`, `.zero` and fields; a `CGFloat` passes where it takes a `Double`.
public typealias UIEdgeInsets = EdgeInsets

/// Insets on leading and trailing edges, which swap under right-to-left layout: Plumb's
/// `DirectionalEdgeInsets`, with UIKit's `init(top:leading:bottom:trailing:)`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
