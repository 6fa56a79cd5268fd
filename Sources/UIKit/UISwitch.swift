import Plumb

/// An on/off switch (UIKit's `UISwitch`), a ``UIControl`` of UIKit's fixed size, 51 × 31
/// points, that hugs and resists at 750 on both axes (UIKit's defaults for a switch). Drawn as
/// a capsule track, green when on, with a white thumb.
open class UISwitch: UIControl {
    /// UIKit's switch size: 51 × 31 points.
    public static let switchSize = CGSize(width: 51, height: 31)

    /// Whether the switch is on (default false).
    open var isOn = false
    /// The track's colour when on (nil: system green, UIKit's default).
    open var onTintColor: UIColor?
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor?

    /// Creates a switch; the frame's size is ignored, as UIKit ignores it.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.switchSize))
        for axis in [LayoutAxis.horizontal, .vertical] { setContentHuggingPriority(.defaultHigh, for: axis) }
    }

    /// Switches are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Turns the switch on or off (there is no animation on Linux).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// 51 × 31 points.
    /// A switch to the accessibility checks.
    open override var _accessibilityControlName: String? { "switch" }

    open override var intrinsicContentSize: CGSize { UISwitch.switchSize }

    /// The switch's state, which an animation records and each frame shows.
    open override var toggleState: Bool? {
        get { isOn }
        set { if let newValue { isOn = newValue } }
    }

    /// Draws the capsule track and the thumb: at the trailing end when on, the leading end when off.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let size = UISwitch.switchSize
        let track = Rect(x: 0, y: (Double(bounds.height) - size.height) / 2, width: size.width, height: size.height)
        context.fill(Path(rect: track, cornerRadius: track.height / 2), with: isOn ? (onTintColor ?? .systemGreen) : .systemGray5)
        let thumb = track.height - 4
        let leading = effectiveUserInterfaceLayoutDirection == .leftToRight
        let x = (isOn == leading) ? track.maxX - 2 - thumb / 2 : track.minX + 2 + thumb / 2
        let center = Point(x: x, y: track.midY)
        context.fill(Path(circleAround: Point(x: center.x, y: center.y + 1), radius: thumb / 2 + 0.5), with: Color.black.withAlpha(0.12))
        context.fill(Path(circleAround: center, radius: thumb / 2), with: thumbTintColor ?? .white)
    }
}
