import Plumb

/// What a scene file is loaded for, beyond the file itself: the device, the text size, the
/// appearance, the language and the direction (the CLI's `--device`, `--content-size`,
/// `--appearance`, `--language`, `--direction`, and one cell of a `--matrix`). Each is nil
/// when not given, and then the file's own setting (or the default) holds.
public struct SceneEnvironment: Sendable, Hashable {
    /// A device preset's name with its orientation.
    public var device: DeviceSelection?
    /// The Dynamic Type size that text styles scale to.
    public var contentSize: ContentSizeCategory?
    /// Light or dark.
    public var appearance: UserInterfaceStyle?
    /// The language whose strings the texts show: a key of the file's `strings:`, or a
    /// pseudo-language (`double`, `accented`, `rtl`).
    public var language: String?
    /// The layout direction.
    public var direction: LayoutDirection?
    /// The family that stands in for the system font (the CLI's `--system-font`); it wins over
    /// the file's `systemFont:`.
    public var systemFont: String?

    /// Creates an environment; nothing given means the file's own settings.
    public init(device: DeviceSelection? = nil, contentSize: ContentSizeCategory? = nil, appearance: UserInterfaceStyle? = nil,
                language: String? = nil, direction: LayoutDirection? = nil, systemFont: String? = nil) {
        self.device = device
        self.contentSize = contentSize
        self.appearance = appearance
        self.language = language
        self.direction = direction
        self.systemFont = systemFont
    }
}

/// A device preset by name, in portrait or landscape (`iphone-15`, `iphone-15:landscape`).
public struct DeviceSelection: Sendable, Hashable, CustomStringConvertible {
    /// The preset's name as `plumb devices` lists it.
    public var name: String
    /// True for landscape.
    public var landscape: Bool

    /// Creates a selection.
    public init(name: String, landscape: Bool = false) {
        self.name = name
        self.landscape = landscape
    }

    /// Parses `NAME` or `NAME:landscape` (`NAME:portrait` too); nil for another suffix.
    public init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, !name.isEmpty else { return nil }
        switch parts.count == 2 ? parts[1] : "portrait" {
        case "portrait": self.init(name: name)
        case "landscape": self.init(name: name, landscape: true)
        default: return nil
        }
    }

    /// `iphone-15` or `iphone-15:landscape`.
    public var description: String { landscape ? "\(name):landscape" : name }
}
