import Plumb
import PlumbScene

/// A change of the variant a scene is previewed in, as the page's switches send it:
/// `/scene/N/variant?device=iphone-se&orientation=landscape&text-size=AX3&appearance=dark&language=de&direction=rtl`.
/// Each parameter given replaces that part of the variant, an empty value goes back to the
/// file's own (and the command line's flags are the variant the server starts in); parameters
/// left out keep what the scene shows now.
struct VariantSwitch: Sendable, Equatable {
    /// The parameters, in the order the page's switches show them.
    static let keys = ["device", "orientation", "text-size", "appearance", "language", "direction"]

    /// The variant after the switch.
    let environment: SceneEnvironment
    /// True when the device or its orientation changed: the root takes the new screen's size,
    /// not the size the page last asked for.
    let changesScreen: Bool

    /// Applies `query` to `current`. `shownDevice` is the device the layout is on now (the
    /// file's own `device:` when the variant names none), which an orientation alone turns;
    /// `languages` the file's table's. Throws the message for a 400 answer.
    init(_ query: [(key: String, value: String)], current: SceneEnvironment, shownDevice: DeviceSelection?,
         languages: [String]) throws(VariantSwitchError) {
        var environment = current
        var device = current.device ?? shownDevice
        var changesScreen = false
        guard !query.isEmpty else { throw VariantSwitchError("name a part of the variant to switch: \(Self.keys.joined(separator: ", "))") }
        for (key, value) in query {
            switch key {
            case "device":
                if value.isEmpty {
                    device = nil
                } else {
                    guard let preset = Device.named(value) else { throw VariantSwitchError("device: \(Device.unknownNameMessage(value))") }
                    device = DeviceSelection(name: preset.name, landscape: device?.landscape ?? false)
                }
                environment.device = device
                changesScreen = true
            case "orientation":
                guard let orientation = value.isEmpty ? Orientation.portrait : Orientation(rawValue: value) else {
                    throw VariantSwitchError("orientation: expected portrait or landscape, not '\(value)'")
                }
                guard let name = device?.name else { throw VariantSwitchError("orientation: choose a device first (the scene has none)") }
                device = DeviceSelection(name: name, landscape: orientation == .landscape)
                environment.device = device
                changesScreen = true
            case "text-size":
                if value.isEmpty {
                    environment.contentSize = nil
                } else {
                    guard let size = ContentSizeCategory(rawValue: value.uppercased()) else {
                        throw Self.unknown(key, value, among: ContentSizeCategory.allCases.map(\.rawValue))
                    }
                    environment.contentSize = size
                }
            case "appearance":
                guard value.isEmpty || UserInterfaceStyle(rawValue: value) != nil else {
                    throw Self.unknown(key, value, among: UserInterfaceStyle.allCases.map(\.rawValue))
                }
                environment.appearance = UserInterfaceStyle(rawValue: value)
            case "language":
                let known = languages + PseudoLanguage.allCases.map(\.rawValue)
                guard value.isEmpty || known.contains(value) else { throw Self.unknown(key, value, among: known) }
                environment.language = value.isEmpty ? nil : value
            case "direction":
                switch value {
                case "": environment.direction = nil
                case "ltr": environment.direction = .leftToRight
                case "rtl": environment.direction = .rightToLeft
                default: throw Self.unknown(key, value, among: ["ltr", "rtl"])
                }
            default:
                throw VariantSwitchError("unknown switch '\(key)' (expected \(Self.keys.joined(separator: ", ")))")
            }
        }
        self.environment = environment
        self.changesScreen = changesScreen
    }

    private static func unknown(_ key: String, _ value: String, among known: [String]) -> VariantSwitchError {
        var message = "\(key): unknown value '\(value)' (expected one of: \(known.joined(separator: ", ")))"
        if let suggestion = NameSuggestion.closest(to: value, among: known) { message += "; did you mean '\(suggestion)'?" }
        return VariantSwitchError(message)
    }

    /// The variant in a few words, for the terminal: "iphone-se:landscape, AX3, dark, de, rtl"
    /// (only the parts that differ from the file's own), or "the file's own variant".
    static func summary(_ environment: SceneEnvironment) -> String {
        let parts = [environment.device?.description, environment.contentSize?.rawValue, environment.appearance?.rawValue,
                     environment.language, environment.direction.map { $0 == .rightToLeft ? "rtl" : "ltr" }].compactMap { $0 }
        return parts.isEmpty ? "the file's own variant" : parts.joined(separator: ", ")
    }
}

/// Why a variant switch is refused: the text of the 400 answer.
struct VariantSwitchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
