import Foundation
import Plumb
import PlumbRender
import PlumbScene

/// One labelled grid of a matrix's variants, as a PNG (laid out and drawn by Plumb itself) and
/// as HTML beside the variants' PNGs; and the matrix's problem table.
struct ContactSheet {
    /// The scene's name.
    let name: String
    /// The variants, in matrix order.
    let cells: [MatrixRun.Cell]
    /// How many values each axis has, in order.
    let axisSizes: [Int]

    /// The width of each picture on the sheet, in points.
    static let thumbnailWidth = 180.0
    /// Pixels per point of the sheet (less when a side would pass 16,000 pixels).
    static let scale = 1.5

    /// Cells per row: the trailing axes' combinations, as many as fit eight columns (at least the last axis's).
    var columns: Int {
        var count = 1
        for size in axisSizes.reversed() {
            if count > 1 && count * size > 8 { break }
            count *= size
        }
        return max(1, min(count, cells.count))
    }

    /// `se · rtl · double · AX3 · dark`.
    static func caption(of cell: MatrixRun.Cell) -> String {
        cell.variant.values.map(\.value).joined(separator: " · ")
    }

    /// `chat: 48 variants, 3 with problems` (`, 2 with errors` when some could not be made).
    var headline: String {
        let troubled = cells.filter { !$0.problems.isEmpty }.count
        let failed = cells.filter { $0.error != nil }.count
        return "\(name): \(cells.count) variant\(cells.count == 1 ? "" : "s"), \(troubled) with problems"
            + (failed > 0 ? ", \(failed) with errors" : "")
    }

