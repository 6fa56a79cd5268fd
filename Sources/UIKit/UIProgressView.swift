import Plumb

/// A bar that fills as a task progresses (UIKit's `UIProgressView`): no intrinsic width and a
/// height of 4 points (UIKit's default style since iOS 14), hugging at 250 across and 750 along
/// its height, as UIKit's defaults. The filled part is the tint, the rest the track colour.
open class UIProgressView: UIView {
    /// The bar's look (UIKit's `UIProgressView.Style`); both draw alike here.
    public enum Style: Sendable, Hashable {
        /// The standard bar.
        case `default`
        /// The style for a toolbar.
        case bar
    }

    /// The bar's height: 4 points.
    public static let barHeight: CGFloat = 4

    /// The style.
    open var progressViewStyle: Style = .default
    /// How full the bar is, from 0 to 1 (default 0); values outside are clamped when drawn.
    open var progress: Float = 0
    /// The filled part's colour (nil: the tint).
    open var progressTintColor: UIColor?
    /// The unfilled part's colour (nil: system grey 5).
    open var trackTintColor: UIColor?

    /// Creates a bar of a style.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Creates a default bar with a frame.
    public convenience override init(frame: CGRect) {
        self.init(progressViewStyle: .default)
        self.frame = frame
    }

    /// Progress views are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``progress`` (there is no animation on Linux).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// No width of its own; 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight) }

    /// Draws the track, then its filled part from the leading edge.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let track = bounds.plumbRect
        let radius = track.height / 2
        context.fill(Path(rect: track, cornerRadius: radius), with: trackTintColor ?? .systemGray5)
        let filled = track.width * Double(min(max(progress, 0), 1))
        guard filled > 0 else { return }
        let x = effectiveUserInterfaceLayoutDirection == .leftToRight ? track.minX : track.maxX - filled
        context.fill(Path(rect: Rect(x: x, y: track.minY, width: filled, height: track.height), cornerRadius: radius),
                     with: progressTintColor ?? tintColor)
    }
}
