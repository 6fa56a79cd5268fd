import Plumb
import PlumbSnapshotCore
import Testing

/// The views whose frames differ between two layouts: the sentences a snapshot failure and
/// `plumb diff` print, the deltas, and the order.
@Suite struct FrameChangeTests {
    static let old = ["root": Rect(x: 0, y: 0, width: 320, height: 200), "title": Rect(x: 16, y: 20, width: 100, height: 20),
                      "icon": Rect(x: 8, y: 8, width: 40, height: 40), "footer": Rect(x: 16, y: 170, width: 100, height: 20)]
    static let new = ["root": Rect(x: 0, y: 0, width: 320, height: 200), "title": Rect(x: 16, y: 28, width: 120, height: 20),
                      "icon": Rect(x: 8, y: 8, width: 40, height: 40), "button": Rect(x: 224, y: 154, width: 80, height: 30)]

    @Test func sentencesAndDeltas() {
        let changes = FrameChange.between(Self.old, Self.new)
        #expect(changes.map(\.sentence) == ["button is new", "footer is gone",
                                            "title moved from (16 20) to (16 28) and resized from 100×20 to 120×20"])
        let title = changes[2]
        #expect(title.isMoved && title.isResized && !title.isAdded && !title.isRemoved)
        #expect(title.offset == Point(x: 0, y: 8))
        #expect(title.growth == Size(width: 20, height: 0))
        #expect(changes[0].isAdded && changes[0].offset == nil && changes[0].old == nil)
        #expect(changes[1].isRemoved && changes[1].growth == nil && changes[1].new == Optional<Rect>.none)
    }

    @Test func anOrderKeepsAFilesOrderAndTheRestFollowSorted() {
        let changes = FrameChange.between(Self.old, Self.new, order: ["title", "root", "title", "button"])
        #expect(changes.map(\.key) == ["title", "button", "footer"])
    }
}
