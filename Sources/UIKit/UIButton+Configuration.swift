import Plumb

extension UIButton {
    /// A button's content and look (UIKit's `UIButton.Configuration`, iOS 15): the four system
    /// styles with a title, an image, the gap between them, content insets and base colours.
    /// The sizes are Plumb's reading of UIKit's medium button, which Apple doesn't publish:
    /// 17-point title, insets 7 above and below and 12 at the sides, corners of 6 points.
    public struct Configuration: Hashable, Sendable {
        /// How the background is drawn: none, tinted, grey, or filled with the tint.
        enum Style: Hashable, Sendable { case plain, tinted, gray, filled }
        /// How round the corners are (UIKit's `UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Hashable, Sendable {
            /// The size's own radius (6 points for medium), the default.
            case dynamic
            /// The background's own `cornerRadius`.
            case fixed
            /// 4, 8 and 12 points, and fully round.
            case small, medium, large, capsule
        }

        let style: Style
        /// The title (default nil).
        public var title: String?
        /// The image, before the title (default nil).
        public var image: UIImage?
        /// The gap between the image and the title (default 0, as UIKit's).
        public var imagePadding: CGFloat = 0
        /// Space round the content (Plumb's reading of UIKit's medium size: 7 above and below, 12 at the sides).
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The title's and image's colour (nil: white on `filled`, the tint otherwise).
        public var baseForegroundColor: UIColor?
        /// The background's colour (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// How round the corners are (default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic

        /// No background, tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A pale tint behind a tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background behind a tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A tint background behind a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }

        /// The background drawn behind the content, for a tint.
        func background(tint: UIColor) -> UIColor? {
            if let baseBackgroundColor { return baseBackgroundColor }
            switch style {
            case .plain: return nil
            case .tinted: return tint.withAlpha(0.15)
            case .gray: return .tertiarySystemFill
            case .filled: return tint
            }
        }

        /// The title's colour, for a tint.
        func foreground(tint: UIColor) -> UIColor { baseForegroundColor ?? (style == .filled ? .white : tint) }

        /// The corners' radius for a button `height` points high.
        func cornerRadius(height: Double) -> Double {
            switch cornerStyle {
            case .dynamic: 6
            case .fixed: 0
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            }
        }
    }

    /// Creates a system button with a configuration, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The configuration, which sets the title, image, insets and colours; nil (the default)
    /// leaves the button's own.
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            guard let newValue else { return }
            buttonTitle.font = .system(size: 17)
            setTitle(newValue.title, for: .normal)
            setImage(newValue.image, for: .normal)
            imageTitlePadding = Double(newValue.imagePadding)
            let insets = newValue.contentInsets
            let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
            contentEdgeInsets = UIEdgeInsets(top: insets.top, left: leftToRight ? insets.leading : insets.trailing,
                                             bottom: insets.bottom, right: leftToRight ? insets.trailing : insets.leading)
            setTitleColor(newValue.foreground(tint: tintColor), for: .normal)
            backgroundColor = newValue.background(tint: tintColor)
            applyConfigurationCorners()
        }
    }

    /// The configuration's corners, for the current height (after each layout).
    func applyConfigurationCorners() {
        guard let configuration = storedConfiguration else { return }
        cornerRadius = configuration.cornerRadius(height: Double(bounds.height))
    }
}
