/// One configuration to lay a Swift scene out in: a device's size, scale, safe area and size
/// classes, a direction, a text size, an appearance, and a rewrite of every text (a
/// pseudo-language). Each part is nil when the scene's own setting holds. Snapshot assertions
/// take a list of these (`assertSnapshot(of:as:named:variants:)` in PlumbSnapshot).
public struct SceneVariant: Sendable {
    /// The device's name, for reference names (`iphone-se`, `iphone-15:landscape`).
    public var deviceName: String?
    /// The root's size in points.
    public var size: Size?
    /// Pixels per point.
    public var scale: Double?
    /// The root's safe-area insets.
    public var safeAreaInsets: EdgeInsets?
    /// The size classes.
    public var horizontalSizeClass: SizeClass?, verticalSizeClass: SizeClass?
    /// The layout direction.
    public var direction: LayoutDirection?
    /// The Dynamic Type size.
    public var contentSize: ContentSizeCategory?
    /// Light or dark.
    public var appearance: UserInterfaceStyle?
    /// The language's name, for reference names (`de`, `double`).
    public var languageName: String?
    /// How every text is rewritten (labels, buttons, text fields, checkboxes).
    public var text: (@Sendable (String) -> String)?

    /// Creates a variant; every part defaults to the scene's own.
    public init(deviceName: String? = nil, size: Size? = nil, scale: Double? = nil, safeAreaInsets: EdgeInsets? = nil,
                horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, direction: LayoutDirection? = nil,
                contentSize: ContentSizeCategory? = nil, appearance: UserInterfaceStyle? = nil,
                languageName: String? = nil, text: (@Sendable (String) -> String)? = nil) {
        self.deviceName = deviceName
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.direction = direction
        self.contentSize = contentSize
        self.appearance = appearance
        self.languageName = languageName
        self.text = text
    }
}

extension Scene {
    /// Lays the scene out in a variant from now on: its size, scale, safe area, direction and
    /// traits change, and every text is rewritten when the variant says so.
    public func apply(_ variant: SceneVariant) {
        if let size = variant.size {
            width = size.width
            height = size.height
        }
        if let scale = variant.scale { self.scale = scale }
        if let insets = variant.safeAreaInsets { root.safeAreaInsets = insets }
        if let direction = variant.direction { self.direction = direction }
        var traits = self.traits
        if let horizontal = variant.horizontalSizeClass { traits.horizontalSizeClass = horizontal }
        if let vertical = variant.verticalSizeClass { traits.verticalSizeClass = vertical }
        if let contentSize = variant.contentSize { traits.preferredContentSizeCategory = contentSize }
        if let appearance = variant.appearance { traits.userInterfaceStyle = appearance }
        self.traits = traits
        if let rewrite = variant.text {
            for view in root.subtreeViews {
                switch view {
                case let label as Label: label.text = rewrite(label.text)
                case let button as Button: button.title = rewrite(button.title)
                case let checkbox as Checkbox: checkbox.title = rewrite(checkbox.title)
                case let field as TextField:
                    if !field.text.isEmpty { field.text = rewrite(field.text) }
                    field.placeholder = rewrite(field.placeholder)
                default: break
                }
            }
        }
    }
}

extension SceneVariant {
    /// A device preset in an orientation: its size, scale, safe area and size classes, named
    /// `iphone-15` or `iphone-15:landscape` in references.
    public static func device(_ device: Device, _ orientation: Orientation = .portrait) -> SceneVariant {
        let traits = device.traits(orientation)
        return SceneVariant(deviceName: orientation == .landscape ? "\(device.name):landscape" : device.name,
                            size: device.size(orientation), scale: device.scale, safeAreaInsets: device.safeArea(orientation),
                            horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass)
    }

    /// A pseudo-language: every text rewritten (``PseudoLanguage/apply(to:)``), and `rtl` laid out right to left.
    public static func pseudoLanguage(_ language: PseudoLanguage) -> SceneVariant {
        SceneVariant(direction: language == .rtl ? .rightToLeft : nil, languageName: language.rawValue,
                     text: { language.apply(to: $0) })
    }

    /// This variant with another's parts laid over it (the other's win where both say something).
    public func combined(with other: SceneVariant) -> SceneVariant {
        let rewrite: (@Sendable (String) -> String)?
        switch (text, other.text) {
        case let (first?, second?): rewrite = { second(first($0)) }
        case let (first, second): rewrite = second ?? first
        }
        return SceneVariant(
            deviceName: other.deviceName ?? deviceName, size: other.size ?? size, scale: other.scale ?? scale,
            safeAreaInsets: other.safeAreaInsets ?? safeAreaInsets,
            horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
            verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass, direction: other.direction ?? direction,
            contentSize: other.contentSize ?? contentSize, appearance: other.appearance ?? appearance,
            languageName: other.languageName ?? languageName,
            text: rewrite)
    }
}
