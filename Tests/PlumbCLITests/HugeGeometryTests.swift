import Foundation
import PlumbTestSupport
import Testing

/// Geometry far larger than the image renders in every format with every overlay, quickly
/// and in little memory, instead of aborting.
@Suite struct HugeGeometryTests {
    /// A guide and a bordered view about 9e18 points tall. Scene numbers stop at ±1e7 (the
    /// numeric policy), so the size comes from multipliers compounding: 9e6 · 1e6 · 1e6.
    static let scene = Fixture.scene("huge-geometry/nine-million-point-guides", in: .module)

    /// Margins, borders, corner radii, alignment insets, an image placeholder and stack spacing
    /// at the largest a scene allows (1e7 points), a huge font, and a view 9e12 points wide and
    /// 9e13 tall and a guide 9e13 wide through multipliers compounded to just under the 10¹² a
    /// chain may reach (`MultiplierReach`; past it the scene is refused, MultiplierReachTests).
    static let extremes = Fixture.scene("huge-geometry/ten-million-point-attributes", in: .module)

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
