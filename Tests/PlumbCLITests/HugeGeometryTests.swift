import Foundation
import Testing

/// Geometry far larger than the image renders in every format with every overlay, quickly
/// and in little memory, instead of aborting.
@Suite struct HugeGeometryTests {
    /// A guide and a bordered view about 9e18 points tall. Scene numbers stop at ±1e7 (the
    /// numeric policy), so the size comes from multipliers compounding: 9e6 · 1e6 · 1e6.
    static let scene = """
        size: {width: 200, height: 100}
        views:
          - {id: big, background: "#3d7fd9", borderColor: "#ff0000", borderWidth: 2, cornerRadius: 8}
          - {id: label, type: label, text: "tall text", lines: 0, parent: big}
          - {id: chain, background: "#aa0000", borderWidth: 1, borderColor: "#000000"}
        guides:
          - id: g
          - id: h1
          - id: h2
        constraints:
          - h1.leading == root.leading
          - h1.top == root.top
          - h1.width == 1
          - h1.height == 9e6
          - h2.leading == root.leading
          - h2.top == root.top
          - h2.width == 1
          - h2.height == 1e6 * h1.height
          - g.leading == root.leading + 10
          - g.top == root.top + 10
          - g.width == 50
          - g.height == 1e6 * h2.height
          - big.leading == g.trailing
          - big.bottom == root.top
          - big.width == g.height
          - big.height == g.height
          - label.leading == big.leading
          - label.trailing == big.trailing
          - label.top == big.top
          - label.bottom == big.bottom
          - chain.leading == root.leading
          - chain.top == root.top
          - chain.width == 1e6 * root.width
          - chain.height == 1e6 * chain.width
        """

    /// Margins, borders, corner radii, alignment insets, an image placeholder and stack spacing
    /// at the largest a scene allows (1e7 points), a huge font, and a view 9e12 points wide and
    /// 9e13 tall and a guide 9e13 wide through multipliers compounded to just under the 10¹² a
    /// chain may reach (`MultiplierReach`; past it the scene is refused, MultiplierReachTests).
    static let extremes = """
        size: {width: 200, height: 120}
        root:
          margins: 1e7
        views:
          - {id: a, background: "#3d7fd9", borderColor: "#ff0000", borderWidth: 1e7, cornerRadius: 1e7, margins: [1e7, -1e7, 5, 5]}
          - {id: b, type: image, size: [1e7, 1e7], contentMode: center, alignmentInsets: [1e7, 1e7, 1e7, 1e7]}
          - {id: c, type: label, text: "Hello", font: "DejaVu Sans 100000", lines: 0}
          - {id: s, type: stack, axis: vertical, spacing: 1e7, arranged: [d, e]}
          - {id: d, type: button, title: "x"}
          - {id: e, type: textField, placeholder: "y"}
        guides:
          - id: g
          - id: h
        constraints:
          - "H:|[b]"
          - "V:|[b]"
          - "H:|[c]"
          - "V:[c]|"
          - "H:|[s]"
          - "V:|-10-[s]"
          - {constraint: "a.leading == root.leadingMargin", id: aX}
          - {constraint: "a.top == root.topMargin", id: aY}
          - {constraint: "h.leading == root.leading", id: hX}
          - {constraint: "h.top == root.top", id: hY}
          - {constraint: "h.height == 1", id: hHeight}
          - {constraint: "h.width == 45000 * root.width", id: hWidth}
          - {constraint: "a.width == 1e6 * h.width", id: aWidth}
          - {constraint: "a.height == 10 * a.width", id: aHeight}
          - {constraint: "g.leading == root.leading", id: gX}
          - {constraint: "g.width == 10 * a.width", id: gWidth}
          - {constraint: "g.top == root.top - 9e6", id: gTop}
          - {constraint: "g.bottom == root.bottom + 9e6", id: gBottom}
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
