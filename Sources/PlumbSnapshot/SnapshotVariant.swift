import Plumb
import PlumbRender

/// The options a snapshot was taken with, spelled into its reference's name so that several
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

    /// The options that change a layout (all but the scale, the appearance and the overlays),
    /// for text snapshots of it.
    public var layoutOnly: SnapshotVariant {
        SnapshotVariant(device: device, size: size, direction: direction, language: language, contentSize: contentSize)
    }

    /// What a reference's name says about these options, in this order: `device-NAME`,
    /// `size-WxH`, `scale-N`, `ltr`|`rtl`, `language-CODE`, `content-size-SIZE`, `light`|`dark`,
    /// `overlay-NAME+NAME` (empty when none was given).
    public var tag: String {
        var parts: [String] = []
        if let device { parts.append("device-" + device.replacingOccurrences(of: ":", with: "-")) }
        if let size { parts.append("size-\(formatPoints(size.width))x\(formatPoints(size.height))") }
        if let scale { parts.append("scale-\(formatPoints(scale))") }
        if let direction { parts.append(direction == .rightToLeft ? "rtl" : "ltr") }
        if let language { parts.append("language-\(language)") }
        if let contentSize { parts.append("content-size-\(contentSize)") }
        if let appearance { parts.append(appearance) }
        if !overlays.isEmpty {
            parts.append("overlay-" + (overlays == .all ? "all" : overlays.names.joined(separator: "+")))
        }
        return parts.joined(separator: ".")
    }

    /// A reference's file name: `<stem>[.<tag>].<pathExtension>`.
    public func fileName(stem: String, pathExtension: String) -> String {
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
