import BenchSupport
// plumb-render-bench: times Plumb's PNG render of a laid-out 1,000-view card grid at 2x, with
// every debugging overlay and without, against the same Cairo and Pango calls made directly
// (a recorded replay, DirectReplay.swift); checks both give the same pixels; then times text
// measurement through PangoTextMeasurer's cache. Benchmarks/WORKLOADS.md (*Render*) defines it;
// the runner's render family (Benchmarks/runner/render.py) runs it.
//
//   swift build -c release --package-path Benchmarks --scratch-path .build-bench --product plumb-render-bench
//   .build-bench/release/plumb-render-bench --n 1000 --runs 5
//
// Prints JSON lines; every line has "bench":"render" and "kind":
//   scene    the scene: views, cards, canvas in points and pixels, layout_ms (the first
//            scene.layout(), Pango measuring), the measurer's hits and misses during it
//   ops      per variant ("overlays", "plain"): how many GraphicsContext calls one render makes, by kind
//   check    per variant: whether Plumb's PNG and the direct replay's PNG hold the same pixels
//            (decoded: the two are encoded by different writers, so their bytes differ), the
//            number of differing pixels out of how many, and whether the bytes are identical
//   phase_start  t_ms since process start when the render runs or the text runs begin
//   run      one timed run of a variant: plumb_ms, direct_ms (= direct_draw_ms + direct_encode_ms,
//            surface destroyed), record_ms (Plumb making the render's
//            DrawingSnapshot and drawing it into a recording context, no Cairo)
//   result   per variant and phase (plumb, direct, direct_draw, direct_encode, record):
//            median_ms, min_ms, runs, samples_ms
//   ratio    per variant: median Plumb ÷ median direct
//   layer    (overlays variant) one overlay alone: ms of `Overlays.draw(layer, …)` into a recording
//            context (no Cairo), after the timed runs; each includes the fixed costs (the scene
//            walk, label placement, legend) that `.all` pays once
//   text     the text-measurement figures (see TextMeasureBench.swift)

import CBenchPangoCairo
import Plumb
@_spi(Benchmarks) import PlumbRender

#if canImport(Glibc)
import Glibc
#endif

processStart = nowNanos()

let usage = """
usage: plumb-render-bench [--n N] [--runs R] [--budget SECONDS] [--labels L] [--distinct D]
                          [--variant overlays|plain] [--write DIR] [--no-text] [--no-render]
  --n         about how many views (default 1000): round((N-1)/5) cards of 5 views, plus the root
  --runs      timed renders per variant and text runs, median reported (default 5)
  --budget    start no new run after this many seconds in a part (default 40); at least one runs
  --labels    labels measured in the text benchmark (default 10000)
  --distinct  distinct strings among them (default 1000)
  --variant   time only this variant (for profiling; default: both)
  --write DIR write DIR/render-{plumb,direct}-{overlays,plain}.png from the check, and where they
              differ, DIR/render-diff-VARIANT-{mask,a,b}.png: a map of the differences and the
              first difference enlarged (a: Plumb, b: direct)
  --no-text   skip the text benchmark; --no-render: skip the render benchmark
"""

struct Options {
    var n = 1000
    var runs = 5
    var budget = 40.0
    var labels = 10_000
    var distinct = 1000
    var writeDir: String?
    var variants = Variant.allCases
    var text = true
    var render = true
}

func parseArguments(_ args: [String]) -> Options {
    var o = Options()
    var reader = Arguments(args, usage: usage)
    while let flag = reader.nextFlag() {
        switch flag {
        case "--n": o.n = Int(reader.number())
        case "--runs": o.runs = Int(reader.number())
        case "--budget": o.budget = reader.number()
        case "--labels": o.labels = Int(reader.number())
        case "--distinct": o.distinct = Int(reader.number())
        case "--write": o.writeDir = reader.value()
        case "--variant": o.variants = [reader.choice(Variant.self)]
        case "--no-text": o.text = false
        case "--no-render": o.render = false
        default: reader.unknown()
        }
    }
    if o.n < 2 || o.runs < 1 || o.labels < 1 || o.distinct < 1 || o.distinct > o.labels {
        fail("--n must be at least 2, --runs and --labels at least 1, 1 <= --distinct <= --labels")
    }
    return o
}

