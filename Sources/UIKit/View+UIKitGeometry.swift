import Plumb

// UIKit's `CGRect`-typed geometry on every view (UIView, and the controls built on Plumb's
// Label, Button, ImageView and StackView). Plumb's `Rect`-typed members are disfavoured, so
// these win in code that imports this module; inside it they shadow Plumb's, which it reads
// as `rectFrame`.
extension View {
    /// The frame in the superview's coordinates.
    public var frame: CGRect {
        get { CGRect(rectFrame) }
        set { rectFrame = newValue.plumbRect }
    }

    /// The view's own coordinate space: origin zero, the frame's size. Setting it keeps the
    /// centre and changes the size, as UIKit does for a zero bounds origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: CGSize(rectFrame.size)) }
        set {
            let old = rectFrame
            rectFrame = Rect(x: old.midX - Double(newValue.width) / 2, y: old.midY - Double(newValue.height) / 2,
                             width: Double(newValue.width), height: Double(newValue.height))
        }
    }

    /// The target size for the smallest size that fits (UIKit's `layoutFittingCompressedSize`, zero).
    public static var layoutFittingCompressedSize: CGSize { .zero }
    /// The target size for the largest size that fits: Plumb's 10,000,000 points on each axis
    /// (UIKit's `layoutFittingExpandedSize`, whose value Apple doesn't publish).
    public static var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000_000, height: 10_000_000) }

    /// The smallest size that satisfies the constraints near `targetSize` (UIKit's
    /// `systemLayoutSizeFitting(_:)`, the target held at `fittingSizeLevel`, 50).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(systemLayoutSizeFitting(targetSize.plumbSize) as Size)
    }

    /// The size that satisfies the constraints with the target held at the given priorities
    /// (for a cell: `.required` width, `.fittingSizeLevel` height).
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(systemLayoutSizeFitting(targetSize.plumbSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                       verticalFittingPriority: verticalFittingPriority) as Size)
    }
}

extension LayoutItem {
    /// The centre of a view's frame in its superview's coordinates, or of a guide's layout
    /// frame; setting it moves a view's frame (a guide is placed by its constraints only).
    public var center: CGPoint {
        get {
            let rect = (self as? View)?.rectFrame ?? (self as? LayoutGuide)?.rectLayoutFrame ?? .zero
            return CGPoint(x: rect.midX, y: rect.midY)
        }
        set {
            guard let view = self as? View else { return }
            let rect = view.rectFrame
            view.rectFrame = Rect(x: Double(newValue.x) - rect.width / 2, y: Double(newValue.y) - rect.height / 2,
                                  width: rect.width, height: rect.height)
        }
    }
}
