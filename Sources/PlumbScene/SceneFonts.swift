import Foundation
import Plumb
import Yams

/// A scene file's fonts: `fonts:` (font files, relative to the scene file, added through the
/// loader's ``FontLoading`` service) and `systemFont:` (the family that stands in for the system font).
enum SceneFonts {
    /// Registers each file of `fonts: [PATH, …]` (or one path); a missing file or one that is
    /// no font is an error at its entry.
    static func register(_ node: Node?, reader: YAMLReader, baseDirectory: String, fonts: any FontLoading) throws(SceneError) {
        guard let node else { return }
        let entries = if case .sequence = node { try reader.list(node, of: "fonts") } else { [node] }
        for entry in entries {
            let path = try reader.string(entry, "a font file path, relative to the scene file")
            let resolved = path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
            do {
                try fonts.registerFont(fileAt: resolved)
            } catch {
                throw reader.source.error(at: entry, "font file '\(path)': \(error.message)")
            }
        }
    }

    /// The family of `systemFont: FAMILY`; an unknown family is a warning at the value.
    static func systemFamily(_ node: Node?, reader: YAMLReader, fonts: any FontLoading) throws(SceneError) -> String? {
        guard let node else { return nil }
        let family = try reader.string(node, "a font family, e.g. Liberation Sans")
        warnIfUnavailable(family, at: node, reader: reader, fonts: fonts)
        return family
    }

    /// Adds a warning at `node` when text can't be drawn in `family` (see
    /// ``FontLoading/unavailableFamilyWarning(_:)``).
    static func warnIfUnavailable(_ family: String, at node: Node, reader: YAMLReader, fonts: any FontLoading) {
        guard let text = fonts.unavailableFamilyWarning(family) else { return }
        var warning = reader.source.error(at: node, text)
        warning.severity = .warning
        reader.strings.warnings.add(warning)
    }
}
