// plumb-shape-bench: times the public layout API on one benchmark shape and phase
// (Benchmarks/README.md), prints JSON lines.
import BenchScenes
import BenchSupport
import Plumb

processStart = nowNanos()

let usage = """
usage: plumb-shape-bench --shape NAME --n N [--phase build|edit|intrinsic|resize|remove|move|all] [--runs R] [--budget S]
  shapes: \(Shape.allCases.map(\.rawValue).joined(separator: ", "))
"""

var shape = Shape.longRow
var n = 100
var phase = "all"
var runs = 5
var budget = 40.0
var reader = Arguments(Array(CommandLine.arguments.dropFirst()), usage: usage)
while let flag = reader.nextFlag() {
    switch flag {
    case "--shape": shape = reader.choice(Shape.self)
    case "--n": n = Int(reader.number())
    case "--phase": phase = reader.value()
    case "--runs": runs = Int(reader.number())
    case "--budget": budget = reader.number()
    default: reader.unknown()
    }
}

func timed(_ body: () -> Void) -> Double {
    let t0 = nowNanos()
    body()
    return millis(t0, nowNanos())
}

func report(_ name: String, _ samples: [Double], views: Int, shape: Shape, n: Int) {
    emit("{\"kind\":\"result\",\"shape\":\"\(shape.rawValue)\",\"n\":\(n),\"views\":\(views),\"phase\":\"\(name)\",\"median_ms\":\(json(median(samples))),\"runs\":\(samples.count)}")
}

func built(_ shape: Shape, _ n: Int) -> ShapeScene {
    let scene = shape.make(n: n)
    scene.activateAndLayOut()
    sink += scene.readFrames()
    return scene
}

let phases = phase == "all" ? ["build", "edit", "intrinsic", "resize", "remove", "move"] : [phase]
for name in phases {
    var samples: [Double] = []
    var views = 0
    let start = elapsedSeconds()
    for run in 0..<runs where run == 0 || elapsedSeconds() - start < budget {
        switch name {
        case "build":
            var scene: ShapeScene?
            samples.append(timed { scene = built(shape, n) })
            views = scene!.viewCount
        case "edit", "intrinsic", "resize":
            let scene = built(shape, n)
            views = scene.viewCount
            for k in 0..<20 {
                let sign: Double = k % 2 == 0 ? 1 : -1
                samples.append(timed {
                    switch name {
                    case "edit": scene.editConstant(sign: sign)
                    case "intrinsic": scene.editIntrinsic(sign: sign)
                    default: scene.resizeWindow(sign: sign)
                    }
                    sink += scene.readFrames()
                })
            }
        case "remove":
            let scene = built(shape, n)
            views = scene.viewCount
            samples.append(timed { scene.removeHalfAndLayOut(); sink += scene.readFrames() })
        case "move":
            let scene = built(shape, n)
            views = scene.viewCount
            samples.append(timed { scene.moveAndLayOut(); sink += scene.readFrames() })
        default:
            fail("unknown phase \(name)")
        }
    }
    report(name, samples, views: views, shape: shape, n: n)
}
