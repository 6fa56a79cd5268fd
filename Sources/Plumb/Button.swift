/// A push button (UIKit's `UIButton`). Its intrinsic size is its title plus ``contentEdgeInsets``.
///
/// The default ``BezelStyle/plain`` style is UIKit's system button: a tinted title, no bezel,
/// and a frame equal to its alignment rectangle (the seeds' numbers and logs assume it). The
/// ``BezelStyle/rounded`` style draws a rounded bezel with a drop shadow; the shadow lies
/// outside the alignment rectangle (``View/customAlignmentRectInsets`` becomes
/// ``Button/shadowInsets``), so constraints align the bezel while the frame also covers the
/// shadow, as AppKit's push buttons do.
open class Button: View, TextShowing {
    /// How the button is drawn.
    public enum BezelStyle: String, Sendable, Hashable {
        /// A rounded, bordered bezel with a drop shadow below it.
        case rounded
        /// Only the title, like UIKit's system button; no alignment insets. The default.
        case plain
    }

    /// The title, its font, padding and colour.
    public let buttonTitle: ButtonTitle
    /// The title.
    public var title: String {
        get { buttonTitle.title }
        set { buttonTitle.title = newValue }
    }
    /// The title's font (UIKit's system button uses 15 points).
    public var font: Font {
        get { buttonTitle.font }
        set { buttonTitle.font = newValue }
    }
    /// Padding around the title.
    public var contentEdgeInsets: EdgeInsets {
        get { buttonTitle.contentEdgeInsets }
        set { buttonTitle.contentEdgeInsets = newValue }
    }
    /// The title's colour.
    public var titleColor: Color {
        get { buttonTitle.color }
        set { buttonTitle.color = newValue }
    }
    /// The bezel's fill.
    public var bezelColor: Color = .secondarySystemGroupedBackground
    /// The bezel style; changing it resets ``View/customAlignmentRectInsets`` to the style's insets.
    public var bezelStyle: BezelStyle = .plain {
        didSet { if bezelStyle != oldValue { customAlignmentRectInsets = bezelStyle == .rounded ? Button.shadowInsets : .zero } }
    }

    /// How far the frame extends beyond the bezel for its shadow: 1 point to each side, 3 below.
    public static let shadowInsets = EdgeInsets(top: 0, left: 1, bottom: 3, right: 1)

    /// Creates a button with a title. Without `contentEdgeInsets`, a plain button pads its
    /// title by 6 above and below (UIKit's system button), a rounded one also by 12 at the sides.
    public init(title: String = "", font: Font = .system(size: 15), contentEdgeInsets: EdgeInsets? = nil,
                style: BezelStyle = .plain) {
        let padding = contentEdgeInsets
            ?? EdgeInsets(top: 6, left: style == .rounded ? 12 : 0, bottom: 6, right: style == .rounded ? 12 : 0)
        buttonTitle = ButtonTitle(title: title, font: font, contentEdgeInsets: padding, color: .systemBlue)
        self.bezelStyle = style
        super.init(frame: .zero)
        buttonTitle.attach(to: self)
        if style == .rounded { storedAlignmentInsets = Button.shadowInsets }
    }

    /// Creates a button with an identifier and a title.
    public convenience init(_ identifier: String, title: String) {
        self.init(title: title)
        self.identifier = identifier
    }

    /// The title's measurement.
    public var titleMeasurement: TextMeasurement { buttonTitle.measurement }

    /// The title's size plus ``contentEdgeInsets``.
    open override var intrinsicContentSize: Size { buttonTitle.paddedSize }

    /// The title's baselines.
    open override func _baselineOffsets() -> BaselineOffsets? { buttonTitle.baselineOffsets }

    /// Draws the shadow and bezel (rounded style), then the title centred in the alignment
    /// rectangle minus the content insets.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        let bezel = alignmentRect(forFrame: bounds)
        if bezelStyle == .rounded {
            let radius = min(6, bezel.height / 2)
            let shadow = Rect(x: bezel.minX - 1, y: bezel.minY + 1, width: bezel.width + 2, height: bezel.height + 2)
            context.fill(Path(rect: shadow, cornerRadius: radius + 1), with: Color.black.withAlpha(0.12))
            context.fill(Path(rect: bezel, cornerRadius: radius), with: bezelColor)
            context.stroke(Path(rect: bezel.inset(by: EdgeInsets(all: 0.5)), cornerRadius: radius - 0.5),
                           with: .separator, lineWidth: 1)
        }
        context.draw(buttonTitle.drawing(in: bezel))
    }

    /// The name logs use: the identifier, or the class name with what it shows.
    override public var debugName: String { identifier ?? "\(typeName)'\(title)'" }

    /// True: with its title cut off, the user can't tell what the button does.
    open override var isTruncationAnError: Bool { true }

    /// A button, labelled and drawn by its title (over the bezel, when it is rounded).
    open override var accessibilityAuditFacts: AccessibilityFacts? {
        buttonTitle.accessibilityFacts(label: title, fill: bezelStyle == .rounded ? bezelColor : nil)
    }

    /// The title.
    public var displayedText: String { title }
    /// Rewrites the title.
    public func rewriteTexts(_ rewrite: (String) -> String) { title = rewrite(title) }
    /// Whether the padded title is wider than the button's alignment rectangle (nil without a title).
    public var isTextCut: Bool? {
        title.isEmpty ? nil : intrinsicContentSize.width > alignmentRect(forFrame: bounds).width + 0.5
    }
}
