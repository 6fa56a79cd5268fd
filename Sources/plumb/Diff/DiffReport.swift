import Foundation
import Plumb
import PlumbScene
import PlumbSnapshotCore

/// A comparison in words: the text `plumb diff` prints, the Markdown summary for a
/// pull-request comment and the JSON for machines.
struct DiffReport {
    let comparison: SceneComparison
    /// How the two sides are named: the files, or `REV:FILE` for a git revision.
    let oldName: String, newName: String

    /// `old.yaml → new.yaml: 1 view moved, …`.
    var headline: String { "\(oldName) → \(newName): \(comparison.headline)" }

    /// The views to list: those that did not only move with a listed superview.
    private var listedViews: [SceneComparison.ViewChange] { comparison.views.filter { $0.movedWith == nil } }

    /// How many views moved with this one and are not listed.
    private func followers(of key: String) -> Int { comparison.views.filter { $0.movedWith == key }.count }

    /// `blue moved from (0 566) to (0 400) and resized from 375×101 to 375×267 (Δ 0, -166; Δ 0×+166)`,
    /// and `; 2 subviews moved with it` when some did; `button is new (at (224 154), 80×30)`;
    /// `footer is gone (was at (16 170), 100×20)`.
    func line(_ view: SceneComparison.ViewChange) -> String {
        let change = view.frames
        var line = change.sentence
        if let new = change.new, change.isAdded {
            line += " (at \(Self.frame(new, separator: ", ")))"
        } else if let old = change.old, change.isRemoved {
            line += " (was at \(Self.frame(old, separator: ", ")))"
        } else {
            line += " (\(Self.deltas(change)))"
        }
        let count = followers(of: view.frames.key)
        if count > 0 { line += "; \(SceneComparison.count(count, "subview")) moved with it" }
        return line
    }

    /// `Δ 0, -166; Δ 0×+166`: how far the origin moved and how much the size grew, for what changed.
    static func deltas(_ change: FrameChange) -> String {
        var parts: [String] = []
        if change.isMoved, let offset = change.offset { parts.append("Δ \(signed(offset.x)), \(signed(offset.y))") }
        if change.isResized, let growth = change.growth { parts.append("Δ \(signed(growth.width))×\(signed(growth.height))") }
        return parts.joined(separator: "; ")
    }

    /// `+8`, `-8`, `0`.
    static func signed(_ value: Double) -> String { value > 0 ? "+" + formatPoints(value) : formatPoints(value) }

    /// Each constraint change in words, with its kind: `changed: a.top == b.top + 8 → + 16`.
    var constraintLines: [String] {
        let changes = comparison.constraints
        return changes.changed.map { "changed: " + ConstraintChanges.words($0.old, $0.new) }
            + changes.added.map { "added: " + $0.text } + changes.removed.map { "removed: " + $0.text }
    }

    /// What `plumb diff` prints: the headline, then the views and the constraints that changed.
    var text: String {
        var lines = [headline]
        if !listedViews.isEmpty { lines += ["views:"] + listedViews.map { "  " + line($0) } }
        if !constraintLines.isEmpty { lines += ["constraints:"] + constraintLines.map { "  " + $0 } }
        return lines.joined(separator: "\n")
    }

    // MARK: Markdown

