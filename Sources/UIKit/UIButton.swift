import Plumb

/// A push button (UIKit's `UIButton`), a ``UIControl``: the system type's 15-point title in the
/// tint colour, padded by 6 points above and below, with titles and title colours per state.
/// Its title is measured and drawn as Plumb's `Button` draws its own (they share one `ButtonTitle`).
open class UIButton: UIControl, TextShowing {
    /// A button's look (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Sendable, Hashable {
        /// No style: white title (UIKit's `.custom`, the type of `UIButton(frame:)`).
        case custom
        /// The system button: tinted title.
        case system
        /// Other system types, drawn as `.system`.
        case detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The button's type, fixed at creation.
    public let buttonType: ButtonType
    /// The shown title, its font, padding and colour.
    public let buttonTitle = ButtonTitle(title: "", font: .system(size: 15),
                                         contentEdgeInsets: EdgeInsets(top: 6, left: 0, bottom: 6, right: 0), color: .systemBlue)
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The gap between the image and the title (a configuration's `imagePadding`; 0 otherwise).
    var imageTitlePadding = 0.0 { didSet { invalidateIntrinsicContentSize() } }
    /// The configuration last set (see `UIButton+Configuration.swift`).
    var storedConfiguration: Configuration?
    /// ``titleLabel``, once made, and the colour the button last gave it (`UIButton+Subviews.swift`).
    var titleLabelStorage: UIButtonLabel?
    var titleColorGivenToLabel: UIColor?
    /// ``imageView``, once made.
    var imageViewStorage: UIButtonImageView?

    /// Whether the button responds (default true); a disabled button shows its `.disabled` title and colour.
    open override var isEnabled: Bool { didSet { showCurrentState() } }
    /// Whether the button is selected; a selected button shows its `.selected` title and colour.
    open override var isSelected: Bool { didSet { showCurrentState() } }
    /// Whether the button is being touched; a highlighted button shows its `.highlighted` title and colour.
    open override var isHighlighted: Bool { didSet { showCurrentState() } }

    /// Creates a button of a type (UIKit's `init(type:)`).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        buttonTitle.attach(to: self)
        showCurrentState()
        isAccessibilityElement = true  // UIKit's defaults for a button
        accessibilityTraits = .button
    }

    /// What VoiceOver says: the label set, else the current title (UIKit's default).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// Creates a custom button with a frame.
    public convenience override init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    /// Buttons are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the title shown in `state`; nil removes it (the `.normal` title is the fallback).
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        showCurrentState()
    }

    /// The title for `state`, or the `.normal` one.
    public func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }

    /// Sets the title colour in `state`; nil removes it.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        showCurrentState()
    }

    /// The title colour for `state`, or the `.normal` one.
    public func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// The title colour shown now: the state's, or the type's default (white for `.custom`,
    /// the tint for the system types).
    public var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }

    /// Sets the image shown in `state`, before the title; nil removes it (the `.normal` image
    /// is the fallback).
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    /// The image for `state`, or the `.normal` one.
    public func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }

    /// The menu the button shows (nil by default). Stored, not drawn: no menu opens on Linux.
    open var menu: UIMenu?

    /// Padding around the title (UIKit's `contentEdgeInsets`; 6 above and below by default).
    public var contentEdgeInsets: UIEdgeInsets {
        get { buttonTitle.contentEdgeInsets }
        set { buttonTitle.contentEdgeInsets = newValue }
    }

    private func showCurrentState() {
        if !images.isEmpty { invalidateIntrinsicContentSize() }
        buttonTitle.title = currentTitle ?? ""
        buttonTitle.color = currentTitleColor
        showTitleColorInLabel()
    }

    /// The title's size plus ``contentEdgeInsets``; with an image, the image and the title side
    /// by side, as high as the taller, plus the insets.
    open override var intrinsicContentSize: CGSize {
        guard let image = currentImage else { return CGSize(buttonTitle.paddedSize) }
        let title = titleSize, insets = contentEdgeInsets, gap = title.width > 0 ? imageTitlePadding : 0
        return CGSize(width: image.size.width + gap + title.width + insets.left + insets.right,
                      height: max(image.size.height, title.height) + insets.top + insets.bottom)
    }

    /// The title's measured size; zero without a title.
    private var titleSize: Size { buttonTitle.title.isEmpty ? .zero : buttonTitle.measurement.size }

    /// Lays out the subviews, then rounds the corners as the configuration asks for the new height.
    open override func layoutSubviews() {
        super.layoutSubviews()
        applyConfigurationCorners()
    }

    /// The title's baselines.
    open override func _baselineOffsets() -> BaselineOffsets? { buttonTitle.baselineOffsets }

    /// Draws the background, then the title centred in the bounds minus ``contentEdgeInsets``;
    /// with an image, the image then the title, centred together.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        buttonTitle.color = titleColorToDraw  // the tint may come from a superview set since
        var title = buttonTitle.drawing(in: alignmentRect(forFrame: bounds.plumbRect))
        if let image = currentImage {
            let content = title.rect, size = titleSize, gap = size.width > 0 ? imageTitlePadding : 0
            let start = content.midX - (image.size.width + gap + size.width) / 2
            context.draw(image, in: Rect(x: start, y: content.midY - image.size.height / 2,
                                         width: image.size.width, height: image.size.height),
                         contentMode: imageViewStorage?.contentMode ?? .scaleToFill)
            title.rect = Rect(x: start + image.size.width + gap, y: content.minY, width: size.width, height: content.height)
        }
        if !buttonTitle.title.isEmpty { context.draw(title) }
    }

    /// The name logs use: the identifier, or `UIButton'title'`.
    open override var debugName: String { identifier ?? "\(String(describing: type(of: self)))'\(buttonTitle.title)'" }
    /// True: with its title cut off, the user can't tell what the button does.
    open override var isTruncationAnError: Bool { true }

    /// A button spoken as its ``accessibilityLabel`` (its title unless one is set), its title drawn.
    open override var accessibilityAuditFacts: AccessibilityFacts? { buttonTitle.accessibilityFacts(label: accessibilityLabel) }

    /// The title shown now.
    public var displayedText: String { buttonTitle.title }
    /// Rewrites every state's title.
    public func rewriteTexts(_ rewrite: (String) -> String) {
        titles = titles.mapValues(rewrite)
        showCurrentState()
    }
    /// Whether the padded title is wider than the button (nil without a title).
    public var isTextCut: Bool? {
        buttonTitle.title.isEmpty ? nil : Double(intrinsicContentSize.width) > alignmentRect(forFrame: bounds.plumbRect).width + 0.5
    }
}