/// Prints one line: the common fields, then `fields` (values already JSON).
func emitLine(_ kind: String, _ fields: [(String, String)]) {
    emit(#"{"bench":"render","kind":"\#(kind)""# + fields.map { #","\#($0.0)":\#($0.1)"# }.joined() + "}")
}

func list(_ xs: [Double]) -> String { "[" + xs.map(json).joined(separator: ",") + "]" }

// MARK: Render

enum Variant: String, CaseIterable {
    case overlays, plain
    var options: OverlayOptions { self == .overlays ? .all : [] }
}

/// Plumb's renderer for a variant: PNG at 2×, the legend in its strip beside the layout.
func renderer(_ variant: Variant) -> Renderer { Renderer(scale: 2, overlays: variant.options) }

/// What Plumb's PNG render draws, recorded: the `DrawingSnapshot` the renderer makes (the tree's
/// drawing, the overlays worked out, the canvas grown by the legend strip), drawn into a
/// recording context, with the canvas and the layout area it is drawn on.
func record(_ root: View, _ variant: Variant) -> (ops: [DrawOp], canvas: Size, layoutArea: Size) {
    let snapshot: DrawingSnapshot
    do {
        snapshot = try renderer(variant).snapshot(of: root, format: .png)
    } catch {
        fail("Plumb's snapshot failed: \(error)")
    }
    let context = RecordingContext()
    snapshot.draw(in: context)
    return (context.ops, snapshot.size, snapshot.layoutArea)
}

func plumbPNG(_ root: View, _ variant: Variant) -> [UInt8] {
    do {
        return try renderer(variant).data(of: root, format: .png)
    } catch {
        fail("Plumb's render failed: \(error)")
    }
}

func writeFile(_ bytes: [UInt8], _ path: String) {
    guard let f = fopen(path, "wb") else { fail("cannot write \(path)") }
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
    fclose(f)
}

func runRenderBenchmark(_ o: Options) {
    let shape = CardGridShape(views: o.n)
    let scene = makeCardScene(shape)
    scene.root.textMeasurer = PangoTextMeasurer.shared
    PangoTextMeasurer.shared.clearCache()
    let t0 = nowNanos()
    scene.layout()
    let layoutMs = millis(t0, nowNanos())
    let stats = PangoTextMeasurer.shared.statistics
    let root = scene.root
    let size = root.frame.size
    let direct = DirectRenderer(scale: 2)
    emitLine("scene", [("n", "\(o.n)"), ("views", "\(root.subtreeViews.count)"), ("cards", "\(shape.cards)"),
                       ("width_pt", json(size.width)), ("height_pt", json(size.height)),
                       ("width_px", "\(Int((size.width * 2).rounded(.up)))"),
                       ("height_px", "\(Int((size.height * 2).rounded(.up)))"),
                       ("layout_ms", json(layoutMs)), ("layout_measure_hits", "\(stats.hits)"),
                       ("layout_measure_misses", "\(stats.misses)")])

    // Warm-up and check: one render of each variant both ways; the recordings are kept.
    var recordings: [Variant: (ops: [DrawOp], canvas: Size, layoutArea: Size)] = [:]
    for variant in o.variants {
        let plumb = plumbPNG(root, variant)
        let recording = record(root, variant)
        let ops = recording.ops
        recordings[variant] = recording
        let surface = direct.surface(size: recording.canvas, layoutArea: recording.layoutArea, ops: ops)
        let replayed = direct.png(of: surface)
        cairo_surface_destroy(surface)
        emitLine("ops", [("variant", jsonString(variant.rawValue)), ("total", "\(ops.count)")]
                 + opCounts(ops).map { ($0.0, "\($0.1)") })
        // Plumb writes PNG through libpng without row filters, the direct side through Cairo's
        // writer: the same pixels make different bytes, so the pixels are what is compared.
        var fields = [("variant", jsonString(variant.rawValue)), ("identical_bytes", plumb == replayed ? "true" : "false"),
                      ("plumb_png_bytes", "\(plumb.count)"), ("direct_png_bytes", "\(replayed.count)")]
        let crops = o.writeDir.map { "\($0)/render-diff-\(variant.rawValue)" }
        if let diff = pixelDifference(plumb, replayed, cropsTo: crops) {
            fields += [("same_pixels", diff.pixels == 0 ? "true" : "false"), ("differing_pixels", "\(diff.pixels)"),
                       ("pixels", "\(diff.total)"), ("max_channel_delta", "\(diff.maxChannel)")]
            if let first = diff.first { fields += [("first_x", "\(first.x)"), ("first_y", "\(first.y)")] }
        } else {
            fields += [("same_pixels", "null"), ("differing_pixels", "null")]
        }
        emitLine("check", fields)
        if let dir = o.writeDir {
            writeFile(plumb, "\(dir)/render-plumb-\(variant.rawValue).png")
            writeFile(replayed, "\(dir)/render-direct-\(variant.rawValue).png")
        }
    }

    // Timed runs, the variants and the two sides interleaved so drift hits all alike.
    emitLine("phase_start", [("part", jsonString("render")), ("t_ms", json(millis(processStart, nowNanos())))])
    var samples: [Variant: [String: [Double]]] = [:]
    let started = elapsedSeconds()
    for run in 0..<o.runs {
        if run > 0 && elapsedSeconds() - started > o.budget { break }
        for variant in o.variants {
            let recording = recordings[variant]!
            var row: [String: Double] = [:]
            func timePlumb() {
                let a = nowNanos()
                let plumb = plumbPNG(root, variant)
                row["plumb"] = millis(a, nowNanos())
                sink += Double(plumb.count)
            }
            func timeDirect() {
                let a = nowNanos()
                let surface = direct.surface(size: recording.canvas, layoutArea: recording.layoutArea, ops: recording.ops)
                let b = nowNanos()
                let replayed = direct.png(of: surface)
                let c = nowNanos()
                cairo_surface_destroy(surface)
                let d = nowNanos()
                row["direct"] = millis(a, d)
                row["direct_draw"] = millis(a, b)
                row["direct_encode"] = millis(b, c)
                sink += Double(replayed.count)
            }
            // Which side goes first alternates from run to run.
            if run % 2 == 0 { timePlumb(); timeDirect() } else { timeDirect(); timePlumb() }
            let e = nowNanos()
            let recorded = record(root, variant)
            row["record"] = millis(e, nowNanos())
            sink += Double(recorded.ops.count)
            for (phase, ms) in row { samples[variant, default: [:]][phase, default: []].append(ms) }
            emitLine("run", [("variant", jsonString(variant.rawValue)), ("run", "\(run)")]
                     + row.sorted { $0.key < $1.key }.map { ("\($0.key)_ms", json($0.value)) })
        }
    }
    for variant in o.variants {
        let phases = samples[variant] ?? [:]
        for phase in ["plumb", "direct", "direct_draw", "direct_encode", "record"] {
            guard let xs = phases[phase], !xs.isEmpty else { continue }
            emitLine("result", [("variant", jsonString(variant.rawValue)), ("phase", jsonString(phase)),
                                ("median_ms", json(median(xs))), ("min_ms", json(xs.min()!)),
                                ("runs", "\(xs.count)"), ("samples_ms", list(xs))])
        }
        if let p = phases["plumb"], let d = phases["direct"], !p.isEmpty, !d.isEmpty {
            emitLine("ratio", [("variant", jsonString(variant.rawValue)), ("plumb_over_direct", json(median(p) / median(d)))])
        }
    }
    if o.variants.contains(.overlays) { timeOverlayLayers(root) }
}

/// Each overlay alone, into a recording context: where the overlays' own time goes.
func timeOverlayLayers(_ root: View) {
    let layers: [(String, OverlayOptions)] = [
        ("frames", .frames), ("alignment", .alignment), ("margins", .margins), ("guides", .guides),
        ("baselines", .baselines), ("constraints", .constraints), ("ambiguity", .ambiguity),
    ]
    for (name, layer) in layers {
        let t0 = nowNanos()
        let context = RecordingContext()
        Overlays.draw(layer, over: root, in: context, measurer: PangoTextMeasurer.shared)
        let ms = millis(t0, nowNanos())
        emitLine("layer", [("layer", jsonString(name)), ("ms", json(ms)), ("ops", "\(context.ops.count)")])
    }
}

// MARK: Text

func runTextPart(_ o: Options) {
    emitLine("phase_start", [("part", jsonString("text")), ("t_ms", json(millis(processStart, nowNanos())))])
    let r = runTextBenchmark(labels: o.labels, distinct: o.distinct, runs: o.runs, budget: o.budget)
    guard !r.coldMs.isEmpty else { return }
    let cold = median(r.coldMs)
    emitLine("text", [("labels", "\(o.labels)"), ("distinct", "\(o.distinct)"), ("runs", "\(r.coldMs.count)"),
                      ("total_median_ms", json(cold)), ("total_min_ms", json(r.coldMs.min()!)),
                      ("per_label_us", json(cold * 1000 / Double(o.labels))),
                      ("hits", "\(r.stats.hits)"), ("misses", "\(r.stats.misses)"), ("hit_rate", json(r.stats.hitRate)),
                      ("uncached_count", "\(o.distinct)"), ("uncached_median_ms", json(median(r.uncachedMs))),
                      ("uncached_per_label_us", json(median(r.uncachedMs) * 1000 / Double(o.distinct))),
                      ("all_hits_median_ms", json(median(r.warmMs))),
                      ("all_hits_per_label_us", json(median(r.warmMs) * 1000 / Double(o.labels))),
                      ("total_samples_ms", list(r.coldMs)), ("uncached_samples_ms", list(r.uncachedMs)),
                      ("all_hits_samples_ms", list(r.warmMs))])
}

let options = parseArguments(Array(CommandLine.arguments.dropFirst()))
if options.render { runRenderBenchmark(options) }
if options.text { runTextPart(options) }
// Keeps every read value alive; never true in practice.
if sink == -1.2345e300 { print("") }
