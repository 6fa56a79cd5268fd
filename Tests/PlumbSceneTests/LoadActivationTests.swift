import Plumb
import PlumbScene
import PlumbTestSupport
import Testing

/// Loading a scene file activates its constraints, so its scene lays out by itself as a Swift
/// scene does, and what activating logs still reaches the first outcome.
@Suite struct LoadActivationTests {
    static let yaml = Fixture.scene("load-activation/two-boxes-one-inactive", in: .module)

    @Test func theLoadedSceneLaysOutByItself() throws {
        let loaded = try loadScene(Self.yaml)
        #expect(loaded.constraints.map(\.constraint.isActive) == [true, true, true, true, true, true, true, true, false])
        loaded.scene.layout()
        // b runs from 10 + 40 + 20 = 70 to 200 − 10 = 190; the inactive width 500 plays no part.
        #expect(loaded.view("a")?.frame == Rect(x: 10, y: 5, width: 40, height: 30))
        #expect(loaded.view("b")?.frame == Rect(x: 70, y: 5, width: 120, height: 0))
    }

    @Test func whatActivatingLogsReachesTheFirstOutcomeOnly() throws {
        let loaded = try loadScene(Self.yaml)
        let first = loaded.layout()
        #expect(first.messages.count == 1)
        #expect(first.messages.first?.severity == .warning)
        #expect(first.messages.first?.text.contains("has multiplier 0, so it fixes b.height to 0") == true)
        #expect(loaded.layout().messages.isEmpty)
    }
}
