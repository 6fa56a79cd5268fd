/// A check box with a title (AppKit's checkbox button). Its intrinsic size is the box, a gap
/// and the title; its baselines are the title's.
open class Checkbox: View, TextShowing {
    /// The title beside the box.
    public var title: String { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
    /// The title's font (AppKit's system font, 13 points).
    public var font: Font { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// Whether the box shows a tick.
    public var isChecked: Bool
    /// The tick's and the checked box's colour.
    public var tintColor: Color = .systemBlue

    /// The box's side, 14 points.
    public static let boxSize = 14.0
    /// The gap between the box and the title, 6 points.
    public static let titleGap = 6.0

    /// Creates a check box.
    public init(title: String = "", checked: Bool = false, font: Font = .system(size: 13)) {
        self.title = title
        self.isChecked = checked
        self.font = font
        super.init(frame: .zero)
    }

    /// Creates a check box with an identifier.
    public convenience init(_ identifier: String, title: String, checked: Bool = false) {
        self.init(title: title, checked: checked)
        self.identifier = identifier
    }

    private var titleMeasurement: TextMeasurement {
        effectiveTextMeasurer.measure(TextMeasureRequest(text: title, font: resolvedFont(font)))
    }

    /// The box, the gap and the title side by side; as high as the taller of box and title.
    open override var intrinsicContentSize: Size {
        let text = titleMeasurement.size
        let gap = title.isEmpty ? 0 : Checkbox.titleGap
        return Size(width: Checkbox.boxSize + gap + text.width, height: max(Checkbox.boxSize, text.height))
    }

    /// The title's baselines.
    open override func _baselineOffsets() -> BaselineOffsets? { BaselineOffsets(titleMeasurement) }

    /// A check box, labelled and drawn by its title.
    open override var accessibilityAuditFacts: AccessibilityFacts? {
        AccessibilityFacts(control: "check box", label: title, text: title.isEmpty ? nil : .init(font: resolvedFont(font), color: .label))
    }

    /// Draws the box (filled and ticked when checked) at the leading edge, then the title.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let content = alignmentRect(forFrame: bounds)
        let direction = effectiveUserInterfaceLayoutDirection
        let side = Checkbox.boxSize
        let boxX = direction == .leftToRight ? content.minX : content.maxX - side
        let box = Rect(x: boxX, y: content.midY - side / 2, width: side, height: side)
        if isChecked {
            context.fill(Path(rect: box, cornerRadius: 3), with: tintColor)
            var tick = Path()
            tick.move(to: Point(x: box.minX + 3.5, y: box.midY + 0.5))
            tick.addLine(to: Point(x: box.minX + 6, y: box.maxY - 3.5))
            tick.addLine(to: Point(x: box.maxX - 3, y: box.minY + 3.5))
            context.stroke(tick, with: .white, lineWidth: 2)
        } else {
            context.fill(Path(rect: box, cornerRadius: 3), with: .systemBackground)
            context.stroke(Path(rect: box.inset(by: EdgeInsets(all: 0.5)), cornerRadius: 2.5), with: .systemGray, lineWidth: 1)
        }
        let inset = side + Checkbox.titleGap
        let titleRect = content.inset(by: direction == .leftToRight ? EdgeInsets(left: inset) : EdgeInsets(right: inset))
        context.draw(TextDrawing(text: title, font: resolvedFont(font), color: .label, rect: titleRect,
                                 alignment: TextAlignment.natural.resolved(for: direction),
                                 lineBreakMode: .byTruncatingTail, lines: 1, direction: direction))
    }

    /// The name logs use: the identifier, or the class name with what it shows.
    override public var debugName: String { identifier ?? "\(typeName)'\(title)'" }

    /// ``isChecked``; setting nil leaves it as it is.
    open override var toggleState: Bool? {
        get { isChecked }
        set { if let newValue { isChecked = newValue } }
    }

    /// The title.
    public var displayedText: String { title }
    /// Rewrites the title.
    public func rewriteTexts(_ rewrite: (String) -> String) { title = rewrite(title) }
}
