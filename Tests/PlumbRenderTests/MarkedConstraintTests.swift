import Plumb
@testable import PlumbRender
import Testing

/// Marked constraints (what an animation frame misses): drawn in red with their note, once,
/// whatever the overlays.
@Suite struct MarkedConstraintTests {
    /// A 60 × 20 box 80 from the left; a fallback at 50 (priority 750) that it misses by 30.
    static func scene() -> (View, LayoutConstraint) {
        let root = View("root", frame: Rect(x: 0, y: 0, width: 200, height: 60))
        let box = View("box")
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let fallback = (box.leadingAnchor == root.leadingAnchor + 50) ~ .defaultHigh
        LayoutConstraint.activate([fallback, box.leadingAnchor == root.leadingAnchor + 80, box.topAnchor == root.topAnchor + 20,
                                   box.widthAnchor == 60, box.heightAnchor == 20])
        root.layoutIfNeeded()
        return (root, fallback)
    }

    @Test func aMarkedConstraintIsLabelledWithItsNoteWithoutOverlays() throws {
        let (root, fallback) = Self.scene()
        let picture = OverlayPicture([], over: root, measurer: PangoTextMeasurer.shared, legend: .none,
                                     marked: [MarkedConstraint(fallback, note: "off by 30")])
        #expect(picture.placedLabels.map(\.label.text) == ["50 @750 (off by 30)"])
        #expect(picture.placedLabels.first?.label.color == OverlayStyle.textColor(for: OverlayStyle.conflicting))
        // The picture has red where the gap's line runs (y 30, from x 0 to 80), and nothing without the mark.
        var renderer = Renderer(scale: 1, legend: .none)
        let plain = try renderer.image(of: root)
        renderer.marked = [MarkedConstraint(fallback, note: "off by 30")]
        let marked = try renderer.image(of: root)
        let reds = (0..<80).filter { x in
            let p = marked.pixel(x: x, y: 30)
            return p.red > 180 && p.green < 120 && p.blue < 120
        }
        #expect(reds.count > 20)
        #expect((0..<80).allSatisfy { plain.pixel(x: $0, y: 30) == plain.pixel(x: 0, y: 59) })
    }

    @Test func withTheConstraintsOverlayAMarkedConstraintIsDrawnOnce() {
        let (root, fallback) = Self.scene()
        let picture = OverlayPicture(.constraints, over: root, measurer: PangoTextMeasurer.shared, legend: .none,
                                     marked: [MarkedConstraint(fallback, note: "off by 30")])
        let texts = picture.placedLabels.map(\.label.text)
        #expect(texts.filter { $0.hasPrefix("50 @750") } == ["50 @750 (off by 30)"])
        #expect(texts.contains("80"))
    }
}
