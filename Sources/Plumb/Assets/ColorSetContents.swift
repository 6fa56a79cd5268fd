import Foundation

/// A colour set's `Contents.json` (Apple's Asset Catalog Format Reference, "Named Color Type"):
/// a list of variants, each a colour for an idiom and appearance.
struct ColorSetContents: Decodable {
    struct Entry: Decodable, AssetVariant {
        var idiom: String?
        var appearances: [AssetAppearance]?
        var color: Value?
    }

    /// One variant's colour: components in a colour space, or a reference to a system colour
    /// (`{"platform": "ios", "reference": "systemBlueColor"}`).
    struct Value: Decodable {
        var colorSpace: String?
        var components: [String: AssetComponent]?
        var reference: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space", components, reference
        }
    }

    var colors: [Entry]?

    /// The colour: dynamic when the set has a dark variant that differs. The light value is
    /// the `light` variant or else the "any appearance" one; the dark value is the `dark`
    /// variant or else the same "any" one, as UIKit falls back.
    func color() throws(AssetSetProblem) -> Color {
        let entries = (colors ?? []).forIPhone
        let any = entries.first { $0.luminosity == nil }
        guard let light = entries.first(where: { $0.luminosity == "light" }) ?? any
                ?? entries.first(where: { $0.luminosity == "dark" }) else {
            throw AssetSetProblem(message: "no colour for iPhone (a universal or iphone entry)")
        }
        let dark = entries.first { $0.luminosity == "dark" } ?? light
        return Color(light: try Self.color(of: light), dark: try Self.color(of: dark))
    }

    private static func color(of entry: Entry) throws(AssetSetProblem) -> Color {
        guard let value = entry.color else { throw AssetSetProblem(message: "an entry has no 'color'") }
        if let reference = value.reference {
            // Xcode names UIKit's colours as Objective-C does: `systemBlueColor`, `labelColor`.
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let color = Color.named(name) ?? fixedColors[name] else {
                throw AssetSetProblem(message: "unknown system colour '\(reference)'")
            }
            return color
        }
        let spaceName = value.colorSpace ?? AssetColorSpace.sRGB.rawValue
        guard let space = AssetColorSpace(rawValue: spaceName) else {
            let known = AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
            throw AssetSetProblem(message: "unknown color space '\(spaceName)' (Plumb reads \(known))")
        }
        let components = value.components ?? [:]
        func component(_ key: String, default fallback: Double? = nil) throws(AssetSetProblem) -> Double {
            guard let written = components[key] else {
                if let fallback { return fallback }
                throw AssetSetProblem(message: "the \(spaceName) colour has no '\(key)' component")
            }
            guard let number = written.value(isAlpha: key == "alpha") else {
                throw AssetSetProblem(message: "component '\(key)' is \(written.written): not a number, an 8-bit integer or 0x hex")
            }
            return number
        }
        let alpha = try component("alpha", default: 1)
        if space.isGray {
            let white = try component("white")
            return space.sRGB(red: white, green: white, blue: white, alpha: alpha)
        }
        return space.sRGB(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
    }

    /// The fixed colours Xcode's colour menu offers besides the system ones (`blackColor`, …).
    private static let fixedColors: [String: Color] = [
        "black": .black, "white": .white, "clear": .clear,
        "darkText": .black, "lightText": Color(red: 1, green: 1, blue: 1, alpha: 0.6),
    ]
}
