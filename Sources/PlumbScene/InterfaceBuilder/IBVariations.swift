import Plumb

/// Size-class variations: which constraints and views a document installs for the device's
/// size classes. `installed="NO"` and `<variation key="default">` exclusions leave an item
/// out; a `<variation key="widthClass=compact">` (or `heightClass=…`, or both joined by `-`)
/// whose classes match the device puts it back (`include`) or leaves it out (`exclude`).
struct IBVariations {
    private var excluded: Set<String> = []
    private var included: Set<String> = []
    /// Left out by a variation for the device's size classes (it wins over everything).
    private var excludedForClasses: Set<String> = []

    init() {}

    init(root: IBElement, traits: TraitCollection) {
        for variation in root.descendants() where variation.name == "variation" {
            guard let key = variation["key"] else { continue }
            let isDefault = key == "default"
            guard isDefault || Self.matches(key, traits) else { continue }
            for mask in variation.children where mask.name == "mask" {
                for reference in mask.children {
                    guard let id = reference["reference"] else { continue }
                    if isDefault, reference.name == "exclude" { excluded.insert(id) }
                    if !isDefault, reference.name == "include" { included.insert(id) }
                    if !isDefault, reference.name == "exclude" { excludedForClasses.insert(id) }
                }
            }
        }
    }

    /// `widthClass=compact-heightClass=regular`: every named class must be the device's.
    static func matches(_ key: String, _ traits: TraitCollection) -> Bool {
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return false }
            let wanted: SizeClass = pair[1] == "compact" ? .compact : .regular
            switch pair[0] {
            case "widthClass": if traits.horizontalSizeClass != wanted { return false }
            case "heightClass": if traits.verticalSizeClass != wanted { return false }
            default: return false
            }
        }
        return true
    }

    /// True when the constraint or view with this id is installed for the device's classes.
    func isInstalled(_ id: String, element: IBElement) -> Bool {
        guard !excludedForClasses.contains(id) else { return false }
        return included.contains(id) || (element["installed"] != "NO" && !excluded.contains(id))
    }
}
