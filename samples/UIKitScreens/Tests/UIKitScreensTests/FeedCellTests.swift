import SnapshotTesting
import Testing
import UIKit
#if canImport(PlumbSnapshotTesting)
import PlumbSnapshotTesting
#endif
@testable import UIKitScreens

@Suite struct FeedCellTests {
    func cell() -> FeedCellView {
        let cell = FeedCellView(frame: CGRect(x: 0, y: 0, width: 390, height: 150))
        cell.configure(author: "Ada Lovelace", time: "2h",
                       body: "The engine might compose elaborate pieces of music of any degree of complexity.")
        return cell
    }

    @Test func feedCell() {
        assertSnapshot(of: cell(), as: .image)
    }

    @Test func feedCellInDark() {
        assertSnapshot(of: cell(), as: .image(traits: .init(userInterfaceStyle: .dark)))
    }

    @Test func feedCellHierarchy() {
        assertSnapshot(of: cell(), as: .recursiveDescription)
    }
}
