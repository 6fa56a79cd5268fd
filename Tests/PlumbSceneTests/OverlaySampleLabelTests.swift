import Foundation
import Plumb
@testable import PlumbRender
import PlumbRender
import PlumbScene
import Testing

/// On the densest scenes of the gallery, with every overlay, as `plumb render --overlay all`
/// draws them (at 2×, with Pango): no two labels overlap, none covers any text, and all stay in
/// the layout area (the legend has its own strip).
@Suite struct OverlaySampleLabelTests {
    /// Scene, and at least how many labels find room in it.
    static let dense: [(String, Int)] = [
        ("chat-screen", 35), ("planets-unsatisfiable", 5), ("settings-screen", 20), ("card-grid", 60), ("safe-area", 7),
        ("menu-screen", 15), ("login-form", 10), ("profile-views", 10), ("keyboard-row", 10), ("equal-spacing-guides", 5),
    ]

    @Test(arguments: dense.map(\.0))
    func labelsAvoidEachOtherAndText(_ name: String) throws {
        let file = SampleAgreementTests.samplesFolder.appendingPathComponent("\(name).yaml").path
        let loaded = try SceneLoader.load(contentsOf: file, services: .rendering)
        if !loaded.hasSetting("scale") { loaded.scene.scale = 2 }
        loaded.scene.root.textMeasurer = PangoTextMeasurer.shared
        loaded.layout()
        let root = loaded.scene.root
        let picture = OverlayPicture(.all, over: root, measurer: PangoTextMeasurer.shared)
        let labels = picture.placedLabels.map(\.rect)
        let minimum = try #require(Self.dense.first { $0.0 == name }?.1)
        #expect(labels.count >= minimum, "\(name): \(labels.count) labels placed, \(picture.leftOutLabels) left out")
        #expect(!picture.textRects.isEmpty)
        for (i, label) in labels.enumerated() {
            for other in labels[(i + 1)...] {
                #expect(!OverlayLabelPlacer.overlap(label, other), "\(name): labels at \(label) and \(other) overlap")
            }
            for text in picture.textRects {
                #expect(!OverlayLabelPlacer.overlap(label, text), "\(name): a label at \(label) covers text at \(text)")
            }
            #expect(label.minX >= 0 && label.minY >= 0 && label.maxX <= root.frame.width && label.maxY <= root.frame.height)
        }
    }
}
