import Foundation
import Testing

/// Geometry far larger than the image renders in every format with every overlay, quickly
/// and in little memory, instead of aborting.
@Suite struct HugeGeometryTests {
    /// A guide and a bordered view about 9e18 points tall, through constraints and a multiplier chain.
    static let scene = """
        size: {width: 200, height: 100}
        views:
          - {id: big, background: "#3d7fd9", borderColor: "#ff0000", borderWidth: 2, cornerRadius: 8}
          - {id: label, type: label, text: "tall text", lines: 0, parent: big}
          - {id: chain, background: "#aa0000", borderWidth: 1, borderColor: "#000000"}
        guides:
          - id: g
        constraints:
          - g.leading == root.leading + 10
          - g.top == root.top + 10
          - g.width == 50
          - g.height == 9e18
          - big.leading == g.trailing
          - big.top == root.top - 9e18
          - big.width == 9e18
          - big.height == 9e18
          - label.leading == big.leading
          - label.trailing == big.trailing
          - label.top == big.top
          - label.bottom == big.bottom
          - chain.leading == root.leading
          - chain.top == root.top
          - chain.width == 1e6 * root.width
          - chain.height == 1e6 * chain.width
        """

    /// Huge margins, borders, corner radii, alignment insets, an image placeholder, stack
    /// spacing, a huge font, and a guide reaching far beyond both sides.
    static let extremes = """
        size: {width: 200, height: 120}
        root:
          margins: 1e18
        views:
          - {id: a, background: "#3d7fd9", borderColor: "#ff0000", borderWidth: 1e18, cornerRadius: 1e18, margins: [1e18, -1e18, 5, 5]}
          - {id: b, type: image, size: [1e18, 1e18], contentMode: center, alignmentInsets: [1e18, 1e18, 1e18, 1e18]}
          - {id: c, type: label, text: "Hello", font: "DejaVu Sans 100000", lines: 0}
          - {id: s, type: stack, axis: vertical, spacing: 1e18, arranged: [d, e]}
          - {id: d, type: button, title: "x"}
          - {id: e, type: textField, placeholder: "y"}
        guides:
          - id: g
        constraints:
          - "H:|[b]"
          - "V:|[b]"
          - "H:|[c]"
          - "V:[c]|"
          - "H:|[s]"
          - "V:|-10-[s]"
          - {constraint: "a.leading == root.leadingMargin", id: aX}
          - {constraint: "a.top == root.topMargin", id: aY}
          - {constraint: "a.width == 9e18", id: aWidth}
          - {constraint: "a.height == 9e18", id: aHeight}
          - {constraint: "g.leading == root.leading", id: gX}
          - {constraint: "g.width == 9e18", id: gWidth}
          - {constraint: "g.top == root.top - 9e18", id: gTop}
          - {constraint: "g.bottom == root.bottom + 9e18", id: gBottom}
        """

    @Test(arguments: ["png", "svg", "pdf"], [scene, extremes])
    func geometryFarLargerThanTheImageRenders(format: String, scene: String) throws {
        let tool = try PlumbTool()
        defer { tool.remove() }
        try tool.write("huge.yaml", scene)
        let start = Date()
        let result = try tool.run(["render", "huge.yaml", "--overlay", "all", "-o", "huge.\(format)"])
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(tool.exists("huge.\(format)"))
        #expect(try tool.bytes("huge.\(format)").count < 2_000_000)
    }
}
