// plumb-snapshot-bench: comparing two 2,000 × 2,000 PNGs with ImageDiff against decoding
// them both, then writing the review page, JSON and JUnit of that failure among passes (see
// Benchmarks/WORKLOADS.md, *Snapshot*).
import PlumbTestScenes
import BenchSupport
import Foundation
import Plumb
import PlumbRender
import PlumbSnapshot

let usage = "usage: plumb-snapshot-bench [--n ROWS] [--runs N]"

/// 1,000 × 1,000 points at 2×: rows of key and value labels over coloured bands; the `changed`
/// row's value reads differently.
func picture(rows: Int, changed: Int?) throws -> [UInt8] {
    let (root, made) = plainRows(rows, flat: true)
    root.textMeasurer = PangoTextMeasurer.shared
    root.frame = Rect(x: 0, y: 0, width: 1000, height: 1000)
    for (index, row) in made.enumerated() {
        row.row.backgroundColor = index % 2 == 0 ? Color(hex: "#eef3fb") : Color(hex: "#fbf3e6")
        if index == changed { row.value.text = "Value number changed" }
    }
    root.layoutIfNeeded()
    return try Renderer(scale: 2).data(of: root, format: .png)
}

processStart = nowNanos()
let options = RowOptions(Array(CommandLine.arguments.dropFirst()), usage: usage, rows: 40)
let referencePNG = try picture(rows: options.n, changed: nil)
let actualPNG = try picture(rows: options.n, changed: options.n / 2)
var decode: [Double] = [], compare: [Double] = []
var different = 0, size = ""
for _ in 0..<options.runs {
    let t0 = nowNanos()
    let reference = try RenderedImage(pngData: referencePNG)
    let actual = try RenderedImage(pngData: actualPNG)
    let t1 = nowNanos()
    let result = ImageDiff().compare(reference: reference, actual: actual)
    let t2 = nowNanos()
    decode.append(millis(t0, t1))
    compare.append(millis(t1, t2))
    different = result.differentPixels
    size = "\(reference.width)x\(reference.height)"
}
let decodeMs = median(decode), compareMs = median(compare)

// The report of a run with this failure and `--n` passes: the page, its JSON and JUnit.
let diffResult = ImageDiff().compare(reference: try RenderedImage(pngData: referencePNG), actual: try RenderedImage(pngData: actualPNG))
let diffPNG = try diffResult.diffImage!.pngData(), marksPNG = try diffResult.changedPixels!.pngData()
let failure = SnapshotResult(name: "rows.png", group: "rows.yaml", status: .failed, message: "rows.png doesn't match its reference",
                             kind: .image, referencePath: "refs/rows.png", reference: Data(referencePNG), actual: Data(actualPNG),
                             diff: Data(diffPNG), changedPixels: Data(marksPNG), changes: ["value\(options.n / 2) resized from 120×18 to 160×18"])
let passes = (0..<options.n).map { SnapshotResult(name: "pass\($0).png", group: "pass\($0).yaml", status: .passed, kind: .image,
                                                   referencePath: "refs/pass\($0).png") }
let report = SnapshotReport(results: [failure] + passes)
var page: [Double] = [], sidecar: [Double] = [], junit: [Double] = []
var pageBytes = 0, jsonBytes = 0
for _ in 0..<options.runs {
    let t0 = nowNanos()
    pageBytes = report.html.utf8.count
    let t1 = nowNanos()
    jsonBytes = try report.jsonData().count
    let t2 = nowNanos()
    _ = report.junitXML
    let t3 = nowNanos()
    page.append(millis(t0, t1))
    sidecar.append(millis(t1, t2))
    junit.append(millis(t2, t3))
}
let imagesBase64 = [referencePNG, actualPNG, diffPNG].reduce(0) { $0 + ($1.count + 2) / 3 * 4 }
let imagesPNG = referencePNG.count + actualPNG.count + diffPNG.count
emit(#"{"bench":"snapshot","size":"\#(size)","runs":\#(options.runs),"decode_both_ms":\#(json(decodeMs)),"compare_ms":\#(json(compareMs)),"compare_over_decode":\#(json(compareMs / decodeMs)),"different_pixels":\#(different),"png_bytes":\#(referencePNG.count),"page_ms":\#(json(median(page))),"json_ms":\#(json(median(sidecar))),"junit_ms":\#(json(median(junit))),"page_bytes":\#(pageBytes),"json_bytes":\#(jsonBytes),"images_png_bytes":\#(imagesPNG),"images_base64_bytes":\#(imagesBase64),"marks_png_bytes":\#(marksPNG.count),"passes":\#(options.n)}"#)
