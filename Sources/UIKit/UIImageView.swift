import Plumb

/// A picture (UIKit's `UIImageView`), on Plumb's `ImageView`: its intrinsic size is the
/// image's size, none without an image; `contentMode` places it.
open class UIImageView: ImageView {
    /// Creates an image view showing `image`, sized to it by its intrinsic size.
    public override init(image: UIImage?) {
        super.init(image: image)
    }

    /// Creates an empty image view with a frame.
    public init(frame: CGRect) {
        super.init(image: nil)
        rectFrame = frame.plumbRect
    }

    /// Image views are never decoded from a nib on Linux: returns nil (see ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates an empty image view with a zero frame.
    public convenience init() {
        self.init(image: nil)
    }
}
