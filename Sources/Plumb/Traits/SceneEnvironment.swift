/// What a scene is laid out for: the device, the text size, the appearance, the language and
/// the direction. One type for every way in: a Swift scene (``Scene/apply(_:)``), a scene file
/// (`ParsedSceneFile.load(environment:)` in PlumbScene), snapshot assertions and reference
/// names, one cell of a `--matrix`, and the CLI's `--device`, `--content-size`, `--appearance`,
/// `--language`, `--direction` and `--system-font`. Each part is nil when not given, and then
/// the scene's own setting (or the default) holds.
///
/// A scene file's loader looks the device and the language up by name (a preset, a key of the
/// file's `strings:`). A Swift scene has no table to look them up in: it takes the screen
/// (``size``, ``scale``, ``safeAreaInsets``, the size classes) and the ``text`` rewrite as
/// given, which ``device(_:_:)`` and ``pseudoLanguage(_:)`` fill in from a preset and a
/// pseudo-language, and the names only for reference names.
public struct SceneEnvironment: Sendable, Hashable {
    /// A device preset's name with its orientation.
    public var device: DeviceSelection?
    /// The Dynamic Type size that text styles scale to.
    public var contentSize: ContentSizeCategory?
    /// Light or dark.
    public var appearance: UserInterfaceStyle?
    /// The language whose strings the texts show: a key of a file's `strings:`, or a
    /// pseudo-language (`double`, `accented`, `rtl`).
    public var language: String?
    /// The layout direction.
    public var direction: LayoutDirection?
    /// The family that stands in for the system font (the CLI's `--system-font`); it wins over
    /// a file's `systemFont:`.
    public var systemFont: String?
    /// The root's size in points (a Swift scene's screen).
    public var size: Size?
    /// Pixels per point (a Swift scene's screen).
    public var scale: Double?
    /// The root's safe-area insets (a Swift scene's screen).
    public var safeAreaInsets: EdgeInsets?
    /// The size classes (a Swift scene's screen).
    public var horizontalSizeClass: SizeClass?, verticalSizeClass: SizeClass?
    /// How a Swift scene's every text is rewritten (labels, buttons, text fields, checkboxes).
    /// Environments are compared without it: a rewrite is named by ``language``.
    public var text: (@Sendable (String) -> String)?

    /// Creates an environment; nothing given means the scene's own settings.
    public init(device: DeviceSelection? = nil, contentSize: ContentSizeCategory? = nil, appearance: UserInterfaceStyle? = nil,
                language: String? = nil, direction: LayoutDirection? = nil, systemFont: String? = nil,
                size: Size? = nil, scale: Double? = nil, safeAreaInsets: EdgeInsets? = nil,
                horizontalSizeClass: SizeClass? = nil, verticalSizeClass: SizeClass? = nil, text: (@Sendable (String) -> String)? = nil) {
        self.device = device
        self.contentSize = contentSize
        self.appearance = appearance
        self.language = language
        self.direction = direction
        self.systemFont = systemFont
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.text = text
    }

    /// Equal when every part but the ``text`` rewrite is.
    public static func == (lhs: SceneEnvironment, rhs: SceneEnvironment) -> Bool {
        lhs.comparedParts == rhs.comparedParts
    }

    /// Hashes every part but the ``text`` rewrite.
    public func hash(into hasher: inout Hasher) { hasher.combine(comparedParts) }

    private var comparedParts: ComparedParts {
        ComparedParts(device: device, contentSize: contentSize, appearance: appearance, language: language, direction: direction,
                      systemFont: systemFont, size: size, scale: scale, safeAreaInsets: safeAreaInsets,
                      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
    }

    private struct ComparedParts: Hashable {
        var device: DeviceSelection?, contentSize: ContentSizeCategory?, appearance: UserInterfaceStyle?, language: String?
        var direction: LayoutDirection?, systemFont: String?, size: Size?, scale: Double?, safeAreaInsets: EdgeInsets?
        var horizontalSizeClass: SizeClass?, verticalSizeClass: SizeClass?
    }
}

extension SceneEnvironment {
    /// A device preset in an orientation: its name, size, scale, safe area and size classes
    /// (`iphone-15` or `iphone-15:landscape` in reference names).
    public static func device(_ device: Device, _ orientation: Orientation = .portrait) -> SceneEnvironment {
        let traits = device.traits(orientation)
        return SceneEnvironment(device: DeviceSelection(name: device.name, landscape: orientation == .landscape),
                                size: device.size(orientation), scale: device.scale, safeAreaInsets: device.safeArea(orientation),
                                horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass)
    }

    /// A pseudo-language: every text rewritten (``PseudoLanguage/apply(to:)``), and `rtl` laid out right to left.
    public static func pseudoLanguage(_ language: PseudoLanguage) -> SceneEnvironment {
        SceneEnvironment(language: language.rawValue, direction: language == .rtl ? .rightToLeft : nil,
                         text: { language.apply(to: $0) })
    }

    /// This environment with another's parts laid over it (the other's win where both say
    /// something; text rewrites run one after the other).
    public func combined(with other: SceneEnvironment) -> SceneEnvironment {
        let rewrite: (@Sendable (String) -> String)?
        switch (text, other.text) {
        case let (first?, second?): rewrite = { second(first($0)) }
        case let (first, second): rewrite = second ?? first
        }
        return SceneEnvironment(
            device: other.device ?? device, contentSize: other.contentSize ?? contentSize, appearance: other.appearance ?? appearance,
            language: other.language ?? language, direction: other.direction ?? direction, systemFont: other.systemFont ?? systemFont,
            size: other.size ?? size, scale: other.scale ?? scale, safeAreaInsets: other.safeAreaInsets ?? safeAreaInsets,
            horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
            verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass, text: rewrite)
    }
}
