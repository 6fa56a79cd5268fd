import Plumb
import PlumbScene

/// What an animation breaks: the conflicts and ambiguity of its end, and the constraints the
/// engine broke on the way, each at its constraint in the scene file (`FILE:LINE:COL: error:`).
struct AnimationBreaks {
    /// The lines to print to standard error, or nil when nothing broke.
    let log: String?
    /// True when the end or any frame can't hold its constraints, or the end is ambiguous.
    let hasProblems: Bool

    init(loaded: LoadedScene, animation: LayoutAnimation, end: LayoutOutcome) {
        var lines = ProblemLog.text(for: end, in: loaded).map { [$0] } ?? []
        let places = Dictionary(loaded.constraints.map { (ObjectIdentifier($0.constraint), $0) }, uniquingKeysWith: { first, _ in first })
        var framesOf: [ObjectIdentifier: [Int]] = [:]
        var order: [LayoutConstraint] = []
        for frame in animation.frames.indices {
            for constraint in animation.brokenConstraints(at: frame) {
                if framesOf[ObjectIdentifier(constraint)] == nil { order.append(constraint) }
                framesOf[ObjectIdentifier(constraint), default: []].append(frame)
            }
        }
        for constraint in order {
            let entry = places[ObjectIdentifier(constraint)]
            let frames = Self.ranges(framesOf[ObjectIdentifier(constraint)] ?? [])
            lines.append(ProblemLog.line(at: entry?.location, file: loaded.file, .error,
                                         "\(entry?.name ?? constraint.description) is broken in \(frames) (of 0–\(animation.frames.count - 1)): the required constraints can't all hold at those moments"))
        }
        log = lines.isEmpty ? nil : lines.joined(separator: "\n")
        hasProblems = end.hasProblems || !order.isEmpty
    }

    /// `frame 3`, `frames 6–15`, `frames 2–4, 9`.
    static func ranges(_ frames: [Int]) -> String {
        var parts: [String] = []
        var start = frames.first, last = frames.first
        for frame in frames.dropFirst() + [Int.min] {
            if let s = start, let l = last, frame != l + 1 {
                parts.append(s == l ? "\(s)" : "\(s)–\(l)")
                start = frame
            }
            last = frame
        }
        return (frames.count == 1 ? "frame " : "frames ") + parts.joined(separator: ", ")
    }
}