    /// The headline, then one line per problem, errors first (each severity in matrix order):
    /// `  error: title clipped on se at AX3 in double`.
    var problemTable: String {
        var lines = [headline]
        for severity in [VariantProblem.Severity.error, .warning] {
            for cell in cells {
                lines += cell.problems.filter { $0.severity == severity }.map { "  \(severity): \(Self.line($0, in: cell))" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `title truncated on se at AX3 in double`: the problem, then the variant when it has a name.
    static func line(_ problem: VariantProblem, in cell: MatrixRun.Cell) -> String {
        let phrase = cell.variant.phrase
        return phrase.isEmpty ? problem.description : "\(problem) \(phrase)"
    }

    // MARK: PNG

    /// The sheet drawn at `scale` (less when a side would pass 16,000 pixels): the headline,
    /// then rows of pictures with their captions and problems (in red), each picture
    /// `thumbnailWidth` wide.
    func pngData(scale: Double = ContactSheet.scale) throws -> [UInt8] {
        let title = Label(text: headline, font: Font(size: 16, bold: true))
        title.identifier = "headline"
        var rows: [View] = []
        for start in stride(from: 0, to: cells.count, by: columns) {
            let row = StackView(arrangedSubviews: cells[start..<min(start + columns, cells.count)].map(cellView))
            row.axis = .horizontal
            row.alignment = .top
            row.spacing = 16
            rows.append(row)
        }
        let column = StackView(arrangedSubviews: [title] + rows)
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 20
        let scene = Scene("\(name)-matrix", scale: scale) { root in
            column
            column.leadingAnchor == root.leadingAnchor + 16
            column.topAnchor == root.topAnchor + 16
            column.trailingAnchor == root.trailingAnchor - 16
            column.bottomAnchor == root.bottomAnchor - 16
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        LayoutLog.$sink.withValue(CollectingSink()) { scene.layout() }
        let longest = max(scene.root.frame.width, scene.root.frame.height, 1)
        let fitting = min(scale, (16_000 / longest * 4).rounded(.down) / 4)
        if fitting != scale { scene.scale = fitting }
        return try Renderer(scale: fitting, background: .white).pngData(of: scene.root, compression: .fast)
    }

    /// One variant: its picture (or a grey box when it has none), caption and problems. (A
    /// variant with an error gets no sheet: `render --matrix` then writes nothing.)
    private func cellView(_ cell: MatrixRun.Cell) -> View {
        let width = Self.thumbnailWidth
        let picture: View
        if let image = cell.image {
            let height = (width * image.points.height / max(image.points.width, 1)).rounded()
            picture = ImageView(image: Image(file: image.thumbnail, size: Size(width: width, height: height)))
        } else {
            picture = ImageView(imageSize: Size(width: width, height: width))
        }
        picture.borderColor = Color(hex: "#d0d7de")!
        picture.borderWidth = 1
        let caption = Label(text: Self.caption(of: cell), font: Font(size: 11, bold: true))
        caption.numberOfLines = 0
        caption.preferredMaxLayoutWidth = width
        var parts: [View] = [picture, caption]
        let lines = Self.firstProblems(of: cell)
        if !lines.isEmpty {
            let problems = Label(text: lines.joined(separator: "\n"), font: Font(size: 10))
            problems.textColor = Color(hex: "#cf222e")!
            problems.numberOfLines = 0
            problems.preferredMaxLayoutWidth = width
            parts.append(problems)
        }
        let stack = StackView(arrangedSubviews: parts)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        picture.widthAnchor.constraint(equalToConstant: width).isActive = true
        return stack
    }

    /// At most four problems, the worst first, then how many more (the table and the page list them all).
    static func firstProblems(of cell: MatrixRun.Cell) -> [String] {
        let all = cell.problems.map(\.description)
        return all.count <= 4 ? all : Array(all.prefix(3)) + ["… and \(all.count - 3) more"]
    }

    // MARK: HTML

    /// The sheet as a page beside the variants' PNGs (it links them by file name), with the problem table.
    func html() -> String {
        var figures = ""
        for cell in cells {
            let picture = cell.image.map { image in
                "<img src=\"\(HTMLText.escaped((image.path as NSString).lastPathComponent))\" width=\"\(Int(Self.thumbnailWidth))\" alt=\"\">"
            } ?? "<div class=\"missing\"></div>"
            let lines = cell.problems.map(\.description)
            let list = lines.isEmpty ? "" : "<ul>" + lines.map { "<li>\(HTMLText.escaped($0))</li>" }.joined() + "</ul>"
            figures += "<figure class=\"\(lines.isEmpty ? "ok" : "problem")\">\(picture)<figcaption>\(HTMLText.escaped(Self.caption(of: cell)))\(list)</figcaption></figure>\n"
        }
        let rows = [VariantProblem.Severity.error, .warning].flatMap { severity in
            cells.flatMap { cell in
                cell.problems.filter { $0.severity == severity }.map {
                    "<tr><td>\(severity)</td><td>\(HTMLText.escaped(Self.caption(of: cell)))</td><td>\(HTMLText.escaped($0.description))</td></tr>"
                }
            }
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(HTMLText.escaped(headline))</title>
            <style>
            body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#1f2328}
            .sheet{display:grid;grid-template-columns:repeat(\(columns),max-content);gap:16px;align-items:start}
            figure{margin:0;width:\(Int(Self.thumbnailWidth))px}
            figure img,.missing{display:block;border:1px solid #d0d7de}
            .missing{height:\(Int(Self.thumbnailWidth))px;background:#eee}
            figcaption{font-weight:600;font-size:12px;margin-top:4px}
            ul{margin:2px 0 0;padding-left:16px;color:#cf222e;font-weight:400}
            .problem img{border-color:#cf222e}
            table{border-collapse:collapse;margin-top:8px}td{border:1px solid #d0d7de;padding:2px 8px}
            </style></head><body>
            <h1>\(HTMLText.escaped(headline))</h1>
            <div class="sheet">
            \(figures)</div>
            <h2>Problems</h2>
            \(rows.isEmpty ? "<p>None.</p>" : "<table>\n\(rows)\n</table>")
            </body></html>

            """
    }
}
