import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Plumb
@testable import PlumbRender
import Testing

/// SVG, PDF and PNG files: structure, determinism and atomic writing.
@Suite struct RenderFileTests {
    /// Five views in distinct colours, laid out by constraints.
    static func colourfulScene() -> Scene {
        let colours = ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff"].compactMap { Color(hex: $0) }
        let boxes = colours.enumerated().map { index, colour -> View in
            let box = View("box\(index)")
            box.backgroundColor = colour
            return box
        }
        return Scene("colours", width: 200, height: 60) { root in
            boxes
            for (index, box) in boxes.enumerated() {
                box.leadingAnchor == root.leadingAnchor + Double(10 + 38 * index)
                box.topAnchor == root.topAnchor + 10
                box.widthAnchor == 30
                box.heightAnchor == 40
            }
        }
    }

    /// Counts SVG elements by their fill colour.
    final class FillCounter: NSObject, XMLParserDelegate {
        var fills: [String: Int] = [:]
        var elements = 0
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements += 1
            let style = attributes["style"] ?? ""
            let fill = attributes["fill"] ?? style.split(separator: ";").first { $0.hasPrefix("fill:") }.map { String($0.dropFirst(5)) }
            if let fill, name == "path" || name == "rect" { fills[fill.lowercased(), default: 0] += 1 }
        }
    }

    static func rgbPercent(_ hex: String) -> String {
        let c = Color(hex: hex)!
        func pct(_ v: Double) -> String { v == 0 ? "0%" : "100%" }
        return "rgb(\(pct(c.red)),\(pct(c.green)),\(pct(c.blue)))"
    }

    @Test func svgParsesAsXMLWithOneFilledElementPerView() throws {
        let scene = Self.colourfulScene()
        scene.layout()
        let bytes = try Renderer().data(of: scene.root, format: .svg)
        let parser = XMLParser(data: Data(bytes))
        let counter = FillCounter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.elements > 5)
        for hex in ["#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff"] {
            #expect(counter.fills[Self.rgbPercent(hex)] == 1, "one element filled with \(hex)")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("width=\"200pt\"") || text.contains("width=\"200\""))
    }

    @Test func pdfStartsWithTheMagicAndIsDeterministic() throws {
        let scene = Self.colourfulScene()
        scene.layout()
        let first = try Renderer().data(of: scene.root, format: .pdf)
        let second = try Renderer().data(of: scene.root, format: .pdf)
        #expect(first.starts(with: Array("%PDF".utf8)))
        #expect(first == second)
    }

    @Test(arguments: [RenderFormat.png, .svg])
    func renderingTwiceGivesIdenticalBytes(format: RenderFormat) throws {
        let first = Self.colourfulScene(), second = Self.colourfulScene()
        first.layout()
        second.layout()
        let a = try Renderer(scale: 2).data(of: first.root, format: format)
        let b = try Renderer(scale: 2).data(of: second.root, format: format)
        #expect(!a.isEmpty)
        #expect(a == b)
    }

    @Test func pngDataIsAPNGOfTheScaledSize() throws {
        let scene = Self.colourfulScene()
        scene.layout()
        let bytes = try Renderer(scale: 3).data(of: scene.root, format: .png)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR width and height, big-endian, at bytes 16...23.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 600 && height == 180)
    }

    @Test func writeIsAtomicAndPicksTheFormatFromTheExtension() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = Self.colourfulScene()
        scene.layout()
        for name in ["a.png", "a.svg", "a.PDF"] {
            try Renderer().write(scene.root, to: dir.appendingPathComponent(name).path)
        }
        let png = try Data(contentsOf: dir.appendingPathComponent("a.png"))
        let svg = try String(contentsOf: dir.appendingPathComponent("a.svg"), encoding: .utf8)
        let pdf = try Data(contentsOf: dir.appendingPathComponent("a.PDF"))
        #expect(png.starts(with: [0x89, 0x50]))
        #expect(svg.hasPrefix("<?xml"))
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["a.PDF", "a.png", "a.svg"])
        // A directory that doesn't exist: an error naming the path, and no file anywhere.
        let missing = dir.appendingPathComponent("no/such/dir/out.png").path
        #expect(throws: RenderError.self) { try Renderer().write(scene.root, to: missing) }
        #expect(!FileManager.default.fileExists(atPath: missing))
        // A failed render (empty canvas) leaves an existing file untouched.
        let empty = View(frame: .zero)
        let target = dir.appendingPathComponent("a.png").path
        #expect(throws: RenderError.self) { try Renderer().write(empty, to: target) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == png)
    }

    @Test func formatFromPathExtension() {
        #expect(RenderFormat(pathExtension: "out/x.svg") == .svg)
        #expect(RenderFormat(pathExtension: "X.PNG") == .png)
        #expect(RenderFormat(pathExtension: "dir.pdf/file") == nil)
        #expect(RenderFormat(pathExtension: "file.jpg") == nil)
    }
}
