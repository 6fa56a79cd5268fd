/// An image set's `Contents.json` (Apple's Asset Catalog Format Reference, "Image Set Type"):
/// files per idiom, scale (`1x`, `2x`, `3x`, or none for a single-scale file) and appearance.
struct ImageSetContents: Decodable {
    struct Entry: Decodable, AssetVariant {
        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [AssetAppearance]?

        /// The scale the entry says, 1 for a single-scale file.
        var scaleFactor: Double? {
            guard let scale else { return 1 }
            guard scale.hasSuffix("x"), let factor = Double(scale.dropLast()), factor > 0 else { return nil }
            return factor
        }
    }

    var images: [Entry]?

    /// The entry to draw at `scale` pixels a point: the light (or any-appearance) file for an
    /// iPhone at that scale, else the nearest larger scale (drawn smaller, as UIKit does), else
    /// the nearest smaller one. Entries without a file (empty slots Xcode writes) don't count.
    func entry(forScale scale: Double) throws(AssetSetProblem) -> Entry? {
        let filled = (images ?? []).forIPhone.filter { $0.filename != nil && $0.luminosity != "dark" }
        var candidates: [(entry: Entry, factor: Double)] = []
        for entry in filled {
            guard let factor = entry.scaleFactor else {
                throw AssetSetProblem(message: "scale '\(entry.scale ?? "")' is not 1x, 2x or 3x")
            }
            candidates.append((entry, factor))
        }
        return nearestScale(candidates, to: scale) { $0.factor }?.entry
    }
}

/// The item drawn at `scale` pixels a point, else the nearest larger scale (drawn smaller), else
/// the nearest smaller one: how UIKit picks among `@2x`/`@3x` variants.
func nearestScale<Item>(_ items: [Item], to scale: Double, factor: (Item) -> Double) -> Item? {
    let larger = items.filter { factor($0) >= scale }.min { factor($0) < factor($1) }
    return larger ?? items.filter { factor($0) < scale }.max { factor($0) < factor($1) }
}
