import ArgumentParser
import Plumb
import PlumbScene

/// The flags that change a scene before layout: `--size`, `--direction`, `--scale`, the
/// environment it is built for: `--device`, `--content-size`, `--appearance`, `--language`,
/// and its fonts: `--fonts`, `--system-font`.
/// A device (here or in the file) replaces the file's size, scale and safe area; `--size` and
/// `--scale` are applied after it, so they win.
struct SceneOverrides: ParsableArguments {
    @Option(help: ArgumentHelp("Lays the root out at this size instead of the file's, e.g. 568x320.", valueName: "WxH"))
    var size: SizeArgument?

    @Option(help: ArgumentHelp("Layout direction: ltr or rtl.", valueName: "ltr|rtl"))
    var direction: DirectionArgument?

    @Option(help: ArgumentHelp("Pixels per point for PNG output (default: the scene's scale, else 1; else 2 for render with overlays).", valueName: "N"))
    var scale: Double?

    @Option(help: ArgumentHelp("A device preset (plumb devices lists them): its size, scale, safe area and size classes; add :landscape to turn it.", valueName: "NAME[:landscape]"))
    var device: DeviceArgument?

    @Option(name: .customLong("content-size"), help: ArgumentHelp("The Dynamic Type size text styles scale to: XS, S, M, L (default), XL, XXL, XXXL, AX1 … AX5.", valueName: "SIZE"))
    var contentSize: ContentSizeArgument?

    @Option(help: ArgumentHelp("Light (default) or dark: which value of each light/dark or semantic colour is drawn.", valueName: "light|dark"))
    var appearance: AppearanceArgument?

    @Option(help: ArgumentHelp("The language of the texts: a key of the file's strings table, or a pseudo-language: double, accented, rtl.", valueName: "CODE"))
    var language: String?

    @OptionGroup var fonts: FontOptions

    @Option(help: ArgumentHelp("In a .storyboard, the view controller to lay out (its storyboard identifier or object id; default: the initial one); in a .xib, the top-level view (its object id or label; default: the first).", valueName: "NAME"))
    var scene: String?

    /// What the scene is loaded for.
    var environment: SceneEnvironment {
        SceneEnvironment(device: device?.value, contentSize: contentSize?.value, appearance: appearance?.value,
                         language: language, direction: direction?.value, systemFont: fonts.systemFont)
    }

    func validate() throws {
        try DeviceArgument.check(device)
        if let scale, !(scale > 0 && scale <= 16) {
            throw ValidationError("--scale must be more than 0 and at most 16, not \(formatPoints(scale)).")
        }
    }

    /// The flags that change the canvas, as typed (`--size 568x320 --scale 2`); nil when none was given.
    var canvasFlags: String? {
        let flags = [size.map { "--size \(formatPoints($0.width))x\(formatPoints($0.height))" },
                     scale.map { "--scale \(formatPoints($0))" }].compactMap { $0 }
        return flags.isEmpty ? nil : flags.joined(separator: " ")
    }

    /// Applies the overrides to a scene.
    func apply(to scene: Scene) {
        if let size {
            scene.width = size.width
            scene.height = size.height
        }
        if let direction { scene.direction = direction.value }
        if let scale { scene.scale = scale }
    }
}

/// `WxH`: a width and a height in points.
struct SizeArgument: ExpressibleByArgument {
    let width: Double
    let height: Double

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000
        else { return nil }
        self.width = width
        self.height = height
    }
}

/// `ltr` or `rtl`.
struct DirectionArgument: ExpressibleByArgument {
    let value: LayoutDirection

    init?(argument: String) {
        switch argument {
        case "ltr": value = .leftToRight
        case "rtl": value = .rightToLeft
        default: return nil
        }
    }

    static var allValueStrings: [String] { ["ltr", "rtl"] }
}

/// `NAME` or `NAME:landscape`.
struct DeviceArgument: ExpressibleByArgument {
    let value: DeviceSelection
    init?(argument: String) {
        guard let value = DeviceSelection(argument: argument) else { return nil }
        self.value = value
    }

    /// Refuses a name that is no preset (exit status 2), with a did-you-mean.
    static func check(_ argument: DeviceArgument?) throws {
        if let name = argument?.value.name, Device.named(name) == nil {
            throw ValidationError("--device: \(Device.unknownNameMessage(name))")
        }
    }
}

/// `XS` … `XXXL`, `AX1` … `AX5` (any letter case).
struct ContentSizeArgument: ExpressibleByArgument {
    let value: ContentSizeCategory
    init?(argument: String) {
        guard let value = ContentSizeCategory(rawValue: argument.uppercased()) else { return nil }
        self.value = value
    }
    static var allValueStrings: [String] { ContentSizeCategory.allCases.map(\.rawValue) }
}

/// `light` or `dark`.
struct AppearanceArgument: ExpressibleByArgument {
    let value: UserInterfaceStyle
    init?(argument: String) {
        guard let value = UserInterfaceStyle(rawValue: argument) else { return nil }
        self.value = value
    }
    static var allValueStrings: [String] { UserInterfaceStyle.allCases.map(\.rawValue) }
}
