import SnapshotTesting
import UIKit
import XCTest
#if canImport(PlumbSnapshotTesting)
import PlumbSnapshotTesting
#endif
@testable import UIKitScreens

final class SignInFormTests: XCTestCase {
    func testSignInForm() {
        let form = SignInFormView(frame: CGRect(x: 0, y: 0, width: 390, height: 360))
        assertSnapshot(of: form, as: .image(precision: 0.99, perceptualPrecision: 0.98))
    }

    func testSignInFormOnAWideScreen() {
        // The readable content guide keeps the fields at most 672 points wide.
        let form = SignInFormView(frame: CGRect(x: 0, y: 0, width: 760, height: 360))
        assertSnapshot(of: form, as: .image)
    }
}
