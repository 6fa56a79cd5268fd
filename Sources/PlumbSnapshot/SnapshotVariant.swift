import Plumb
import PlumbRender

/// The options a snapshot was taken with, spelled into its reference's name so that several
/// configurations of one scene live side by side: `answer-row.size-375x812.scale-3.rtl.overlay-alignment+frames.png`,
/// `answer-row.device-iphone-15-landscape.png`.
///
/// The name carries only the options that were given (a default adds nothing) and only those
/// that change the file: an image depends on all four, layout text only on the size and the
/// direction (``layoutOnly``). Swift assertions and `plumb snapshot` spell them the same way.
public struct SnapshotVariant: Sendable, Equatable {
    /// The device preset, when one was given: its name, with `:landscape` when turned (`iphone-15:landscape`).
    public var device: String?
    /// The root's size in points, when it was set.
    public var size: Size?
    /// Pixels per point, when it was set.
    public var scale: Double?
    /// The layout direction, when it was set.
    public var direction: LayoutDirection?
    /// The overlays drawn (none by default).
    public var overlays: OverlayOptions

    /// Creates a variant; every option defaults to "not given".
    public init(device: String? = nil, size: Size? = nil, scale: Double? = nil, direction: LayoutDirection? = nil, overlays: OverlayOptions = []) {
        self.device = device
        self.size = size
        self.scale = scale
        self.direction = direction
        self.overlays = overlays
    }

    /// The options that change a layout (device, size and direction), for text snapshots of it.
    public var layoutOnly: SnapshotVariant { SnapshotVariant(device: device, size: size, direction: direction) }

    /// What a reference's name says about these options: `device-iphone-15.size-375x812.scale-3.rtl.overlay-frames`
    /// (empty when none was given).
    public var tag: String {
        var parts: [String] = []
        if let device { parts.append("device-" + device.replacingOccurrences(of: ":", with: "-")) }
        if let size { parts.append("size-\(formatPoints(size.width))x\(formatPoints(size.height))") }
        if let scale { parts.append("scale-\(formatPoints(scale))") }
        if let direction { parts.append(direction == .rightToLeft ? "rtl" : "ltr") }
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
