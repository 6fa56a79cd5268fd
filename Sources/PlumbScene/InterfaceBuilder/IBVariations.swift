import Plumb

/// Size-class variations: which constraints and views a document installs for the device's
/// size classes. `installed="NO"` and `<variation key="default">` exclusions leave an item
/// out; a `<variation key="widthClass=compact">` (or `heightClass=…`, or both joined by `-`)
/// whose classes match the device puts it back.
struct IBVariations {
    private var excluded: Set<String> = []
    private var included: Set<String> = []

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

    func isInstalled(constraint id: String, element: IBElement) -> Bool {
        included.contains(id) || (element["installed"] != "NO" && !excluded.contains(id))
    }

    func isInstalled(view id: String, element: IBElement) -> Bool {
        included.contains(id) || (element["installed"] != "NO" && !excluded.contains(id))
    }
}
