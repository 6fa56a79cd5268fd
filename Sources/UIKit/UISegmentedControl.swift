import Plumb

/// A row of segments, one selected (UIKit's `UISegmentedControl`), a ``UIControl``: 32 points
/// high (UIKit's height since iOS 13); its segments are equally wide, each the widest title
/// in the 13-point system font plus 12 points on each side (Plumb's reading of UIKit's
/// padding). Drawn as a grey capsule with the selected segment raised in white.
open class UISegmentedControl: UIControl, TextShowing {
    /// The value of ``selectedSegmentIndex`` when none is selected: −1.
    public static let noSegment = -1
    /// The control's height: 32 points.
    public static let controlHeight: CGFloat = 32
    /// Padding at each side of a segment's title: 12 points.
    public static let segmentPadding = 12.0

    private var titles: [String] = [] { didSet { invalidateIntrinsicContentSize() } }
    /// The selected segment, or ``noSegment`` (the default).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// The selected segment's colour (nil: white in light mode).
    open var selectedSegmentTintColor: UIColor?
    /// The titles' font: the system font at 13 points.
    private let font = UIFont.systemFont(ofSize: 13)

    /// Creates a control with a segment per item; strings become titles, images untitled segments.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        titles = (items ?? []).map { ($0 as? String) ?? "" }
    }

    /// Creates an empty control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Segmented controls are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How many segments there are.
    open var numberOfSegments: Int { titles.count }

    /// Inserts a segment with a title at `segment` (clamped).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(segment, 0), titles.count))
    }

    /// Removes the segment at `segment`, if there is one.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    /// Sets the title of the segment at `segment`, if there is one.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
    }

    /// The title of the segment at `segment`, nil for none.
    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    private func titleSize(_ title: String) -> Size {
        effectiveTextMeasurer.measure(TextMeasureRequest(text: title, font: resolvedFont(font))).size
    }

    /// A segmented control to the accessibility checks, spoken as its label or, without one,
    /// its segments' titles (VoiceOver reads each segment's).
    open override var _accessibilityControlName: String? { "segmented control" }

    open override var accessibilityAuditFacts: AccessibilityFacts? {
        AccessibilityFacts(control: "segmented control", label: accessibilityLabel ?? titles.joined(separator: ", "))
    }

    /// Each segment as wide as the widest title plus its padding; 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widest = titles.map { titleSize($0).width }.max() ?? 0
        let segment = widest + 2 * UISegmentedControl.segmentPadding
        return CGSize(width: segment * Double(titles.count), height: UISegmentedControl.controlHeight)
    }

    /// Draws the grey capsule, the selected segment in white, and the titles centred in their segments.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let box = bounds.plumbRect
        context.fill(Path(rect: box, cornerRadius: 9), with: .tertiarySystemFill)
        guard !titles.isEmpty else { return }
        let width = box.width / Double(titles.count)
        let direction = effectiveUserInterfaceLayoutDirection
        for (index, title) in titles.enumerated() {
            let slot = direction == .leftToRight ? index : titles.count - 1 - index
            let segment = Rect(x: box.minX + Double(slot) * width, y: box.minY, width: width, height: box.height)
            if index == selectedSegmentIndex {
                context.fill(Path(rect: segment.inset(by: EdgeInsets(all: 2)), cornerRadius: 7), with: selectedSegmentTintColor ?? .white)
            }
            context.draw(TextDrawing(text: title, font: resolvedFont(font), color: .label, rect: segment,
                                     alignment: .center, lineBreakMode: .byTruncatingTail, lines: 1, direction: direction))
        }
    }

    /// The titles, separated by `|`.
    public var displayedText: String { titles.joined(separator: " | ") }
    /// Rewrites every title.
    public func rewriteTexts(_ rewrite: (String) -> String) { titles = titles.map(rewrite) }
}
