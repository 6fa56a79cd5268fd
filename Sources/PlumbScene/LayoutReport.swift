import Plumb

/// The solved layout of a loaded scene as `plumb layout` prints it: an indented tree, or the
/// JSON object of `SCENE-FORMAT.md`.
public struct LayoutReport {
    /// The scene, already laid out.
    public let loaded: LoadedScene
    /// What its layout reported.
    public let outcome: LayoutOutcome

    /// Creates a report for a scene laid out with ``LoadedScene/layout()``.
    public init(loaded: LoadedScene, outcome: LayoutOutcome) {
        self.loaded = loaded
        self.outcome = outcome
    }

    /// The JSON object: scene, size, views, guides, unsatisfiable, ambiguous. A scroll view
    /// also gives its `contentSize`, and its `contentOffset` when not zero; a view with a safe
    /// area inside its frame gives its `safeAreaInsets` (top, leading, bottom, trailing).
    public var json: JSONValue {
        let root = loaded.scene.root
        var views: [(String, JSONValue)] = []
        for id in loaded.viewIDs {
            guard let view = loaded.view(id) else { continue }
            var entry: [(String, JSONValue)] = [
                ("frame", Self.rect(view.frame)),
                ("alignmentRect", Self.rect(view.alignmentRect(forFrame: view.frame))),
                ("ambiguous", .bool(outcome.ambiguous.contains(id))),
            ]
            if view.hasTextBaselines {
                let baselines = view.baselines
                entry.append(("baseline", .object([("first", .number(view.frame.minY + baselines.first)),
                                                   ("last", .number(view.frame.minY + baselines.last))])))
            }
            entry += Self.scrollingAndSafeArea(of: view)
            if view.isHidden { entry.append(("hidden", .bool(true))) }
            // An Interface Builder document's views: the name shown beside the id, and the frame IB saved.
            if let label = loaded.labels[id] { entry.append(("label", .string(label))) }
            if let saved = loaded.savedFrames[id] { entry.append(("savedFrame", Self.rect(saved))) }
            if loaded.misplacedInDocument.contains(id) { entry.append(("misplacedInDocument", .bool(true))) }
            views.append((id, .object(entry)))
        }
        let guides: [(String, JSONValue)] = loaded.guideIDs.compactMap { id in
            guard let guide = loaded.guide(id) else { return nil }
            return (id, .object([("frame", Self.rect(guide.layoutFrame)), ("ambiguous", .bool(outcome.ambiguous.contains(id)))]))
        }
        let conflicts: [JSONValue] = outcome.conflicts.map {
            .object([("conflicting", .array($0.conflicting.map { .string($0) })), ("broken", .string($0.broken))])
        }
        return .object([
            ("scene", .string(loaded.scene.name)),
            ("size", .object([("width", .number(root.frame.width)), ("height", .number(root.frame.height))])),
            ("views", .object(views)),
            ("guides", .object(guides)),
            ("unsatisfiable", .array(conflicts)),
            ("ambiguous", .array(outcome.ambiguous.map { .string($0) })),
        ])
    }

    /// One line per view, indented by depth (Plumb's `TreeIndentation`): `id Type (x y; w h)`
    /// (with an Interface Builder view's label or outlet in quotes after the id)
    /// to a thousandth of a point (``Rect/pixelGridDescription``, so float noise never shows), with
    /// guides under their owners and `AMBIGUOUS` marks; then the unsatisfiable sets.
    public var tree: String {
        let root = loaded.scene.root
        var lines = ["\(loaded.scene.name) \(formatPoints(root.frame.width))×\(formatPoints(root.frame.height))"]
        root.forEachInSubtree { view, depth in
            lines.append(TreeIndentation.prefix("  ", depth: depth)
                + describe(view.identifier ?? "?", type: String(describing: type(of: view)), frame: view.frame, hidden: view.isHidden))
            for guide in view.layoutGuides where !guide.isSystemGuide {
                lines.append(TreeIndentation.prefix("  ", depth: depth + 1)
                    + describe(guide.identifier ?? "?", type: "LayoutGuide", frame: guide.layoutFrame, hidden: false))
            }
        }
        for conflict in outcome.conflicts {
            lines.append("unsatisfiable: broke \(conflict.broken) of [\(conflict.conflicting.joined(separator: ", "))]")
        }
        return lines.joined(separator: "\n")
    }

    private func describe(_ id: String, type: String, frame: Rect, hidden: Bool) -> String {
        var line = "\(id)\(loaded.labels[id].map { " “\($0)”" } ?? "") \(type) \(frame.pixelGridDescription)"
        if hidden { line += " hidden" }
        if outcome.ambiguous.contains(id) { line += " AMBIGUOUS" }
        return line
    }

    /// A scroll view's content size and non-zero offset; a view's non-zero safe-area insets.
    private static func scrollingAndSafeArea(of view: View) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        if let scroll = view as? ScrollView {
            let size = scroll.contentSize, offset = scroll.contentOffset
            fields.append(("contentSize", .object([("width", .number(size.width)), ("height", .number(size.height))])))
            if offset != .zero { fields.append(("contentOffset", .object([("x", .number(offset.x)), ("y", .number(offset.y))]))) }
        }
        let insets = view.safeAreaInsets
        if insets != .zero {
            let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            fields.append(("safeAreaInsets", .object([
                ("top", .number(insets.top)), ("leading", .number(rtl ? insets.right : insets.left)),
                ("bottom", .number(insets.bottom)), ("trailing", .number(rtl ? insets.left : insets.right)),
            ])))
        }
        return fields
    }

    private static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
