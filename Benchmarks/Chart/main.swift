// plumb-chart: draws the layout benchmark's per-view times as a Plumb scene (bars, axes, tick
// labels, legend and title are Views and Labels placed by constraints) and renders it with
// PlumbRender to PNG (2x) and SVG.
//
//   plumb-chart --input chart.json --png chart.png [--svg chart.svg]
//
// The input (Benchmarks/layout.py writes it):
//   {"title": "...", "subtitle": "...", "y_label": "...", "note": "...",
//    "series": [{"name": "...", "color": "#007aff",
//                "points": [{"n": 100, "views": 94, "us_per_view": 21.3},
//                           {"n": 10000, "views": 10014, "at_least_us_per_view": 5990, "marker": "> 60 s"}]}]}
// A point without `us_per_view` is a run stopped by a cap: its bar reaches the lower bound
// `at_least_us_per_view` (or the top of the axis), pale, labelled with `marker`.
//
// The y axis is logarithmic, in whole decades: each bar's height is the plot's height times
// (log10(value) − low decade) / decades, a constraint multiplier; gridlines hang from layout
// guides sized the same way.

import Foundation
import Plumb
import PlumbRender

struct ChartInput: Decodable {
    struct Point: Decodable {
        var n: Int
        var views: Int?
        var usPerView: Double?
        var atLeastUsPerView: Double?
        var marker: String?
    }
    struct Series: Decodable {
        var name: String
        var color: String
        var points: [Point]
    }
    var title: String
    var subtitle: String?
    var yLabel: String?
    /// A footnote under the chart.
    var note: String?
    var series: [Series]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("plumb-chart: \(message)\n".utf8))
    exit(2)
}

// MARK: Arguments

var inputPath: String?, pngPath: String?, svgPath: String?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    if flag == "-h" || flag == "--help" {
        print("usage: plumb-chart --input FILE.json --png FILE.png [--svg FILE.svg]")
        exit(0)
    }
    guard !arguments.isEmpty else { fail("\(flag) needs a value") }
    let value = arguments.removeFirst()
    switch flag {
    case "--input": inputPath = value
    case "--png": pngPath = value
    case "--svg": svgPath = value
    default: fail("unknown argument \(flag)")
    }
}
guard let inputPath, pngPath != nil || svgPath != nil else {
    fail("usage: plumb-chart --input FILE.json --png FILE.png [--svg FILE.svg]")
}
let input: ChartInput
do {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    input = try decoder.decode(ChartInput.self, from: Data(contentsOf: URL(fileURLWithPath: inputPath)))
} catch {
    fail("cannot read \(inputPath): \(error)")
}

// MARK: Scales and texts

/// "21.3 µs", "434 µs", "5,990 µs", "1.2 ms".
func formatMicroseconds(_ us: Double) -> String {
    if us >= 10_000 { return formatGrouped(us / 1000) + " ms" }
    if us >= 100 { return formatGrouped(us) + " µs" }
    if us >= 10 { return String(format: "%.1f µs", us) }
    return String(format: "%.2f µs", us)
}

/// A whole number with thousands separators.
func formatGrouped(_ x: Double) -> String {
    let digits = String(Int(x.rounded()))
    var out = ""
    for (i, ch) in digits.reversed().enumerated() {
        if i > 0 && i % 3 == 0 { out.append(",") }
        out.append(ch)
    }
    return String(out.reversed())
}

let categories = Array(Set(input.series.flatMap { $0.points.map(\.n) })).sorted()
guard !categories.isEmpty else { fail("no points") }
let allValues = input.series.flatMap { $0.points.compactMap { $0.usPerView ?? $0.atLeastUsPerView } }.filter { $0 > 0 }
guard let smallest = allValues.min(), let largest = allValues.max() else { fail("no positive values") }
let lowDecade = Int(floor(log10(smallest)))
let highDecade = max(lowDecade + 1, Int(ceil(log10(largest) - 1e-9)))
let decades = Double(highDecade - lowDecade)

/// Where a value sits on the axis: 0 at the bottom decade, 1 at the top.
func fraction(_ value: Double) -> Double {
    min(max((log10(value) - Double(lowDecade)) / decades, 0), 1)
}

func decadeLabel(_ decade: Int) -> String {
    let us = pow(10.0, Double(decade))
    if us >= 1_000_000 { return formatGrouped(us / 1_000_000) + " s" }
    if us >= 1000 { return formatGrouped(us / 1000) + " ms" }
    if us >= 1 { return formatGrouped(us) + " µs" }
    return String(format: "%g µs", us)
}

// MARK: The scene

let ink = Color(red255: 28, green: 28, blue: 30)
let secondaryInk = Color(red255: 99, green: 99, blue: 102)
let gridColour = Color(red255: 229, green: 229, blue: 234)
let axisColour = Color(red255: 142, green: 142, blue: 147)

let width = 760.0, height = input.note == nil ? 470.0 : 494.0
let columnCount = Double(categories.count), seriesCount = Double(input.series.count)
let barWidth = 46.0, barGap = 14.0

