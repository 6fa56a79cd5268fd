import Plumb
import PlumbSnapshotCore
import SnapshotTesting
import UIKit

// swift-snapshot-testing's strategies for UIKit views, under the library's names and with its
// parameters, so that a test written for iOS (`assertSnapshot(of: view, as: .image)`) compiles
// on Linux against the UIKit module: the library defines them only on iOS and tvOS. Plumb lays
// the view out and draws the PNG; Plumb's diff compares it. They take any view type (`Value: View`),
// so `Snapshotting<UIView, UIImage>.image`, a cell's own type, and a `UILabel` all work.

extension SnapshotTesting.Snapshotting where Value: Plumb.View, Format == UIImage {
    /// The view as a PNG at its current size.
    public static var image: Self {
        .uiKitImage(config: ViewImageConfig(), traits: .init(), precision: 1, perceptualPrecision: 1, caller: .current) { $0 as Plumb.View }
    }

    /// The view as a PNG, at `size` (else its frame's size), with `traits` (light or dark, the
    /// text size, size classes), compared with the two precisions (see the README of
    /// swift-snapshot-testing; here Plumb's diff). `drawHierarchyInKeyWindow` has nothing to
    /// choose on Linux: there is one renderer.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init(),
                             filePath: StaticString = #filePath, testName: String = #function) -> Self {
        .uiKitImage(config: ViewImageConfig(size: size), traits: traits, precision: precision,
                    perceptualPrecision: perceptualPrecision, caller: .at(filePath, testName)) { $0 as Plumb.View }
    }
}

extension SnapshotTesting.Snapshotting where Format == UIImage {
    /// The image strategy for anything that hosts a view (a view, a view controller's view):
    /// lays it out on `config` with `traits` and draws it. A view controller's strategy is this
    /// with `hosted` returning its view.
    static func uiKitImage(config: ViewImageConfig, traits: UITraitCollection, precision: Float, perceptualPrecision: Float,
                           caller: StrategyCaller, hosted: @escaping (Value) -> Plumb.View) -> Self {
        let host = ViewSnapshotHost(config: config, traits: traits)
        let diffing = SnapshotTesting.Diffing<UIImage>.plumbUIImage(
            ImageDiff.Options(precision: precision, perceptualPrecision: perceptualPrecision),
            artifacts: .next(filePath: caller.filePath, testName: caller.testName))
        return SnapshotTesting.Snapshotting(pathExtension: "png", diffing: diffing) { value in
            let snapshot = host.image(of: hosted(value))
            return UIImage.snapshotFile(png: Data((try? PlumbSnapshotCore.Diffing<ImageSnapshot>.image().toData(snapshot)) ?? []))
        }
    }
}

extension SnapshotTesting.Snapshotting where Value: Plumb.View, Format == String {
    /// The view's tree as UIKit's `recursiveDescription` prints it, with the addresses taken
    /// out as the library takes them out (`<UIView; frame = (0 0; 320 44); layer = <CALayer>>`).
    public static var recursiveDescription: Self { .recursiveDescription() }

    /// The tree's description at `size` (else the view's frame's size) with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Self {
        .uiKitDescription(config: ViewImageConfig(size: size), traits: traits) { $0 as Plumb.View }
    }
}

extension SnapshotTesting.Snapshotting where Format == String {
    /// The description strategy for anything that hosts a view (see ``uiKitImage``).
    static func uiKitDescription(config: ViewImageConfig, traits: UITraitCollection, hosted: @escaping (Value) -> Plumb.View) -> Self {
        let host = ViewSnapshotHost(config: config, traits: traits)
        return SimplySnapshotting<String>.lines.pullback { value in
            let view = hosted(value)
            return host.withHosted(view) { RecursiveDescription.purgingAddresses(view.recursiveDescription()) }
        }
    }
}
