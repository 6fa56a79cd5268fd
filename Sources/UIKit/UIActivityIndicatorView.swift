import Plumb

/// A spinning wheel (UIKit's `UIActivityIndicatorView`): 20 × 20 points in the medium style,
/// 37 × 37 in the large one, hugging at 750. It hides when stopped (`hidesWhenStopped`,
/// true by default), so a new one is hidden until `startAnimating()`. Drawn as eight spokes,
/// fading round the circle, as a still frame of the spin.
open class UIActivityIndicatorView: UIView {
    /// The indicator's size (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Sendable, Hashable {
        /// 20 × 20 points, the default.
        case medium
        /// 37 × 37 points.
        case large
    }

    /// The size.
    open var style: Style { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    /// The spokes' colour (default: secondary label grey).
    open var color: UIColor! = .secondaryLabel
    /// Whether the view hides while stopped (default true).
    open var hidesWhenStopped = true { didSet { if !isAnimating { isHidden = hidesWhenStopped } } }
    /// Whether it spins (default false, until `startAnimating()`).
    public private(set) var isAnimating = false

    /// Creates an indicator of a style.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        for axis in [LayoutAxis.horizontal, .vertical] { setContentHuggingPriority(.defaultHigh, for: axis) }
        isHidden = hidesWhenStopped
    }

    /// Creates a medium indicator with a frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// Indicators are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts spinning, and shows the view.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning, and hides the view when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// 20 × 20 (medium) or 37 × 37 (large).
    open override var intrinsicContentSize: CGSize {
        style == .medium ? CGSize(width: 20, height: 20) : CGSize(width: 37, height: 37)
    }

    /// Draws eight spokes round the centre, the first opaque and each next one fainter.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let side = Double(min(bounds.width, bounds.height))
        let center = Point(x: Double(bounds.midX), y: Double(bounds.midY))
        let outer = side / 2, inner = side / 4, width = side / 10
        for spoke in 0..<8 {
            let angle = Double(spoke) * .pi / 4 - .pi / 2
            let from = Point(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle))
            let to = Point(x: center.x + (outer - width / 2) * cos(angle), y: center.y + (outer - width / 2) * sin(angle))
            context.stroke(Path(line: from, to: to), with: color.withAlpha(1 - Double(spoke) * 0.1), lineWidth: width)
        }
    }
}
