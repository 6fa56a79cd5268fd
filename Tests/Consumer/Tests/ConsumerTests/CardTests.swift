import Foundation
import Plumb
import PlumbRender
import PlumbSnapshotTesting
import SnapshotTesting
import Testing

/// Plumb's image strategy through swift-snapshot-testing, as a user writes it. The references
/// are in `Snapshots/CardTests/` at this package's root, outside the test target, so SwiftPM has
/// nothing to warn about. `CONSUMER_SHIFT=4` moves the title down 4 points in `aShiftedCard`,
/// so Plumb's tests can see the failure a user would.
@Suite struct CardTests {
    func card(shift: Double) -> Scene {
        let title = Label("title", text: "Which planet is this?")
        let answer = Button("answer", title: "Mars")
        let scene = Scene("card", width: 240, height: 100, scale: 2) { root in
            title
            answer
            title.centerXAnchor == root.centerXAnchor
            title.topAnchor == root.topAnchor + 20 + shift
            answer.centerXAnchor == root.centerXAnchor
            answer.topAnchor == title.bottomAnchor + 12
        }
        scene.root.textMeasurer = PangoTextMeasurer.shared
        return scene
    }

    @Test func aCard() {
        assertPlumbSnapshot(of: card(shift: 0), as: .plumbImage(overlays: .frames), named: "card")
    }

    @Test func aShiftedCard() {
        let shift = Double(ProcessInfo.processInfo.environment["CONSUMER_SHIFT"] ?? "") ?? 0
        assertPlumbSnapshot(of: card(shift: shift), as: .plumbImage(), named: "card")
    }
}
