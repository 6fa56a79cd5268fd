/// The border and corner radius of every view.
///
/// They are members of this protocol's extension, not of ``View`` itself, so that a subclass
/// may declare its own `cornerRadius` or `borderWidth` without overriding them: UIKit's
/// `UIView` has no such members (they are its layer's), and apps' `UIView` subclasses declare
/// them for their own use (`private let cornerRadius: CGFloat = 5`). Every ``View`` is
/// `BorderDrawing`; inside such a subclass its own member wins, and `layer.cornerRadius`
/// still reaches the view's. The members are disfavoured overloads, so that the subclass's wins
/// even where the view's type fits better (`layer.cornerRadius = cornerRadius` with the
/// subclass's `CGFloat`, where the view's `Double` needs no conversion).
public protocol BorderDrawing: View {}

extension View: BorderDrawing {}

extension BorderDrawing {
    /// The border's colour (drawn above the subviews, inside the bounds, as a layer's border is).
    @_disfavoredOverload public var borderColor: Color {
        get { storedBorderColor }
        set { storedBorderColor = newValue }
    }

    /// The border's width in points; 0 draws no border.
    @_disfavoredOverload public var borderWidth: Double {
        get { storedBorderWidth }
        set { storedBorderWidth = newValue }
    }

    /// Rounds the background, the border and (with ``View/clipsToBounds``) the clip.
    @_disfavoredOverload public var cornerRadius: Double {
        get { storedCornerRadius }
        set { storedCornerRadius = newValue }
    }
}
