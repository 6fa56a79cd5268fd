// plumb-animation-bench: what a constraint-animation frame costs against a full layout, on
// every benchmark shape at about 100 views (Benchmarks/WORKLOADS.md, *Animation*). A full
// layout builds the shape, activates its constraints and lays it out; a frame is one step of
// `Scene.animate` in constraints mode: the window width (or the shape's edited constant) at the
// frame's value, an incremental re-solve, the layout pass, and the frame's geometry and
// measurements; it is timed as the difference between animations of 2N and N frames, over N,
// so that the animation's fixed part (the start and end layouts) is left out. Prints one JSON
// line per shape and animation.

import PlumbTestScenes
import BenchSupport
import Foundation
import Plumb

let usage = "usage: plumb-animation-bench [--n VIEWS] [--runs N] [--frames N]"
processStart = nowNanos()
var n = 100, runs = 7, frames = 60
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    guard let value = arguments.first.flatMap(Int.init), value > 0 else { fatalError(usage) }
    arguments.removeFirst()
    switch flag {
    case "--n": n = value
    case "--runs": runs = value
    case "--frames": frames = value
    default: fatalError(usage)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// A full layout of the shape, in milliseconds.
func fullLayout(_ shape: Shape, n: Int) -> Double {
    let start = nowNanos()
    let scene = shape.make(n: n)
    scene.activateAndLayOut()
    sink += scene.readFrames()
    return Double(nowNanos() - start) / 1e6
}

/// The time of one constraint animation of `frames` steps on a fresh shape, in milliseconds,
/// with the engine's work over the frames and the largest miss of a required constraint.
func animation(_ shape: Shape, n: Int, frames: Int, kind: String) -> (ms: Double, work: EngineCounters, error: Double)? {
    let built = shape.make(n: n)
    built.activateAndLayOut()
    let scene = Scene("bench", root: built.root)
    let edited = built.editedConstraint
    if kind == "constant", edited == nil { return nil }
    let start = nowNanos()
    let recorded = scene.animate(duration: 1, curve: .easeInOut, fps: Double(frames), mode: .constraints) {
        if kind == "window" {
            scene.width = (scene.width ?? 0) - 40
        } else if let edited {
            edited.constant += 20
        }
    }
    let elapsed = Double(nowNanos() - start) / 1e6
    sink += recorded.frames.last?.geometry.frames.last?.minX ?? 0
    return (elapsed, recorded.engineWork, recorded.maximumRequiredError)
}

let only = ProcessInfo.processInfo.environment["PLUMB_SHAPE"]
for shape in Shape.tuned where only == nil || only == shape.rawValue {
    var full: [Double] = []
    var perFrame: [String: [Double]] = [:]
    var work: [String: EngineCounters] = [:]
    var worst: [String: Double] = [:]
    for _ in 0..<runs {
        full.append(fullLayout(shape, n: n))
        for kind in ["window", "constant"] {
            // A frame's cost without the animation's fixed part (the start, the end, the
            // measuring set-up): the difference between 2N and N frames, over N.
            guard let short = animation(shape, n: n, frames: frames, kind: kind),
                  let result = animation(shape, n: n, frames: 2 * frames, kind: kind) else { continue }
            perFrame[kind, default: []].append(max(0, result.ms - short.ms) / Double(frames))
            work[kind] = result.work
            worst[kind] = max(worst[kind] ?? 0, result.error)
        }
    }
    let views = shape.make(n: n).viewCount
    for kind in ["window", "constant"] {
        guard let times = perFrame[kind], let counters = work[kind] else { continue }
        let line: [String: Any] = [
            "shape": shape.rawValue, "views": views, "animation": kind, "frames": frames,
            "full_ms": median(full), "frame_ms": median(times), "ratio": median(times) / median(full),
            "additions": counters.additions, "removals": counters.removals, "constant_updates": counters.constantUpdates,
            "max_required_error": worst[kind] ?? 0,
        ]
        let data = try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
FileHandle.standardError.write(Data("checksum \(sink)\n".utf8))
