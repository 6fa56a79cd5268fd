import Plumb
import PlumbScene

/// What a live page's variant switches show (`plumb preview`): the variant the layout is in,
/// and the choices, like Xcode's canvas device and Variants controls. The devices are
/// `plumb devices`' presets, with their screen sizes, safe areas and size classes.
public struct InspectedVariants: Codable, Hashable, Sendable {
    /// The device preset the scene is laid out on (`--device`, the switch, or the file's
    /// `device:`); nil for the file's own size.
    public var device: String?
    /// `portrait` or `landscape`.
    public var orientation: String
    /// The Dynamic Type size (`XS` … `AX5`).
    public var textSize: String
    /// `light` or `dark`.
    public var appearance: String
    /// The language whose texts are shown; nil when the file has no strings table and none was chosen.
    public var language: String?
    /// `ltr` or `rtl`.
    public var direction: String
    /// The root's safe-area insets.
    public var safeArea: InspectorInsets
    /// The root's size classes.
    public var sizeClasses: InspectedSizeClasses
    /// Every device preset, in `plumb devices` order.
    public var devices: [InspectedDevice]
    /// The Dynamic Type sizes, smallest first.
    public var textSizes: [String]
    /// The file's languages, then the pseudo-languages.
    public var languages: [String]

    /// The variant `loaded` was laid out in (call after its layout), and every choice.
    public init(loaded: LoadedScene) {
        let scene = loaded.scene
        device = loaded.device?.name
        orientation = loaded.orientation.rawValue
        textSize = scene.traits.preferredContentSizeCategory.rawValue
        appearance = scene.traits.userInterfaceStyle.rawValue
        language = loaded.language
        direction = scene.direction == .rightToLeft ? "rtl" : "ltr"
        safeArea = InspectorInsets(scene.root.safeAreaInsets)
        sizeClasses = InspectedSizeClasses(scene.traits)
        devices = Device.presets.map(InspectedDevice.init)
        textSizes = ContentSizeCategory.allCases.map(\.rawValue)
        languages = loaded.languages + PseudoLanguage.allCases.map(\.rawValue).filter { !loaded.languages.contains($0) }
    }
}

/// A device preset as the device switch lists it.
public struct InspectedDevice: Codable, Hashable, Sendable {
    /// The preset's name (`iphone-se`), as `--device` takes it.
    public var name: String
    /// Apple's name ("iPhone SE (3rd generation)").
    public var displayName: String
    /// The screen in points, in portrait.
    public var size: InspectorSize
    /// Pixels per point.
    public var scale: Double
    /// The safe area and size classes in portrait.
    public var portrait: InspectedOrientation
    /// The safe area and size classes in landscape.
    public var landscape: InspectedOrientation

    init(_ device: Device) {
        name = device.name
        displayName = device.displayName
        size = InspectorSize(width: device.portraitSize.width, height: device.portraitSize.height)
        scale = device.scale
        portrait = InspectedOrientation(device, .portrait)
        landscape = InspectedOrientation(device, .landscape)
    }
}

/// A device's safe area and size classes in one orientation.
public struct InspectedOrientation: Codable, Hashable, Sendable {
    /// The root's safe-area insets.
    public var safeArea: InspectorInsets
    /// The size classes of a full-screen app.
    public var sizeClasses: InspectedSizeClasses

    init(_ device: Device, _ orientation: Orientation) {
        safeArea = InspectorInsets(device.safeArea(orientation))
        sizeClasses = InspectedSizeClasses(device.traits(orientation))
    }
}

/// Horizontal and vertical size classes: `compact` or `regular`.
public struct InspectedSizeClasses: Codable, Hashable, Sendable {
    /// The width's class.
    public var horizontal: String
    /// The height's class.
    public var vertical: String

    init(_ traits: TraitCollection) {
        horizontal = traits.horizontalSizeClass.rawValue
        vertical = traits.verticalSizeClass.rawValue
    }
}
