/// A push button (UIKit's `UIButton`). Its intrinsic size is its title plus ``contentEdgeInsets``.
open class Button: View {
    /// The title.
    public var title: String { didSet { if title != oldValue { invalidateIntrinsicContentSize() } } }
    /// The title's font (UIKit's system button uses 15 points).
    public var font: Font { didSet { if font != oldValue { invalidateIntrinsicContentSize() } } }
    /// Padding around the title.
    public var contentEdgeInsets: EdgeInsets { didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } } }

    /// Creates a button with a title.
    public init(title: String = "", font: Font = .system(size: 15),
                contentEdgeInsets: EdgeInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)) {
        self.title = title
        self.font = font
        self.contentEdgeInsets = contentEdgeInsets
        super.init(frame: .zero)
    }

    /// Creates a button with an identifier and a title.
    public convenience init(_ identifier: String, title: String) {
        self.init(title: title)
        self.identifier = identifier
    }

    /// The title's measurement.
    public var titleMeasurement: TextMeasurement {
        effectiveTextMeasurer.measure(TextMeasureRequest(text: title, font: font))
    }

    /// The title's size plus ``contentEdgeInsets``.
    open override var intrinsicContentSize: Size {
        let text = titleMeasurement.size
        return Size(width: text.width + contentEdgeInsets.left + contentEdgeInsets.right,
                    height: text.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    override func baselineOffsets() -> BaselineOffsets? {
        let m = titleMeasurement
        return BaselineOffsets(textHeight: m.size.height, first: m.firstBaseline, last: m.lastBaseline)
    }

    override var debugName: String { identifier ?? "\(typeName)'\(title)'" }
}

/// A picture (UIKit's `UIImageView`). Its intrinsic size is the image's size.
open class ImageView: View {
    /// The image's size in points, or nil for no image (no intrinsic size).
    public var imageSize: Size? { didSet { if imageSize != oldValue { invalidateIntrinsicContentSize() } } }

    /// Creates an image view for an image of `imageSize`.
    public init(imageSize: Size? = nil) {
        self.imageSize = imageSize
        super.init(frame: .zero)
    }

    /// Creates an image view with an identifier.
    public convenience init(_ identifier: String, imageSize: Size?) {
        self.init(imageSize: imageSize)
        self.identifier = identifier
    }

    /// The image's size, or no intrinsic metric on either axis without an image.
    open override var intrinsicContentSize: Size {
        imageSize ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
