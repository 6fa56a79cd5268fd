import Foundation

/// `plumb check --fix-frames`: an Interface Builder document's text with the misplaced views'
/// saved frames replaced by the solved ones, as Xcode's "Update Frames" does. Only the
/// numbers of each `<rect key="frame" …/>` change (and the view's `misplaced="YES"`, which
/// no longer holds, goes); every other byte stays as it was.
public enum FrameFixing {
    /// The fixed text, or nil when the scene is not an Interface Builder document or nothing moves.
    public static func fixedText(of loaded: LoadedScene, views: [MisplacedView]) -> String? {
        guard let source = loaded.documentText, !views.isEmpty else { return nil }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for view in views {
            guard let place = loaded.savedFrameLocations[view.id], lines.indices.contains(place.rect.line - 1) else { continue }
            let values = [("x", view.solved.minX), ("y", view.solved.minY), ("width", view.solved.width), ("height", view.solved.height)]
            var line = lines[place.rect.line - 1]
            for (name, value) in values {
                line = replacing(attribute: name, with: ibNumber(value), in: line, from: place.rect.column ?? 1)
            }
            lines[place.rect.line - 1] = line
            if lines.indices.contains(place.view.line - 1) {
                lines[place.view.line - 1] = lines[place.view.line - 1].replacingFirst(" misplaced=\"YES\"", with: "")
            }
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// IB's spelling of a number: `0.0` for zero, an integer without a fraction, else the
    /// shortest decimal that reads back the same.
    static func ibNumber(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    /// The line with the value of ` NAME="…"` (the first after character `column`, 1-based) replaced.
    private static func replacing(attribute name: String, with value: String, in line: String, from column: Int) -> String {
        let characters = Array(line)
        let key = Array(" \(name)=\"")
        var index = max(column - 1, 0)
        while index + key.count <= characters.count {
            if Array(characters[index..<index + key.count]) == key {
                let start = index + key.count
                guard let end = characters[start...].firstIndex(of: "\"") else { return line }
                return String(characters[..<start]) + value + String(characters[end...])
            }
            index += 1
        }
        return line
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
