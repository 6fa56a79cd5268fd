import Plumb
import UIKit

/// swift-snapshot-testing's screen strategies (`.image(on: .iPhone13)`, `.recursiveDescription(on:)`)
/// take a view controller, as on iOS: they lay out its root view, loaded on first use.
extension UIViewController: SnapshotViewHosting {
    /// The controller's root view (`view`), loaded through `loadView()` and `viewDidLoad()` if it
    /// was not yet.
    public var hostedSnapshotView: Plumb.View { view }
}
