import Plumb

/// A picture (UIKit's `UIImageView`), a ``UIView``: its intrinsic size is the image's size,
/// none without an image; `contentMode` places it (stretched by default, as in UIKit).
open class UIImageView: UIView {
    /// The picture, or nil for none (no intrinsic size).
    open var image: UIImage? { didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } } }
    /// How the picture fills the bounds (default `.scaleToFill`, as in UIKit).
    open var contentMode: ContentMode = .scaleToFill

    /// Creates an image view showing `image`, sized to it by its intrinsic size.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false  // UIKit's default for an image view
    }

    /// Creates an empty image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Image views are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's size, or `noIntrinsicMetric` on both axes without an image.
    open override var intrinsicContentSize: CGSize {
        image.map { CGSize($0.size) } ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// ``contentMode``, which places the picture (the layout report shows it).
    open override var drawingContentMode: ContentMode? { contentMode }

    /// Draws the background, then the picture placed by ``contentMode`` and clipped to the bounds.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        if let image { context.draw(image, in: bounds.plumbRect, contentMode: contentMode) }
    }
}
