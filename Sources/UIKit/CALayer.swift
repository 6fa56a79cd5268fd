import Plumb

/// The part of Core Animation's layer that layout code touches (UIKit's `view.layer`): corner
/// radius, border and clipping, which Plumb stores on the view and draws. A `UIView` keeps one
/// layer, so what is set on it stays (shadows, `cornerCurve`; see `CALayer+Shadow.swift`); a
/// plain Plumb view gets a new window onto itself on each read.
public final class CALayer {
    private unowned let view: View
    /// The shadow and corner settings, which only the layer holds.
    var appearance = CALayerAppearance()

    init(view: View) { self.view = view }

    /// Rounds the background, the border and the clip.
    public var cornerRadius: Double {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }

    /// The border's width in points, drawn inside the bounds above the subviews.
    public var borderWidth: Double {
        get { view.borderWidth }
        set { view.borderWidth = newValue }
    }

    /// The border's colour; nil draws none (UIKit's default is opaque black).
    public var borderColor: CGColor? {
        get { view.borderColor }
        set { view.borderColor = newValue ?? .clear }
    }

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }

    /// The layer's opacity: the view's `alpha`.
    public var opacity: Float {
        get { Float(view.alpha) }
        set { view.alpha = Double(newValue) }
    }
}

extension View {
    /// The view's layer: its corner radius, border and clipping.
    public var layer: CALayer { (self as? UIView)?.ownLayer ?? CALayer(view: self) }
}
