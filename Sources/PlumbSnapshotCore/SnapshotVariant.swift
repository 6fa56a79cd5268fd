import Plumb
import PlumbRender

/// The options a snapshot was taken with (a ``SceneEnvironment``, with the size, the scale and
/// the overlays), spelled into its reference's name so that several
/// configurations of one scene live side by side: `answer-row.size-375x812.scale-3.rtl.overlay-alignment+frames.png`,
/// `card.device-iphone-se.language-double.content-size-AX3.dark.png`.
///
/// The name carries only the options that were given (a default adds nothing) and only those
/// that change the file: an image depends on all four, layout text only on the size and the
/// direction (``layoutOnly``). Swift assertions and `plumb snapshot` spell them the same way.
public struct SnapshotVariant: Sendable, Equatable {
    /// The device preset (`iphone-se`, `iphone-15:landscape`), when one was given.
    public var device: String?
    /// The root's size in points, when it was set.
    public var size: Size?
    /// Pixels per point, when it was set.
    public var scale: Double?
    /// The layout direction, when it was set.
    public var direction: LayoutDirection?
    /// The language of the texts (a strings table's key or a pseudo-language), when given.
    public var language: String?
    /// The Dynamic Type size (`AX3`), when given.
    public var contentSize: String?
    /// The appearance (`light`, `dark`), when given.
    public var appearance: String?
    /// The overlays drawn (none by default).
    public var overlays: OverlayOptions

    /// Creates a variant; every option defaults to "not given".
    public init(device: String? = nil, size: Size? = nil, scale: Double? = nil, direction: LayoutDirection? = nil,
                language: String? = nil, contentSize: String? = nil, appearance: String? = nil, overlays: OverlayOptions = []) {
        self.device = device
        self.size = size
        self.scale = scale
        self.direction = direction
        self.language = language
        self.contentSize = contentSize
        self.appearance = appearance
        self.overlays = overlays
    }

    /// The parts of an environment that reference names spell: device, direction, language,
    /// text size and appearance.
    public init(environment: SceneEnvironment) {
        self.init(device: environment.device?.description, direction: environment.direction, language: environment.language,
                  contentSize: environment.contentSize?.rawValue, appearance: environment.appearance?.rawValue)
    }

    /// The options that change a layout (all but the scale, the appearance and the overlays),
    /// for text snapshots of it.
    public var layoutOnly: SnapshotVariant {
        SnapshotVariant(device: device, size: size, direction: direction, language: language, contentSize: contentSize)
    }

    /// What a reference's name says about these options, in this order: `device-NAME`,
    /// `size-WxH`, `scale-N`, `ltr`|`rtl`, `language-CODE`, `content-size-SIZE`, `light`|`dark`,
    /// `overlay-NAME+NAME` (empty when none was given). Devices, languages and text sizes are
    /// spelled one way whatever alias was typed (``canonicalDevice(_:)``), so `se`, `SE` and
    /// `iphone-se` share one reference.
    public var tag: String { tag(canonical: true) }

    /// The tag as the options were typed (`device-SE`), which names references recorded before
    /// names were made canonical; equal to ``tag`` when every option was typed canonically.
    public var typedTag: String { tag(canonical: false) }

    private func tag(canonical: Bool) -> String {
        var parts: [String] = []
        if let device {
            parts.append("device-" + (canonical ? Self.canonicalDevice(device) : device.replacingOccurrences(of: ":", with: "-")))
        }
        if let size { parts.append("size-\(formatPoints(size.width))x\(formatPoints(size.height))") }
        if let scale { parts.append("scale-\(formatPoints(scale))") }
        if let direction { parts.append(direction == .rightToLeft ? "rtl" : "ltr") }
        if let language { parts.append("language-" + (canonical ? LanguageName.canonical(language) : language)) }
        if let contentSize { parts.append("content-size-" + (canonical ? Self.canonicalContentSize(contentSize) : contentSize)) }
        if let appearance { parts.append(canonical ? appearance.lowercased() : appearance) }
        if !overlays.isEmpty {
            parts.append("overlay-" + (overlays == .all ? "all" : overlays.names.joined(separator: "+")))
        }
        return parts.joined(separator: ".")
    }

    /// A device as reference names spell it: the preset's name for any of its aliases, in any
    /// letter case (`SE` → `iphone-se`), then `-landscape` when turned (`:portrait` adds
    /// nothing, as portrait is the default). A name that is no preset is lowercased.
    public static func canonicalDevice(_ device: String) -> String {
        let parts = device.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = Device.named(parts[0])?.name ?? parts[0].lowercased()
        let orientation = parts.count == 2 ? parts[1].lowercased() : "portrait"
        return orientation == "portrait" ? name : "\(name)-\(orientation)"
    }

    /// A Dynamic Type size as reference names spell it: its capitals (`ax3` → `AX3`).
    public static func canonicalContentSize(_ size: String) -> String {
        ContentSizeCategory(rawValue: size.uppercased())?.rawValue ?? size
    }

    /// A reference's file name: `<stem>[.<tag>].<pathExtension>`.
    public func fileName(stem: String, pathExtension: String) -> String {
        Self.fileName(stem: stem, tag: tag, pathExtension: pathExtension)
    }

    /// The name a reference had before names were canonical (`card.device-SE.png`), when it
    /// differs from ``fileName(stem:pathExtension:)``: read when the canonical one is missing.
    public func typedFileName(stem: String, pathExtension: String) -> String? {
        typedTag == tag ? nil : Self.fileName(stem: stem, tag: typedTag, pathExtension: pathExtension)
    }

    private static func fileName(stem: String, tag: String, pathExtension: String) -> String {
        tag.isEmpty ? "\(stem).\(pathExtension)" : "\(stem).\(tag).\(pathExtension)"
    }
}

/// What a snapshot file holds, for naming and for the report.
public enum SnapshotKind: String, Sendable, Codable {
    /// A picture (PNG).
    case image
    /// Text (layout text, SVG, a trace or a report).
    case text
}
