import Plumb

// Conversions between Foundation's geometry (UIKit's `CGRect`, `CGSize`, `CGPoint`, whose
// `CGFloat` is a `Double` on Linux) and Plumb's `Rect`, `Size`, `Point`.

extension CGRect {
    /// Plumb's rectangle as a `CGRect`.
    init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
    /// The rectangle as Plumb's `Rect`.
    var plumbRect: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
}

extension CGSize {
    /// Plumb's size as a `CGSize`.
    init(_ size: Size) { self.init(width: size.width, height: size.height) }
    /// The size as Plumb's `Size`.
    var plumbSize: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGPoint {
    /// Plumb's point as a `CGPoint`.
    init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`; negative insets grow it).
    public func inset(by insets: UIEdgeInsets) -> CGRect { CGRect(plumbRect.inset(by: insets)) }
}
