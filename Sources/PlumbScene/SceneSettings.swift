import Plumb
import Yams

/// A scene file's top-level settings: name, size, scale, direction, background, and the
/// Dynamic Type size and appearance it is drawn for.
struct SceneSettings {
    var name: String
    var width: Double?
    var height: Double?
    var scale = 1.0
    var direction = LayoutDirection.leftToRight
    var background = Color.systemBackground
    /// The file's `contentSize:` (XS … AX5); the CLI's `--content-size` overrides it.
    var contentSize: ContentSizeCategory?
    /// The file's `appearance:` (light or dark); the CLI's `--appearance` overrides it.
    var appearance: UserInterfaceStyle?

    init(_ fields: [String: YAMLField], reader: YAMLReader, fallbackName: String) throws(SceneError) {
        name = try fields["name"].map { field throws(SceneError) in try reader.string(field.value, "a scene name") } ?? fallbackName
        if let node = fields["size"]?.value {
            let size = try reader.fields(of: node, allowed: ["width", "height"], what: "the size")
            width = try size["width"].map { field throws(SceneError) in try Self.length(field.value, reader) }
            height = try size["height"].map { field throws(SceneError) in try Self.length(field.value, reader) }
        }
        if let node = fields["scale"]?.value {
            scale = try reader.number(node, "a scale")
            guard scale > 0, scale <= 16 else { throw reader.source.error(at: node, "the scale must be more than 0 and at most 16") }
        }
        if let node = fields["direction"]?.value {
            direction = try reader.choice(node, "direction", ["ltr": LayoutDirection.leftToRight, "rtl": .rightToLeft])
        }
        if let node = fields["background"]?.value { background = try reader.color(node) }
        if let node = fields["contentSize"]?.value {
            let text = try reader.string(node, "a content size")
            contentSize = ContentSizeCategory(rawValue: text.uppercased())
            if contentSize == nil {
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                var message = "unknown content size '\(text)'"
                if let suggestion = NameSuggestion.closest(to: text, among: names) { message += "; did you mean '\(suggestion)'?" }
                throw reader.source.error(at: node, message + " (expected one of: \(names.joined(separator: ", ")))")
            }
        }
        if let node = fields["appearance"]?.value {
            appearance = try reader.choice(node, "appearance", ["light": UserInterfaceStyle.light, "dark": .dark])
        }
    }

    private static func length(_ node: Node, _ reader: YAMLReader) throws(SceneError) -> Double {
        let value = try reader.number(node, "a size in points")
        guard value > 0, value <= 100_000 else { throw reader.source.error(at: node, "a scene size must be more than 0 and at most 100000 points") }
        return value
    }
}
