import Foundation
import PlumbRender
import PlumbSnapshot
import Testing
import UIKit

/// A card as an iOS app writes it: a system-background view with a body label that follows
/// Dynamic Type, pinned to its margins.
private final class NoteCard: UIView {
    let note = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        note.translatesAutoresizingMaskIntoConstraints = false
        note.text = "Milk"
        note.textColor = .label
        note.font = .preferredFont(forTextStyle: .body)
        note.adjustsFontForContentSizeCategory = true
        addSubview(note)
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            note.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// A card 200 × 80 in a scene measured with Pango, as the matrix gets it.
    static func scene() -> Scene {
        let scene = Scene("note", root: NoteCard(frame: CGRect(x: 0, y: 0, width: 200, height: 80)))
        scene.root.textMeasurer = PangoTextMeasurer.shared
        return scene
    }
}

/// Plumb's own `assertSnapshot` and variant matrix with UIKit views: a `UIView` is a Plumb
/// `View`, and the variants' traits reach UIKit's semantic colours and Dynamic Type fonts.
@Suite struct UIKitVariantTests {
    @Test func darkAndLargerTextReachUIKitColoursAndFonts() throws {
        let scene = NoteCard.scene()
        scene.layout()
        let card = try #require(scene.root as? NoteCard)
        let light = try Renderer().image(of: scene.root)
        let lightHeight = card.note.frame.height
        scene.apply(SceneEnvironment(contentSize: .accessibilityExtraExtraExtraLarge, appearance: .dark))
        scene.layout()
        let dark = try Renderer().image(of: scene.root)
        #expect(Array(light.rgba[0..<4]) == [255, 255, 255, 255])
        #expect(Array(dark.rgba[0..<4]) == [0, 0, 0, 255], "systemBackground in dark")
        // Body: 17 points at Large, 53 at AX5 (Apple's Dynamic Type table); the line is taller than the size.
        #expect(lightHeight > 17 && lightHeight < 25)
        #expect(card.note.frame.height > 53 && card.note.frame.height < 70)
    }

    @Test func plumbsAssertSnapshotTakesAUIKitView() {
        let scene = NoteCard.scene()
        scene.layout()
        assertSnapshot(of: scene.root, as: .png(scale: 1), named: "note")
    }

    @Test func theVariantMatrixTakesAUIKitViewInAScene() {
        assertSnapshot(of: NoteCard.scene, as: .png(scale: 1), named: "note",
                       variants: [SceneEnvironment(appearance: .dark), SceneEnvironment(contentSize: .accessibilityMedium)])
    }
}
