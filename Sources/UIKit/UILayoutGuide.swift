import Plumb

/// A rectangle in the layout that is not a view (UIKit's `UILayoutGuide`): Plumb's
/// `LayoutGuide`, with `owningView`, `identifier` and every anchor.
public typealias UILayoutGuide = LayoutGuide
/// A horizontal anchor (UIKit's `NSLayoutXAxisAnchor`).
public typealias NSLayoutXAxisAnchor = XAxisAnchor
/// A vertical anchor (UIKit's `NSLayoutYAxisAnchor`).
public typealias NSLayoutYAxisAnchor = YAxisAnchor
/// A width or height anchor (UIKit's `NSLayoutDimension`).
public typealias NSLayoutDimension = DimensionAnchor

extension LayoutGuide {
    /// The guide's rectangle in its owning view's coordinates, after layout.
    public var layoutFrame: CGRect { CGRect(rectLayoutFrame) }
}