let title = Label("title", text: input.title, font: .boldSystem(size: 18))
title.textColor = ink
let subtitle = Label("subtitle", text: input.subtitle ?? "", font: .system(size: 11))
subtitle.textColor = secondaryInk
subtitle.numberOfLines = 2
let yTitle = Label("yTitle", text: input.yLabel ?? "µs per view (log scale)", font: .system(size: 11))
yTitle.textColor = secondaryInk
let plot = View("plot")
let xAxis = View("xAxis"), yAxis = View("yAxis")
xAxis.backgroundColor = axisColour
yAxis.backgroundColor = axisColour

var elements: [SceneElement] = []
var constraints: [LayoutConstraint] = []
var plotChildren: [SceneElement] = []

// Gridlines and tick labels, one per decade; a guide as tall as the decade's height sits on the
// plot's bottom and the gridline is centred on its top.
for decade in lowDecade...highDecade {
    let f = Double(decade - lowDecade) / decades
    let guide = LayoutGuide()
    guide.identifier = "decade\(decade)"
    let line = View("grid\(decade)")
    line.backgroundColor = decade == lowDecade ? .clear : gridColour
    let tick = Label("tick\(decade)", text: decadeLabel(decade), font: .system(size: 11))
    tick.textColor = secondaryInk
    tick.textAlignment = .right
    plotChildren += [.guide(guide), .view(line)]
    elements.append(.view(tick))
    // Faint minor gridlines at 2× and 5× the decade, unlabelled.
    if decade < highDecade {
        for factor in [2.0, 5.0] {
            let minor = LayoutGuide()
            minor.identifier = "decade\(decade)x\(Int(factor))"
            let minorLine = View("grid\(decade)x\(Int(factor))")
            minorLine.backgroundColor = gridColour.withAlpha(0.45)
            plotChildren += [.guide(minor), .view(minorLine)]
            constraints += [
                minor.leadingAnchor == plot.leadingAnchor, minor.widthAnchor == 1,
                minor.bottomAnchor == plot.bottomAnchor,
                minor.heightAnchor == (f + log10(factor) / decades) * plot.heightAnchor,
                minorLine.leadingAnchor == plot.leadingAnchor, minorLine.trailingAnchor == plot.trailingAnchor,
                minorLine.heightAnchor == 1, minorLine.centerYAnchor == minor.topAnchor,
            ]
        }
    }
    constraints += [
        guide.leadingAnchor == plot.leadingAnchor, guide.widthAnchor == 1,
        guide.bottomAnchor == plot.bottomAnchor,
        f == 0 ? guide.heightAnchor == 0 : guide.heightAnchor == f * plot.heightAnchor,
        line.leadingAnchor == plot.leadingAnchor, line.trailingAnchor == plot.trailingAnchor,
        line.heightAnchor == 1, line.centerYAnchor == guide.topAnchor,
        tick.trailingAnchor == plot.leadingAnchor - 8, tick.centerYAnchor == line.centerYAnchor,
    ]
}

// One column per N: a guide a column wide, the bars centred in it, the N below.
var previousColumn: LayoutGuide?
for n in categories {
    let column = LayoutGuide()
    column.identifier = "column\(n)"
    plotChildren.append(.guide(column))
    constraints += [
        column.widthAnchor == (1 / columnCount) * plot.widthAnchor,
        column.topAnchor == plot.topAnchor, column.bottomAnchor == plot.bottomAnchor,
        previousColumn.map { column.leadingAnchor == $0.trailingAnchor } ?? (column.leadingAnchor == plot.leadingAnchor),
    ]
    previousColumn = column
    let views = input.series.compactMap { $0.points.first { $0.n == n }?.views }.first
    let caption = Label("n\(n)", text: "N = \(formatGrouped(Double(n)))", font: .boldSystem(size: 12))
    caption.textColor = ink
    caption.textAlignment = .center
    elements.append(.view(caption))
    constraints += [caption.topAnchor == plot.bottomAnchor + 8, caption.centerXAnchor == column.centerXAnchor]
    if let views {
        let detail = Label("views\(n)", text: "\(formatGrouped(Double(views))) views", font: .system(size: 11))
        detail.textColor = secondaryInk
        elements.append(.view(detail))
        constraints += [detail.topAnchor == caption.bottomAnchor + 2, detail.centerXAnchor == column.centerXAnchor]
    }
    for (s, series) in input.series.enumerated() {
        guard let point = series.points.first(where: { $0.n == n }) else { continue }
        let colour = Color(hex: series.color) ?? .systemBlue
        let bar = View("bar\(s)_\(n)")
        bar.cornerRadius = 3
        let value = point.usPerView ?? point.atLeastUsPerView
        let f = value.map(fraction) ?? 1
        if point.usPerView != nil {
            bar.backgroundColor = colour
        } else {
            // Stopped at a cap: a pale, outlined bar up to the lower bound.
            bar.backgroundColor = colour.withAlpha(0.22)
            bar.borderColor = colour
            bar.borderWidth = 1.5
        }
        let offset = (Double(s) - (seriesCount - 1) / 2) * (barWidth + barGap)
        let text = point.usPerView.map(formatMicroseconds) ?? (point.marker ?? "> " + formatMicroseconds(value ?? 0))
        let label = Label("value\(s)_\(n)", text: text, font: .boldSystem(size: 11))
        label.textColor = point.usPerView != nil ? ink : colour
        label.textAlignment = .center
        plotChildren += [.view(bar), .view(label)]
        constraints += [
            bar.widthAnchor == barWidth,
            bar.centerXAnchor == column.centerXAnchor + offset,
            bar.bottomAnchor == plot.bottomAnchor,
            f <= 0 ? bar.heightAnchor == 2 : bar.heightAnchor == f * plot.heightAnchor,
            label.centerXAnchor == bar.centerXAnchor,
            label.bottomAnchor == bar.topAnchor - 4,
        ]
    }
}

