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
