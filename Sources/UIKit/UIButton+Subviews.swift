import Plumb

/// The label of a button's title (UIKit's class of `titleLabel` has this name too): its font
/// is the button's title font, so setting it remeasures and redraws the button.
final class UIButtonLabel: UILabel {
    weak var button: UIButton?

    /// The button's title font; setting it changes the title the button measures and draws.
    override var font: UIFont! {
        get { button?.buttonTitle.font ?? super.font }
        set {
            super.font = newValue
            if let newValue { button?.buttonTitle.font = newValue }
        }
    }

    /// The title shown now.
    override var text: String? {
        get { button?.currentTitle ?? super.text }
        set { super.text = newValue }
    }
}

/// The view of a button's image: its image is the button's current one, and its content mode
/// places that image when the button draws.
final class UIButtonImageView: UIImageView {
    weak var button: UIButton?

    /// The image shown now.
    override var image: UIImage? {
        get { button?.currentImage ?? super.image }
        set { super.image = newValue }
    }
}

extension UIButton {
    /// The label that shows the title (UIKit's `titleLabel`): its `font` is the title's font
    /// (setting it remeasures the button), its `textColor` the colour drawn until the state
    /// changes (then the state's title colour, as in UIKit), its `text` the current title.
    /// Made on first use; it is not among the button's subviews, and its frame stays zero.
    public var titleLabel: UILabel? {
        if let label = titleLabelStorage { return label }
        let label = UIButtonLabel(frame: .zero)
        label.button = self
        label.textColor = currentTitleColor
        titleLabelStorage = label
        titleColorGivenToLabel = currentTitleColor
        return label
    }

    /// The view that shows the image (UIKit's `imageView`): its `image` is the current image
    /// and its `contentMode` places it in the image's square when the button draws. Made on
    /// first use; not among the subviews.
    public var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = UIButtonImageView(frame: .zero)
        view.button = self
        view.contentMode = .scaleAspectFit  // UIKit's for a button's image view
        imageViewStorage = view
        return view
    }

    /// Gives the label the state's title colour, as UIKit does on each state change.
    func showTitleColorInLabel() {
        guard let label = titleLabelStorage else { return }
        label.textColor = currentTitleColor
        titleColorGivenToLabel = currentTitleColor
    }

    /// The colour to draw the title in: the label's when the app set it since the button last
    /// gave it one, else the current title colour.
    var titleColorToDraw: UIColor {
        guard let label = titleLabelStorage, label.textColor != titleColorGivenToLabel else { return currentTitleColor }
        return label.textColor
    }
}
