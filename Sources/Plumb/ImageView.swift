/// A picture (UIKit's `UIImageView`). Its intrinsic size is the image's size.
open class ImageView: View {
    /// The picture, or nil for none (no intrinsic size).
    public var image: Image? { didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } } }
    /// How the picture fills the bounds (default: stretched, as in UIKit).
    public var contentMode: ContentMode = .scaleToFill

    /// The image's size in points; setting it stands in a placeholder picture of that size.
    public var imageSize: Size? {
        get { image?.size }
        set { image = newValue.map { Image(placeholderOf: $0) } }
    }

    /// Creates an image view showing `image`.
    public init(image: Image?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// Creates an image view with a placeholder picture of `imageSize`.
    public convenience init(imageSize: Size? = nil) {
        self.init(image: imageSize.map { Image(placeholderOf: $0) })
    }

    /// Creates an image view with an identifier and a placeholder picture.
    public convenience init(_ identifier: String, imageSize: Size?) {
        self.init(imageSize: imageSize)
        self.identifier = identifier
    }

    /// The image's size, or no intrinsic metric on either axis without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// ``contentMode``, which places the picture.
    open override var drawingContentMode: ContentMode? { contentMode }

    /// Draws the background, then the picture placed by ``contentMode`` and clipped to the bounds.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        if let image { context.draw(image, in: bounds, contentMode: contentMode) }
    }
}
