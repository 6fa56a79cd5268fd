import SnapshotTesting
import Testing
import UIKit
#if canImport(PlumbSnapshotTesting)
import PlumbSnapshotTesting
#endif
@testable import UIKitScreens

@Suite struct ProfileHeaderTests {
    func header() -> ProfileHeaderView {
        let header = ProfileHeaderView()
        header.configure(name: "Grace Hopper", handle: "@grace", bio: "Rear admiral. Wrote the first compiler. Keeps a nanosecond in her pocket.",
                         counts: [("Posts", 128), ("Following", 301), ("Followers", 4096)])
        return header
    }

    @Test func profileHeader() {
        assertSnapshot(of: header(), as: .image(size: CGSize(width: 390, height: 330)))
    }

    @Test func profileHeaderAtAccessibilitySizes() {
        // Only the bio follows the text size (adjustsFontForContentSizeCategory): the other labels keep
        // the size their font was made at, as on iOS.
        assertSnapshot(of: header(), as: .image(size: CGSize(width: 390, height: 330),
                                                traits: .init(preferredContentSizeCategory: .accessibilityExtraLarge)))
    }
}
