import Plumb
import PlumbScene

/// What `plumb animate` prints: a row per frame with its time and, for each mode, whether the
/// frame holds its constraints or what it misses, and by how much; or the same as JSON.
struct AnimationReport {
    let scene: String
    let plan: AnimationPlan
    let animations: [LayoutAnimation]

    /// The table: `frame  time  constraints  interpolated`.
    var table: String {
        var lines = ["\(scene): " + plan.changes.map(\.text).joined(separator: ", ") + " · " + plan.subtitle]
        let header = ["frame", "time"] + animations.map(\.mode.rawValue)
        var rows: [[String]] = [header]
        for index in animations[0].frames.indices {
            let frame = animations[0].frames[index]
            rows.append(["\(index)", formatPoints((frame.time * 1000).rounded() / 1000)] + animations.map { Self.cell($0.frames[index]) })
        }
        let widths = header.indices.dropLast().map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            lines.append(row.enumerated().map { column, text in
                column < widths.count ? text.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) : text
            }.joined())
        }
        return lines.joined(separator: "\n")
    }

    /// `holds`, or `misses purple.width == 100 @250 by 4; …`.
    static func cell(_ frame: AnimationFrame) -> String {
        guard !frame.violations.isEmpty else { return "holds" }
        return "misses " + frame.violations.map { "\($0.name) by \(formatPoints(($0.error * 100).rounded() / 100))" }.joined(separator: "; ")
    }

    /// The same as JSON: the settings, then every frame with each mode's measurements.
    var json: JSONValue {
        let frames = animations[0].frames.indices.map { index -> JSONValue in
            let frame = animations[0].frames[index]
            var pairs: [(String, JSONValue)] = [("index", .number(Double(index))), ("time", .number(frame.time)),
                                                ("progress", .number(frame.progress))]
            for animation in animations {
                let shown = animation.frames[index]
                pairs.append((animation.mode.rawValue, .object([
                    ("requiredError", .number(shown.requiredError)),
                    ("violations", .array(shown.violations.map { .object([("constraint", .string($0.name)), ("error", .number($0.error)),
                                                                          ("required", .bool($0.isRequired))]) })),
                ])))
            }
            return .object(pairs)
        }
        return .object([
            ("scene", .string(scene)), ("changes", .array(plan.changes.map { .string($0.text) })),
            ("duration", .number(plan.spec.duration)), ("fps", .number(plan.spec.fps)), ("curve", .string(plan.spec.curve.spelled)),
            ("mode", .string(plan.spec.mode.rawValue)), ("frames", .array(frames)),
        ])
    }
}
