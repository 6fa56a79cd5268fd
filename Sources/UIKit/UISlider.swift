import Plumb

/// A control that picks a value in a range by dragging a thumb (UIKit's `UISlider`): no
/// intrinsic width and a height of 31 points, the thumb's 28-point circle with room for its
/// shadow. The track is 4 points high: the tint up to the thumb, grey after it.
open class UISlider: UIControl {
    /// The slider's height: 31 points.
    public static let sliderHeight: CGFloat = 31
    /// The thumb's diameter: 28 points.
    public static let thumbDiameter = 28.0

    /// The value (default 0), kept within the range.
    open var value: Float = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    /// The range's lower end (default 0).
    open var minimumValue: Float = 0
    /// The range's upper end (default 1).
    open var maximumValue: Float = 1
    /// The track's colour before the thumb (nil: the tint).
    open var minimumTrackTintColor: UIColor?
    /// The track's colour after the thumb (nil: system grey 5).
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor?
    /// Whether dragging sends value changes continuously (default true); stored.
    open var isContinuous = true

    /// Sets ``value`` (there is no animation on Linux).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// No width of its own; 31 points high.
    /// A slider to the accessibility checks.
    open override var _accessibilityControlName: String? { "slider" }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISlider.sliderHeight) }

    /// Draws the track and the thumb at the value's place (from the leading edge).
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let box = bounds.plumbRect, radius = UISlider.thumbDiameter / 2
        let span = maximumValue > minimumValue ? Double((value - minimumValue) / (maximumValue - minimumValue)) : 0
        let travel = max(box.width - 2 * radius, 0)
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let x = leftToRight ? box.minX + radius + travel * span : box.maxX - radius - travel * span
        let track = Rect(x: box.minX, y: box.midY - 2, width: box.width, height: 4)
        context.fill(Path(rect: track, cornerRadius: 2), with: maximumTrackTintColor ?? .systemGray5)
        let filled = leftToRight ? Rect(x: track.minX, y: track.minY, width: x - track.minX, height: 4)
            : Rect(x: x, y: track.minY, width: track.maxX - x, height: 4)
        context.fill(Path(rect: filled, cornerRadius: 2), with: minimumTrackTintColor ?? tintColor)
        let center = Point(x: x, y: box.midY)
        context.fill(Path(circleAround: Point(x: x, y: center.y + 1), radius: radius + 0.5), with: Color.black.withAlpha(0.12))
        context.fill(Path(circleAround: center, radius: radius), with: thumbTintColor ?? .white)
    }
}