    /// The summary for a pull-request comment: a heading, the counts, the picture (`picture`,
    /// a path relative to the Markdown file, or nil for none), a table of the views that changed
    /// with their frames and deltas, and the constraints in words.
    func markdown(picture: String?) -> String {
        var lines = ["### Layout changes: \(Self.code(oldName)) → \(Self.code(newName))", "", "**\(comparison.headline)**", ""]
        if let picture { lines += ["![Before and after: moved views in blue, resized in orange, added in green, removed in red](\(picture))", ""] }
        if !listedViews.isEmpty {
            lines += ["| view | change | before | after | delta |", "|---|---|---|---|---|"]
            for view in listedViews {
                let change = view.frames
                var kinds = Self.kinds(change).joined(separator: ", ")
                let count = followers(of: change.key)
                if count > 0 { kinds += " (with \(SceneComparison.count(count, "subview")))" }
                lines.append("| \(Self.code(change.key)) | \(kinds) | \(Self.frame(change.old)) | \(Self.frame(change.new)) | \(Self.deltas(change)) |")
            }
            lines.append("")
        }
        if !constraintLines.isEmpty {
            let changes = comparison.constraints
            lines += ["Constraints:", ""]
            lines += changes.changed.map { "- changed: \(Self.code($0.old.text)) → \(Self.code(ConstraintChanges.tail($0.old, $0.new)))" }
            lines += changes.added.map { "- added: \(Self.code($0.text))" } + changes.removed.map { "- removed: \(Self.code($0.text))" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// `added`, `removed`, or `moved` and `resized`, or both.
    static func kinds(_ change: FrameChange) -> [String] {
        [change.isAdded ? "added" : nil, change.isRemoved ? "removed" : nil,
         change.isMoved ? "moved" : nil, change.isResized ? "resized" : nil].compactMap { $0 }
    }

    /// `(0 566) 375×101` (the separator between origin and size given), or `–` for no frame.
    private static func frame(_ rect: Rect?, separator: String = " ") -> String {
        guard let rect else { return "–" }
        return "(\(formatPoints(rect.minX)) \(formatPoints(rect.minY)))\(separator)\(formatPoints(rect.width))×\(formatPoints(rect.height))"
    }

    /// Text as inline code in a table cell: backticks (doubled when the text has one) and `|` escaped.
    private static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "``" : "`"
        return fence + text.replacingOccurrences(of: "|", with: "\\|") + fence
    }

    // MARK: JSON

    /// The comparison for machines: the names, `changed`, the counts, each view that differs
    /// (frames in the root's coordinates, full precision) and each constraint; and the files
    /// written.
    func json(picture: String?, markdown: String?) -> JSONValue {
        let views: [JSONValue] = comparison.views.map { view in
            let change = view.frames
            var entry: [(String, JSONValue)] = [("key", .string(change.key)), ("sentence", .string(change.sentence))]
            entry.append(("changes", .array(Self.kinds(change).map { .string($0) })))
            if let old = change.old { entry.append(("old", Self.rect(old))) }
            if let new = change.new { entry.append(("new", Self.rect(new))) }
            if let offset = change.offset { entry.append(("offset", .object([("x", .number(offset.x)), ("y", .number(offset.y))]))) }
            if let growth = change.growth { entry.append(("growth", .object([("width", .number(growth.width)), ("height", .number(growth.height))]))) }
            if let parent = view.movedWith { entry.append(("movedWith", .string(parent))) }
            return .object(entry)
        }
        let changes = comparison.constraints
        func constraint(_ entry: ComparedConstraint) -> JSONValue {
            var fields: [(String, JSONValue)] = [("text", .string(entry.text)), ("equation", .string(entry.equation))]
            if let identifier = entry.identifier { fields.append(("identifier", .string(identifier))) }
            return .object(fields)
        }
        let constraints: JSONValue = .object([
            ("changed", .array(changes.changed.map { .object([("old", constraint($0.old)), ("new", constraint($0.new)),
                                                              ("words", .string(ConstraintChanges.words($0.old, $0.new)))]) })),
            ("added", .array(changes.added.map(constraint))),
            ("removed", .array(changes.removed.map(constraint))),
        ])
        var object: [(String, JSONValue)] = [
            ("old", .string(oldName)), ("new", .string(newName)), ("changed", .bool(!comparison.isEmpty)),
            ("summary", .string(comparison.headline)),
            ("counts", .object([
                ("moved", .number(Double(comparison.moved.count))), ("resized", .number(Double(comparison.resized.count))),
                ("added", .number(Double(comparison.added.count))), ("removed", .number(Double(comparison.removed.count))),
                ("constraintsChanged", .number(Double(changes.changed.count))), ("constraintsAdded", .number(Double(changes.added.count))),
                ("constraintsRemoved", .number(Double(changes.removed.count))),
            ])),
            ("views", .array(views)),
            ("constraints", constraints),
        ]
        if let picture { object.append(("picture", .string(picture))) }
        if let markdown { object.append(("markdown", .string(markdown))) }
        return .object(object)
    }

    private static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.minX)), ("y", .number(rect.minY)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
