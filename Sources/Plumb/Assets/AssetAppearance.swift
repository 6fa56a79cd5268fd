/// An `appearances` entry of a colour or image in a catalog: `{"appearance": "luminosity",
/// "value": "dark"}` marks the dark variant, `"contrast"`/`"high"` the increased-contrast one.
struct AssetAppearance: Decodable, Equatable {
    var appearance: String
    var value: String
}

/// What a colour or image entry is for, as far as Plumb picks among them: its device idiom
/// and its appearances.
protocol AssetVariant {
    var idiom: String? { get }
    var appearances: [AssetAppearance]? { get }
}

extension AssetVariant {
    /// `light`, `dark`, or nil for "any appearance".
    var luminosity: String? { appearances?.first { $0.appearance == "luminosity" }?.value }

    /// True for the increased-contrast variants, which Plumb never draws (it has no such trait).
    var isHighContrast: Bool { appearances?.contains { $0.appearance == "contrast" && $0.value == "high" } ?? false }
}

extension Array where Element: AssetVariant {
    /// The entries an iPhone uses: the `iphone` ones when there are any, else the `universal`
    /// ones (an entry without an idiom counts as universal), never the increased-contrast ones.
    var forIPhone: [Element] {
        let usable = filter { !$0.isHighContrast }
        let iPhone = usable.filter { $0.idiom == "iphone" }
        return iPhone.isEmpty ? usable.filter { $0.idiom == nil || $0.idiom == "universal" } : iPhone
    }
}
