import Plumb
import PlumbScene

/// What `plumb animate` prints: a row per frame with its time and, for each mode, whether the
/// frame holds its constraints or what it misses, and by how much; or the same as JSON.
struct AnimationReport {
    let scene: String
    let plan: AnimationPlan
    let animations: [LayoutAnimation]
    /// Constraint names as the scene file gives them: its `id`, or its source text.
    let names: [ObjectIdentifier: String]

    init(loaded: LoadedScene, plan: AnimationPlan, animations: [LayoutAnimation]) {
        scene = loaded.scene.name
        self.plan = plan
        self.animations = animations
        names = Dictionary(loaded.constraints.map { (ObjectIdentifier($0.constraint), $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    /// A violated constraint's name: the scene file's, else the animation's.
    private func name(_ violation: ConstraintViolation, in animation: LayoutAnimation) -> String {
        names[ObjectIdentifier(animation.constraint(of: violation))] ?? violation.name
    }

    /// The table: `frame  time  constraints  interpolated`.
    var table: String {
        var lines = ["\(scene): " + plan.changes.map(\.text).joined(separator: ", ") + " · " + plan.subtitle]
        let header = ["frame", "time"] + animations.map(\.mode.rawValue)
        var rows: [[String]] = [header]
        for index in animations[0].frames.indices {
            let frame = animations[0].frames[index]
            rows.append(["\(index)", formatPoints((frame.time * 1000).rounded() / 1000)] + animations.map { cell($0, frame: index) })
        }
        let widths = header.indices.dropLast().map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            lines.append(row.enumerated().map { column, text in
                column < widths.count ? text.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0) : text
            }.joined())
        }
        return lines.joined(separator: "\n")
    }

    /// `holds`, `misses purple.width == 100 @250 by 4; …`, or `breaks wide` when the moment's
    /// constraints can't all hold (then both).
    func cell(_ animation: LayoutAnimation, frame index: Int) -> String {
        let frame = animation.frames[index]
        var parts: [String] = []
        let broken = animation.brokenConstraints(at: index)
        if !broken.isEmpty { parts.append("breaks " + broken.map { names[ObjectIdentifier($0)] ?? $0.description }.joined(separator: ", ")) }
        if !frame.violations.isEmpty {
            parts.append("misses " + frame.violations.map { "\(name($0, in: animation)) by \(formatPoints(($0.error * 100).rounded() / 100))" }
                .joined(separator: "; "))
        }
        return parts.isEmpty ? "holds" : parts.joined(separator: "; ")
    }

    /// The frames whose moment breaks a constraint, for the closing line: `frames 6–15 break constraints`.
    var breakingFrames: [Int] { animations[0].breakingFrames }

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
                    ("broken", .array(animation.brokenConstraints(at: index).map { .string(names[ObjectIdentifier($0)] ?? $0.description) })),
                    ("violations", .array(shown.violations.map { .object([("constraint", .string(name($0, in: animation))), ("error", .number($0.error)),
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