// The legend, right-aligned above the plot: a swatch and a name per series.
var legendTrailing: XAxisAnchor = plot.trailingAnchor
for (s, series) in input.series.enumerated().reversed() {
    let colour = Color(hex: series.color) ?? .systemBlue
    let swatch = View("swatch\(s)")
    swatch.backgroundColor = colour
    swatch.cornerRadius = 2
    let name = Label("legend\(s)", text: series.name, font: .system(size: 12))
    name.textColor = ink
    elements += [.view(swatch), .view(name)]
    constraints += [
        name.trailingAnchor == legendTrailing - (s == input.series.count - 1 ? 0 : 22),
        name.centerYAnchor == yTitle.centerYAnchor,
        swatch.trailingAnchor == name.leadingAnchor - 6, swatch.centerYAnchor == name.centerYAnchor,
        swatch.widthAnchor == 12, swatch.heightAnchor == 12,
    ]
    legendTrailing = swatch.leadingAnchor
}

if let text = input.note {
    let note = Label("note", text: text, font: .system(size: 10))
    note.textColor = secondaryInk
    note.numberOfLines = 2
    elements.append(.view(note))
    constraints += [note.leadingAnchor == title.leadingAnchor, note.trailingAnchor <= plot.trailingAnchor,
                    note.bottomAnchor == plot.bottomAnchor + 70]
}

let scene = Scene("performance-chart", width: width, height: height, scale: 2) { root in
    title
    subtitle
    yTitle
    plot.containing { plotChildren }
    xAxis
    yAxis
    elements
    title.leadingAnchor == root.leadingAnchor + 24
    title.topAnchor == root.topAnchor + 18
    title.trailingAnchor <= root.trailingAnchor - 24
    subtitle.leadingAnchor == title.leadingAnchor
    subtitle.topAnchor == title.bottomAnchor + 4
    subtitle.trailingAnchor <= root.trailingAnchor - 24
    yTitle.leadingAnchor == title.leadingAnchor
    yTitle.bottomAnchor == plot.topAnchor - 26
    plot.leadingAnchor == root.leadingAnchor + 84
    plot.trailingAnchor == root.trailingAnchor - 28
    plot.topAnchor == subtitle.bottomAnchor + 66
    plot.bottomAnchor == root.bottomAnchor - (input.note == nil ? 54 : 78)
    xAxis.leadingAnchor == plot.leadingAnchor
    xAxis.trailingAnchor == plot.trailingAnchor
    xAxis.heightAnchor == 1
    xAxis.topAnchor == plot.bottomAnchor
    yAxis.trailingAnchor == plot.leadingAnchor
    yAxis.widthAnchor == 1
    yAxis.topAnchor == plot.topAnchor
    yAxis.bottomAnchor == plot.bottomAnchor + 1
    constraints
}

extension SceneBuilder {
    /// Lists already-built elements.
    static func buildExpression(_ elements: [SceneElement]) -> [SceneElement] { elements }
}

PangoTextMeasurer.installAsDefault()
scene.layout()

// The layout must place every label inside the canvas and keep value labels apart.
let canvas = Rect(x: 0, y: 0, width: width, height: height)
for view in scene.root.subtreeViews where view is Label {
    let frame = view.frameInRoot
    if frame.minX < 0 || frame.minY < 0 || frame.maxX > canvas.maxX || frame.maxY > canvas.maxY {
        FileHandle.standardError.write(Data("plumb-chart: warning: \(view.identifier ?? "?") is outside the canvas: \(frame)\n".utf8))
    }
}
let labels = scene.root.subtreeViews.compactMap { $0 as? Label }
for (i, a) in labels.enumerated() {
    for b in labels[(i + 1)...] {
        let p = a.frameInRoot, q = b.frameInRoot
        if p.minX < q.maxX && q.minX < p.maxX && p.minY < q.maxY && q.minY < p.maxY {
            FileHandle.standardError.write(Data("plumb-chart: warning: labels overlap: \(a.identifier ?? "?") and \(b.identifier ?? "?")\n".utf8))
        }
    }
}

do {
    if let pngPath { try Renderer(scale: 2).write(scene.root, to: pngPath, format: .png) }
    if let svgPath { try Renderer(scale: 1).write(scene.root, to: svgPath, format: .svg) }
} catch {
    fail("render failed: \(error)")
}
